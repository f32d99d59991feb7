import {
  formatJsonPath,
  type ParseResult,
  parseInput,
  parseWith,
  relativePathProblem,
  type ValidationIssue,
} from "@rulekit/core";
import * as z from "zod/mini";
import {
  AI_POLICIES,
  ENCOUNTER_TIERS,
  LIMITS,
  LOG_FORMAT,
  RUN_STATS,
  SYSTEM_FIELD_ID,
  SYSTEM_HOLDER,
} from "../constants.js";
import { CardDefinitionSchema } from "./card.js";

const id = z.string().check(z.minLength(1), z.maxLength(80));

export const STARTER_SIZE = 8;

export const FactionSchema = z.strictObject({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  description: z.optional(z.string().check(z.maxLength(400))),
  /** The 8 cards a run starts with when this faction is picked (ids may repeat). */
  starter: z.array(id).check(z.length(STARTER_SIZE)),
  cards: z.array(CardDefinitionSchema).check(z.minLength(1), z.maxLength(60)),
});
export type Faction = z.infer<typeof FactionSchema>;

export const UnlockConditionSchema = z.strictObject({
  stat: z.enum(RUN_STATS),
  atLeast: z.number().check(z.int(), z.gte(0)),
});
export type UnlockCondition = z.infer<typeof UnlockConditionSchema>;

export const PackSchema = z.strictObject({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  cards: z.array(id).check(z.minLength(1), z.maxLength(60)),
  /** Every condition must hold (RunStats of the current run); absent or empty: unlocked from the start. */
  unlock: z._default(z.array(UnlockConditionSchema).check(z.maxLength(4)), []),
});
export type Pack = z.infer<typeof PackSchema>;

export const EncounterSchema = z.strictObject({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  tier: z.enum(ENCOUNTER_TIERS),
  health: z.number().check(z.int(), z.gte(1), z.lte(200)),
  deck: z.array(id).check(z.minLength(1), z.maxLength(40)),
  ai: z.enum(AI_POLICIES),
});
export type Encounter = z.infer<typeof EncounterSchema>;

export const RunConfigSchema = z.strictObject({
  /** Encounter ids in the order they are fought; the last one is the boss. */
  map: z.array(id).check(z.minLength(1), z.maxLength(12)),
  playerHealth: z._default(z.number().check(z.int(), z.gte(1), z.lte(200)), LIMITS.defaultHealth),
  rewardChoices: z._default(z.number().check(z.int(), z.gte(1), z.lte(5)), 3),
});
export type RunConfig = z.infer<typeof RunConfigSchema>;

export const ContentBundleSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  factions: z.array(FactionSchema).check(z.minLength(2)),
  packs: z.array(PackSchema).check(z.minLength(1)),
  encounters: z.array(EncounterSchema).check(z.minLength(1)),
  run: RunConfigSchema,
});
/** Everything a run needs, assembled from a content directory (see docs/card-combat/content-format.md). */
export type ContentBundle = z.infer<typeof ContentBundleSchema>;

/**
 * A file named by the manifest: a `/`-separated path inside the content directory — never absolute,
 * never through `..` (a reader must still refuse symlinks that lead out; the CLI does).
 */
const contentFile = z.string().check(
  z.minLength(1),
  z.superRefine((path, ctx) => {
    const problem = relativePathProblem(path);
    if (problem) ctx.addIssue({ code: "custom", message: `'${path}' ${problem}` });
  }),
);

/** `manifest.json` of a content directory: where the other files are. */
export const ContentManifestSchema = z.strictObject({
  format: z.literal(LOG_FORMAT.content),
  version: z.literal(1),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  factions: z.array(contentFile).check(z.minLength(2)),
  packs: contentFile,
  encounters: contentFile,
  run: RunConfigSchema,
});
export type ContentManifest = z.infer<typeof ContentManifestSchema>;

/** Validates a whole bundle (JSON text or the parsed value): shapes, then ids, references and the run map. */
export function parseContent(input: unknown): ParseResult<ContentBundle> {
  const shaped = parseInput(ContentBundleSchema, input);
  if (!shaped.ok) return shaped;
  const issues = contentReferenceIssues(shaped.value);
  return issues.length ? { ok: false, issues } : shaped;
}

const issue = (path: (string | number)[], message: string, code = "reference"): ValidationIssue => ({
  path: formatJsonPath(path),
  code,
  message,
});

/** Cross-file rules: unique ids, every reference resolves, cards sit in their faction, a boss ends the map. */
export function contentReferenceIssues(bundle: ContentBundle): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  const cards = new Set<string>();
  const seenFaction = new Set<string>();
  bundle.factions.forEach((faction, f) => {
    if (seenFaction.has(faction.id))
      out.push(issue(["factions", f, "id"], `duplicate faction id '${faction.id}'`, "duplicate"));
    seenFaction.add(faction.id);
    if (faction.id === SYSTEM_HOLDER)
      out.push(issue(["factions", f, "id"], `'${SYSTEM_HOLDER}' is reserved`, "reserved"));
    faction.cards.forEach((card, c) => {
      if (cards.has(card.id) || card.id === SYSTEM_FIELD_ID)
        out.push(issue(["factions", f, "cards", c, "id"], `duplicate card id '${card.id}'`, "duplicate"));
      cards.add(card.id);
      if (card.faction !== faction.id)
        out.push(
          issue(
            ["factions", f, "cards", c, "faction"],
            `card is in faction '${faction.id}', not '${card.faction}'`,
          ),
        );
    });
  });
  const known = (ref: string) => cards.has(ref) || ref === SYSTEM_FIELD_ID;
  bundle.factions.forEach((faction, f) => {
    faction.starter.forEach((ref, i) => {
      // The system field is put on the board by the match; a held copy would sit in RunProgress and the deck.
      if (ref === SYSTEM_FIELD_ID)
        out.push(
          issue(["factions", f, "starter", i], "the system field is placed by the match, never held", "rule"),
        );
      else if (!cards.has(ref)) out.push(issue(["factions", f, "starter", i], `unknown card '${ref}'`));
    });
    faction.cards.forEach((card, c) => {
      card.abilities.forEach((ability, a) => {
        ability.effects.forEach((effect, e) => {
          if (effect.card !== undefined && !known(effect.card))
            out.push(
              issue(
                ["factions", f, "cards", c, "abilities", a, "effects", e, "card"],
                `unknown card '${effect.card}'`,
              ),
            );
        });
      });
    });
  });
  const packs = new Set<string>();
  bundle.packs.forEach((pack, p) => {
    if (packs.has(pack.id))
      out.push(issue(["packs", p, "id"], `duplicate pack id '${pack.id}'`, "duplicate"));
    packs.add(pack.id);
    pack.cards.forEach((ref, i) => {
      if (!cards.has(ref)) out.push(issue(["packs", p, "cards", i], `unknown card '${ref}'`));
    });
  });
  if (!bundle.packs.some((p) => p.unlock.length === 0))
    out.push(
      issue(["packs"], "at least one pack must be unlocked from the start (no unlock conditions)", "rule"),
    );
  const encounters = new Map<string, (typeof bundle.encounters)[number]>();
  bundle.encounters.forEach((enc, e) => {
    if (encounters.has(enc.id))
      out.push(issue(["encounters", e, "id"], `duplicate encounter id '${enc.id}'`, "duplicate"));
    encounters.set(enc.id, enc);
    enc.deck.forEach((ref, i) => {
      if (!cards.has(ref)) out.push(issue(["encounters", e, "deck", i], `unknown card '${ref}'`));
    });
  });
  bundle.run.map.forEach((ref, i) => {
    if (!encounters.has(ref)) out.push(issue(["run", "map", i], `unknown encounter '${ref}'`));
  });
  const last = bundle.run.map[bundle.run.map.length - 1];
  const boss = last === undefined ? undefined : encounters.get(last);
  if (boss && boss.tier !== "boss")
    out.push(
      issue(
        ["run", "map", bundle.run.map.length - 1],
        `the map must end with a boss, '${last}' is ${boss.tier}`,
        "rule",
      ),
    );
  return out;
}

/** A content problem found while assembling a directory: which file, where in it, what. */
export interface ContentIssue extends ValidationIssue {
  file: string;
}

/**
 * Assembles and validates a content directory. `read(relativePath)` is injected (the CLI reads files, the
 * studio imports them), so this stays free of I/O. Every issue names its file and the JSON path inside it.
 */
export function assembleContent(
  read: (relativePath: string) => unknown,
  manifestFile = "manifest.json",
): { ok: true; value: ContentBundle } | { ok: false; issues: ContentIssue[] } {
  const inFile = (file: string, list: ValidationIssue[]): ContentIssue[] => list.map((i) => ({ file, ...i }));
  const manifest = parseWith(ContentManifestSchema, read(manifestFile));
  if (!manifest.ok) return { ok: false, issues: inFile(manifestFile, manifest.issues) };
  const issues: ContentIssue[] = [];
  const load = <T>(file: string, schema: z.ZodMiniType<T>): T | undefined => {
    const parsed = parseWith(schema, read(file));
    if (parsed.ok) return parsed.value;
    issues.push(...inFile(file, parsed.issues));
    return undefined;
  };
  const factions = manifest.value.factions.map((file) => load(file, FactionSchema));
  const packs = load(manifest.value.packs, z.array(PackSchema).check(z.minLength(1)));
  const encounters = load(manifest.value.encounters, z.array(EncounterSchema).check(z.minLength(1)));
  if (issues.length) return { ok: false, issues };
  const bundle: ContentBundle = {
    name: manifest.value.name,
    factions: factions as Faction[],
    packs: packs as Pack[],
    encounters: encounters as Encounter[],
    run: manifest.value.run,
  };
  const refs = contentReferenceIssues(bundle);
  if (refs.length) return { ok: false, issues: refs.map((i) => locateIssue(i, manifest.value)) };
  return { ok: true, value: bundle };
}

/** Maps a bundle path (`$.factions[1].cards[2]`) back to its file (`factions/tide.json`, `$.cards[2]`). */
function locateIssue(i: ValidationIssue, manifest: ContentManifest): ContentIssue {
  const faction = /^\$\.factions\[(\d+)\](.*)$/.exec(i.path);
  if (faction)
    return { ...i, file: manifest.factions[Number(faction[1])] ?? "manifest.json", path: `$${faction[2]}` };
  const list = /^\$\.(packs|encounters)(.*)$/.exec(i.path);
  if (list)
    return { ...i, file: list[1] === "packs" ? manifest.packs : manifest.encounters, path: `$${list[2]}` };
  return { ...i, file: "manifest.json" };
}
