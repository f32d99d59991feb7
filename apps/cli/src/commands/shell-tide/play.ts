import {
  type AttemptState,
  commit,
  hint,
  type Level,
  legalMoves,
  newAttempt,
  type Preview,
  preview,
} from "@rulekit/shell-tide";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "../../io/command.js";
import { usageError } from "../../io/errors.js";
import { type JsonFlag, printJson, writeText } from "../../io/output.js";
import { LinePrompt } from "../../io/prompt.js";
import { renderBoard, statusLine } from "./board-view.js";
import {
  DEFAULT_PACK_HELP,
  defaultPackDir,
  describeEvent,
  describePreview,
  formatMove,
  loadLevel,
  loadPackLevel,
  parseDirection,
  withLimits,
} from "./shared.js";
import { stateSummary } from "./step.js";

interface PlayOptions extends JsonFlag {
  level?: number;
  pack?: string;
}

/**
 * Interactive play: pick a node, see the preview of both directions (the dual preview), then pick a
 * direction to commit. Reads lines, so a test can drive it through piped stdin; end of input quits.
 * Under --json the board and prompts go to stderr and stdout gets the final state as JSON.
 */
async function playLoop(
  level: Level,
  prompt: LinePrompt,
  say: (text: string) => void,
): Promise<AttemptState> {
  let state = newAttempt(level);
  // Piped input is not echoed by a terminal: echo it so the transcript reads like a session.
  const echo = !process.stdin.isTTY;
  const ask = async (question: string) => {
    const line = await prompt.ask(question);
    if (echo && line !== null) say(line);
    return line;
  };
  say(`${level.name ?? level.id} — rescue every starfish. Commands: a node number, h (hint), q (quit).`);
  while (state.levelStatus === "playing") {
    say(`\n${renderBoard(state)}\n${statusLine(state)}`);
    const answer = await ask("node> ");
    if (answer === null) break;
    const text = answer.trim().toLowerCase();
    if (text === "q" || text === "quit") break;
    if (text === "h" || text === "hint") {
      say(`hint: ${hint(state).message}`);
      continue;
    }
    const node = Number(text);
    if (text === "" || !Number.isInteger(node)) {
      say(`'${answer.trim()}' is not a node number (or h / q)`);
      continue;
    }
    const previews = (["left", "right"] as const)
      .map((direction) => preview(state, { node, direction }))
      .filter((p): p is Preview => p.ok);
    if (previews.length === 0) {
      const refusal = preview(state, { node, direction: level.nodes[node]?.currentDirection ?? "left" });
      say(refusal.ok ? "no legal move from that node" : `cannot sow from node ${node}: ${refusal.message}`);
      continue;
    }
    for (const p of previews) say(`  ${describePreview(p)}`);
    const choice = await ask(
      previews.length === 2
        ? "direction (l/r, b = back)> "
        : `direction (${previews[0]!.direction[0]}, b = back)> `,
    );
    if (choice === null) break;
    if (choice.trim().toLowerCase() === "b") continue;
    const direction = parseDirection(choice);
    const picked = previews.find((p) => p.direction === direction);
    if (!picked) {
      say(`'${choice.trim()}' is not a legal direction here`);
      continue;
    }
    const result = commit(state, picked.move);
    if (!result.ok) {
      say(`refused: ${result.message}`);
      continue;
    }
    say(`${formatMove(picked.move)}:`);
    for (const event of result.events) say(`  ${describeEvent(event)}`);
    state = result.state;
  }
  if (state.levelStatus === "playing") say(`stopped after ${state.turnsUsed} turns`);
  else say(`\n${renderBoard(state)}\n${state.levelStatus === "won" ? "Full Rescue!" : "Out of turns."}`);
  return state;
}

export function registerPlay(group: Command): void {
  jsonCommand(group, "play [level]", "play a level in the terminal with the dual preview")
    .option("--level <n>", "play level n of the pack (the same as 'play n')", parseIntOption("--level", 1))
    .option("--pack <dir>", `${DEFAULT_PACK_HELP} for a level given by number`)
    .addHelpText(
      "after",
      "\nThe level is a JSON file or a level of the pack by number (3, level-3 or --level 3). The moves are read\nfrom stdin, one per line.",
    )
    .action(async (path: string | undefined, options: PlayOptions) => {
      if (path !== undefined && options.level !== undefined)
        throw usageError("give a level file or --level, not both");
      if (path === undefined && options.level === undefined)
        throw usageError("give a level: a file, or a pack level by number (3, level-3, --level 3)");
      const { source, level } =
        options.level !== undefined
          ? loadPackLevel(options.pack ?? defaultPackDir(), options.level)
          : await loadLevel(path, options.pack ?? defaultPackDir());
      const out = options.json ? process.stderr : process.stdout;
      const prompt = new LinePrompt(process.stdin, out);
      try {
        withLimits(source, () => newAttempt(level));
        const state = await playLoop(level, prompt, (text) => writeText(out, `${text}\n`));
        if (options.json) {
          printJson({ moves: state.moves, state: stateSummary(state), legalMoves: legalMoves(state) });
        }
      } finally {
        prompt.close();
      }
    });
}
