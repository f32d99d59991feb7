import {
  type Action,
  CARRIER_NEUTRALIZER,
  CARRIERS,
  type Carrier,
  DIRECTIONS,
  type Direction,
  type GameState,
  legalActions,
  newGame,
  step,
  view,
} from "@rulekit/reactor";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { note, printResult, writeText } from "../../io/output.js";
import { LinePrompt } from "../../io/prompt.js";
import { checkOutputPath, writeJsonAtomic } from "../../io/write-file.js";
import { readLevel, TUTORIAL_HELP } from "./load.js";
import { diagnosticsText, eventLines, LEGEND, statusText } from "./render.js";

const HELP = `Commands (one per line):
  n / e / s / w          move the robot north, east, south or west
  i [mode]               interact with the prop under the robot (a junction cycles, or takes a mode like 3/1)
  repair <leak>          repair a leak reached from this cell
  remedy <leak>          apply the matching neutralizer to the leak's face
  remedy fuel|coolant|electricity   apply a neutralizer to this cell
  shield                 activate a carried heat shield
  activate               activate the reactor at this control
  end                    end the turn (the simulation runs)
  diag [carrier]         underground layers (only after an all-seeing-eye terminal)
  legal                  list the actions accepted now
  map                    show the map again
  help · quit`;

/** Parses one command line into an action, a view request, or an error message. */
export function parseCommand(
  line: string,
):
  | { action: Action }
  | { show: "map" | "help" | "legal" | "quit" }
  | { diag: Carrier | null }
  | { error: string } {
  const [word = "", ...args] = line.trim().split(/\s+/);
  const cmd = word.toLowerCase();
  // A direction by name or by its first letter (n, e, s, w).
  const direction = DIRECTIONS.find((d) => d === cmd || d[0] === cmd) as Direction | undefined;
  if (direction) return { action: { type: "MoveRobot", direction } };
  switch (cmd) {
    case "i":
    case "interact":
      return {
        action: args[0] ? ({ type: "InteractProp", mode: args[0] } as Action) : { type: "InteractProp" },
      };
    case "repair":
      return args[0]
        ? { action: { type: "InteractLeak", use: "repair", leak: args[0] } }
        : { error: "repair which leak? (see the Leaks list)" };
    case "remedy": {
      const target = args[0];
      if (!target) return { error: "remedy which leak, or fuel/coolant/electricity for this cell?" };
      // A carrier name treats this cell; anything else names a leak.
      return (CARRIERS as readonly string[]).includes(target)
        ? { action: { type: "InteractLeak", use: "remedy", remedy: CARRIER_NEUTRALIZER[target as Carrier] } }
        : { action: { type: "InteractLeak", use: "remedy", leak: target } };
    }
    case "shield":
      return { action: { type: "ApplyHeatShield" } };
    case "a":
    case "activate":
      return { action: { type: "ActivateReactor" } };
    case "end":
    case ".":
      return { action: { type: "EndTurn" } };
    case "diag": {
      const carrier = args[0] as Carrier | undefined;
      if (carrier && !CARRIERS.includes(carrier)) return { error: `diag takes ${CARRIERS.join(", ")}` };
      return { diag: carrier ?? null };
    }
    case "map":
    case "":
      return { show: "map" };
    case "help":
    case "?":
      return { show: "help" };
    case "legal":
      return { show: "legal" };
    case "q":
    case "quit":
      return { show: "quit" };
    default:
      return { error: `unknown command '${word}' (type help)` };
  }
}

export function registerPlayCommand(group: Command): void {
  jsonCommand(
    group,
    "play <level>",
    "play a level in the terminal (reads one command per line, also from a pipe)",
  )
    .addHelpText("after", TUTORIAL_HELP)
    .option(
      "--log <file>",
      "write the accepted actions to this file (a reactor-actions file) when the game ends",
    )
    .addHelpText(
      "after",
      `\n${HELP}\n\nWith --json the session goes to stderr and stdout gets one JSON summary.\n  printf 'w\\nw\\nw\\nend\\nquit\\n' | rulekit reactor play levels/reactor/01-flow-and-consumers.json`,
    )
    .action(async (levelPath: string, opts: { log?: string; json?: boolean }) => {
      const { level } = readLevel(levelPath);
      // A whole session must not be lost to an unwritable --log found only at the end.
      if (opts.log) checkOutputPath(opts.log, "the action log");
      const out = opts.json ? process.stderr : process.stdout;
      const say = (text: string) => writeText(out, `${text}\n`);
      let state: GameState = newGame(level);
      const accepted: Action[] = [];
      const prompt = new LinePrompt(process.stdin, out);
      say(`${level.meta.title}\n${level.meta.description}\n${LEGEND}\n`);
      say(statusText(view(state)));
      try {
        while (state.levelState !== "Won" && state.levelState !== "Lost") {
          const line = await prompt.ask(`[turn ${state.turn}, ${state.actionsLeft} action(s) left] > `);
          if (line === null) break;
          // Piped input is not echoed by a terminal: echo it so transcripts read like a session.
          if (!process.stdin.isTTY) say(line);
          const parsed = parseCommand(line);
          if ("error" in parsed) {
            say(parsed.error);
            continue;
          }
          if ("diag" in parsed) {
            say(diagnosticsText(view(state), parsed.diag ?? undefined));
            continue;
          }
          if ("show" in parsed) {
            if (parsed.show === "quit") break;
            if (parsed.show === "help") say(HELP);
            if (parsed.show === "map") say(statusText(view(state)));
            if (parsed.show === "legal")
              say(
                legalActions(state)
                  .map((a) => `  ${JSON.stringify(a)}`)
                  .join("\n"),
              );
            continue;
          }
          const result = step(state, parsed.action);
          if (!result.ok) {
            say(`refused (${result.code}): ${result.message}`);
            continue;
          }
          accepted.push(parsed.action);
          state = result.state;
          const lines = eventLines(result.events);
          if (lines.length) say(lines.join("\n"));
          if (result.events.some((e) => e.type === "simulation-started") || state.levelState === "Won")
            say(statusText(view(state)));
        }
      } finally {
        prompt.close();
      }
      say(
        state.levelState === "Won"
          ? "Reactor activated — level won."
          : state.levelState === "Lost"
            ? `Level lost: ${state.loss?.message}`
            : "Game left unfinished.",
      );
      if (opts.log) {
        writeJsonAtomic(
          opts.log,
          {
            format: "reactor-actions",
            version: 1,
            level: levelPath,
            actions: accepted,
          },
          "the action log",
        );
        note(`actions written to ${opts.log}`);
      }
      printResult(
        opts,
        {
          level: level.meta.id,
          result: state.levelState,
          turn: state.turn,
          loss: state.loss,
          actions: accepted,
        },
        (r) => `result: ${r.result} after ${r.actions.length} action(s)`,
      );
    });
}
