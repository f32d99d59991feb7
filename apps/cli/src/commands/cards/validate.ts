import { ACTIONS, type ContentBundle, TRIGGERS } from "@rulekit/card-combat";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { ruleFailure } from "../../io/errors.js";
import { printResult, writeText } from "../../io/output.js";
import { DEFAULT_CONTENT_HELP, defaultContentDir, issueLine, readContentDir } from "./content.js";

export function registerValidateCommand(group: Command): void {
  jsonCommand(
    group,
    "validate",
    "validate a card-combat content directory (manifest, factions, packs, encounters)",
  )
    .argument("[dir]", `the ${DEFAULT_CONTENT_HELP}`)
    .addHelpText(
      "after",
      "\nExit 0 when valid, 1 with every problem listed (file and JSON path), 2 when unreadable.",
    )
    .action((dir: string | undefined, opts: { json?: boolean }) => {
      const where = dir ?? defaultContentDir();
      const result = readContentDir(where);
      if (!result.ok) {
        // The list is the command's result (stdout); the one-line error follows on stderr.
        if (!opts.json) for (const issue of result.issues) writeText(process.stdout, `${issueLine(issue)}\n`);
        throw ruleFailure(
          `${where}: ${result.issues.length} problem(s); first: ${issueLine(result.issues[0]!)}`,
          { ok: false, issues: result.issues },
          { code: "invalid", path: where },
        );
      }
      printResult(opts, { ok: true, dir: where, ...coverage(result.value) }, (r) =>
        [
          `${r.dir}: valid content '${r.name}'`,
          `  ${r.factions.length} factions (${r.factions.map((f) => `${f.id}: ${f.cards} cards`).join(", ")})`,
          `  ${r.packs.length} packs (${r.packs.map((p) => `${p.id}${p.unlock ? ` — unlock: ${p.unlock}` : " — from the start"}`).join("; ")})`,
          `  ${r.encounters.length} encounters; map: ${r.map.join(" → ")}`,
          `  verbs used: ${r.verbsUsed.length}/${ACTIONS.length}${r.verbsUnused.length ? ` (unused: ${r.verbsUnused.join(", ")})` : ""}`,
          `  triggers used: ${r.triggersUsed.length}/${TRIGGERS.length}${r.triggersUnused.length ? ` (unused: ${r.triggersUnused.join(", ")})` : ""}`,
        ].join("\n"),
      );
    });
}

function coverage(content: ContentBundle) {
  const abilities = content.factions.flatMap((f) => f.cards.flatMap((c) => c.abilities));
  const verbs = new Set<string>(abilities.flatMap((a) => a.effects.map((e) => e.action)));
  const whens = new Set<string>(abilities.map((a) => a.when));
  return {
    name: content.name,
    factions: content.factions.map((f) => ({ id: f.id, cards: f.cards.length })),
    packs: content.packs.map((p) => ({
      id: p.id,
      unlock: p.unlock.map((u) => `${u.stat} ≥ ${u.atLeast}`).join(" and "),
    })),
    encounters: content.encounters.map((e) => ({ id: e.id, tier: e.tier })),
    map: content.run.map,
    verbsUsed: ACTIONS.filter((a) => verbs.has(a)),
    verbsUnused: ACTIONS.filter((a) => !verbs.has(a)),
    triggersUsed: TRIGGERS.filter((t) => whens.has(t)),
    triggersUnused: TRIGGERS.filter((t) => !whens.has(t)),
  };
}
