import { randomBytes } from "node:crypto";
import {
  AI_POLICIES,
  type AiPolicy,
  cardOf,
  currentEncounter,
  legalCommands,
  legalRunActions,
  type RunAction,
  type RunState,
} from "@rulekit/card-combat";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { usageError } from "../../io/errors.js";
import { formatTable, note, printResult, writeText } from "../../io/output.js";
import { LinePrompt } from "../../io/prompt.js";
import { checkOutputPath, writeJsonAtomic } from "../../io/write-file.js";
import { DEFAULT_CONTENT_HELP, loadContent } from "./content.js";
import { cardLabel, commandList, encounterName, matchText, runEventLines } from "./render.js";
import { RunSession } from "./run-session.js";
import { asRunawayFailure } from "./runaway.js";

interface RunOptions {
  seed?: string;
  auto?: boolean;
  factions?: string;
  content?: string;
  /** Where to write the action log; none without it (false: --no-log, the default, kept for old scripts). */
  log?: string | false;
  policy: string;
  json?: boolean;
}

export function registerRunCommand(group: Command): void {
  jsonCommand(group, "run", "play a full run: a map of fights with rewards and upgrades in between")
    .option("--seed <seed>", "the run's seed (default: a random one, printed)")
    .option("--auto", "the AI plays both sides and every choice; prints the summary")
    .option("--factions <a,b>", "the two factions you hold (default: picked by the seed)")
    .option("--content <dir>", DEFAULT_CONTENT_HELP)
    .option("--log <file>", "write the run's action log to this file (also when you quit)")
    .option("--no-log", "write no action log (the default)")
    .option("--policy <name>", `your side's AI policy under --auto (${AI_POLICIES.join(", ")})`, "balanced")
    .addHelpText(
      "after",
      `
Interactive play reads one line per choice (a number from the list), so it can be driven by piped input:
  printf '1\\n1\\nq\\n' | rulekit cards run --seed demo
With --log FILE the run's action log is written there (also when you quit); check it with
'rulekit cards replay FILE'. Without --log nothing is written.`,
    )
    .action(async (opts: RunOptions) => {
      const content = loadContent(opts.content);
      const factions = parseFactions(
        opts.factions,
        content.factions.map((f) => f.id),
      );
      if (!AI_POLICIES.includes(opts.policy as AiPolicy))
        throw usageError(`--policy must be one of ${AI_POLICIES.join(", ")}, got '${opts.policy}'`);
      const seed = opts.seed ?? randomBytes(4).toString("hex");
      if (seed.length === 0 || seed.length > 200) throw usageError("--seed must be 1 to 200 characters");
      const logPath = typeof opts.log === "string" ? opts.log : null;
      if (logPath !== null) checkOutputPath(logPath, "the log");
      const session = new RunSession(content, seed, factions);
      if (!opts.seed) note(`seed: ${seed}`);
      try {
        if (opts.auto) playAuto(session, opts.policy as AiPolicy);
        else await playInteractive(session, opts.json ? process.stderr : process.stdout);
      } catch (error) {
        throw asRunawayFailure(error, (e) => `the run (seed '${seed}', the fight seeded '${e.seed}')`, [
          opts.auto ? "your side, the AI" : "your side",
          "the encounter",
        ]);
      }
      if (logPath !== null) {
        writeJsonAtomic(logPath, session.log(), "the log");
        note(`action log written to ${logPath}`);
      }
      printResult(opts, session.summary(logPath), summaryText);
    });
}

function parseFactions(value: string | undefined, known: string[]): [string, string] | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(",").map((s) => s.trim());
  if (parts.length !== 2 || parts[0] === parts[1])
    throw usageError(`--factions needs two different factions like 'ember,tide', got '${value}'`);
  for (const p of parts)
    if (!known.includes(p)) throw usageError(`--factions: unknown faction '${p}' (${known.join(", ")})`);
  return [parts[0]!, parts[1]!];
}

function playAuto(session: RunSession, policy: AiPolicy): void {
  while (session.state.phase !== "over") session.applyAuto(policy);
}

/** One line per choice: the board, the numbered legal commands, the events of what was played. */
async function playInteractive(session: RunSession, out: NodeJS.WritableStream): Promise<void> {
  const say = (text: string) => writeText(out, `${text}\n`);
  const prompt = new LinePrompt(process.stdin, out);
  const show = (lines: string[]) => lines.length && say(lines.join("\n"));
  show(runEventLines(session.state, session.startEvents));
  try {
    while (session.state.phase !== "over") {
      const run = session.state;
      if (run.phase === "combat" && run.match!.active === 1) {
        show(runEventLines(run, session.applyAuto()));
        continue;
      }
      const choice = await choose(run, prompt, say);
      if (choice === null) {
        say("Run abandoned.");
        return;
      }
      show(runEventLines(session.state, session.apply(choice)));
    }
  } finally {
    prompt.close();
  }
}

/** Shows the situation and its numbered options; returns the chosen action, or null to quit. */
async function choose(
  run: RunState,
  prompt: LinePrompt,
  say: (t: string) => void,
): Promise<RunAction | null> {
  const actions = legalRunActions(run);
  let menu: string;
  let options: RunAction[];
  let zero: RunAction | null = null;
  if (run.phase === "combat") {
    const match = run.match!;
    const title = `Fight ${run.position + 1}/${run.content.run.map.length}: ${encounterName(run, currentEncounter(run).id)}`;
    const commands = legalCommands(match);
    options = commands.map((command) => ({ type: "Combat", command }));
    menu = `${matchText(match, 0, title)}\nCommands:\n${commandList(match, commands)}`;
  } else if (run.phase === "reward") {
    options = actions.filter((a) => a.type === "ChooseReward" && a.card !== null);
    zero = { type: "ChooseReward", card: null };
    menu = `Choose a reward (it joins your cards for the rest of the run):\n${options
      .map((a, i) => `  ${i + 1}) ${a.type === "ChooseReward" && a.card ? cardLabel(run, a.card) : ""}`)
      .join("\n")}\n   0) skip`;
  } else {
    options = actions.filter((a) => a.type === "Upgrade");
    zero = { type: "SkipUpgrade" };
    menu = `Upgrade one owned card (this copy only):\n${options
      .map((a, i) => {
        if (a.type !== "Upgrade") return "";
        const card = run.progress.cards.find((c) => c.uid === a.uid)!;
        const def = cardOf(run.content, card.card);
        const body = def.type === "creature" ? `${card.attack}/${card.health}` : def.type;
        return `  ${String(i + 1).padStart(2)}) ${a.upgrade} on [${card.uid}] ${def.name} (${card.cost} energy, ${body}, ${card.holderId})`;
      })
      .join("\n")}\n   0) skip`;
  }
  say(menu);
  const range = zero ? `0-${options.length}` : `1-${options.length}`;
  for (;;) {
    const line = await prompt.ask(`Choose [${range}], s = show again, q = quit: `);
    if (line === null) return null;
    // Piped input is not echoed by a terminal: echo it so transcripts read like a session.
    if (!process.stdin.isTTY) say(line);
    const answer = line.trim().toLowerCase();
    if (answer === "q" || answer === "quit") return null;
    if (answer === "s" || answer === "") {
      say(menu);
      continue;
    }
    const n = Number(answer);
    if (Number.isInteger(n) && n === 0 && zero) return zero;
    if (Number.isInteger(n) && n >= 1 && n <= options.length) return options[n - 1]!;
    say(`Please type a number in ${range} (or s, q).`);
  }
}

function summaryText(s: ReturnType<RunSession["summary"]>): string {
  const fights = formatTable(
    ["#", "encounter", "result", "turns"],
    s.fights.map((f) => [f.position + 1, f.name, f.won ? "won" : "lost", f.turns]),
  );
  const stats = Object.entries(s.stats)
    .map(([k, v]) => `${k} ${v}`)
    .join(" · ");
  return [
    `Run ${s.outcome} (seed ${s.seed}, factions ${s.factions.join(" + ")}): ${s.fightsWon} fight(s) won`,
    fights,
    `stats: ${stats}`,
    `packs unlocked: ${s.unlockedPacks.join(", ")}`,
    `log: ${s.log ?? "not written (give --log FILE to keep it)"} (final state ${s.stateHash})`,
  ].join("\n");
}
