import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRng, nextInt, RulekitValidationError } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { fuzzCases, fuzzSeed, fuzzTimeoutMs } from "../../../tooling/fuzz/mutate.ts";
import { type FuzzSeedFile, fuzzReport, runFuzz, seededPicks } from "../../../tooling/fuzz/run-cases.ts";
import {
  assembleContent,
  autoRunAction,
  type Command,
  createRun,
  createRunLog,
  EMPTY_DIGEST,
  extendDigest,
  legalCommands,
  type MatchState,
  parseMatchLog,
  parseRunLog,
  REFUSAL,
  type RunAction,
  type RunState,
  step,
  stepRun,
  verifyMatchLog,
  verifyRunLog,
} from "../src/index.js";
import { CONTENT_DIR, freshMatch, loadContent } from "./helpers.js";

/**
 * Mutated shipped content files, logs and match states are refused cleanly or accepted and valid:
 * assembleContent and the log parsers never throw, accepted content plays runs whose states are also
 * accepted as states from outside, and step on a mutated state or command is a refusal or valid.
 */
const random = seededPicks(createRng, nextInt);
const TIMEOUT = fuzzTimeoutMs(fuzzCases(200));
const readContent = (file: string) => JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8"));
const manifest = readContent("manifest.json");
const contentFiles: FuzzSeedFile[] = [
  "manifest.json",
  ...manifest.factions,
  manifest.packs,
  manifest.encounters,
].map((name: string) => ({ name, value: readContent(name) }));

/** A state the engine made, back from JSON, is accepted as a state from outside. */
function expectValidRun(run: RunState, action: RunAction): void {
  const text = JSON.stringify(run);
  const copy = JSON.parse(text) as RunState;
  expect(JSON.stringify(copy)).toBe(text);
  const result = stepRun(copy, action);
  if (!result.ok) expect(result.code).not.toBe(REFUSAL.invalidState);
}

function playSome(run: RunState, steps: number): RunState {
  for (let i = 0; i < steps && run.phase !== "over"; i++) {
    const action = autoRunAction(run);
    expectValidRun(run, action);
    const result = stepRun(run, action);
    if (!result.ok) throw new Error(`the AI's action was refused: ${result.code}`);
    run = result.state;
  }
  return run;
}

describe("card-combat fuzz", () => {
  it(
    "mutated content files: refused with issues, or accepted and played validly",
    async () => {
      const run = await runFuzz({
        files: contentFiles,
        cases: fuzzCases(80),
        seed: `${fuzzSeed()}/content`,
        random,
        check: (mutant, file) => {
          const value = JSON.parse(mutant.text);
          // Like the studio's reader: a file the (mutated) manifest names that does not exist is undefined.
          const known = new Map(contentFiles.map((f) => [f.name, f.value]));
          const result = assembleContent((name) => (name === file.name ? value : known.get(name)));
          if (!result.ok) {
            for (const issue of result.issues) expect(issue.path).toMatch(/^\$/);
            return false;
          }
          const factions = result.value.factions.map((f) => f.id);
          playSome(createRun(result.value, "fuzz", [factions[0]!, factions[1]!]).state, 15);
          return true;
        },
      });
      console.log(fuzzReport("card-combat content", run));
    },
    TIMEOUT,
  );

  it(
    "mutated run and match logs: refused with issues, or verified without a throw",
    async () => {
      const content = loadContent();
      let state = createRun(content, "fuzz-log", ["ember", "tide"]).state;
      const actions: RunAction[] = [];
      let digest = extendDigest(EMPTY_DIGEST, []);
      for (let i = 0; i < 40 && state.phase !== "over"; i++) {
        const action = autoRunAction(state);
        const result = stepRun(state, action);
        if (!result.ok) throw new Error(result.code);
        actions.push(action);
        digest = extendDigest(digest, result.events);
        state = result.state;
      }
      const logs: FuzzSeedFile[] = [
        { name: "run-log", value: createRunLog(state, actions, digest) },
        {
          name: "match-log",
          value: JSON.parse(
            readFileSync(new URL("./fixtures/match-log.golden.json", import.meta.url), "utf8"),
          ),
        },
      ];
      const run = await runFuzz({
        files: logs,
        cases: fuzzCases(150),
        seed: `${fuzzSeed()}/logs`,
        random,
        check: (mutant, file) => {
          const value = JSON.parse(mutant.text);
          const parsed = file.name === "run-log" ? parseRunLog(value) : parseMatchLog(value);
          if (!parsed.ok) return false;
          try {
            const check =
              file.name === "run-log"
                ? verifyRunLog(parsed.value as Parameters<typeof verifyRunLog>[0])
                : verifyMatchLog(parsed.value as Parameters<typeof verifyMatchLog>[0]);
            expect(typeof check.ok).toBe("boolean");
          } catch (error) {
            // The one documented failure: content whose ids do not resolve (a typed validation error).
            if (!(error instanceof RulekitValidationError)) throw error;
          }
          return true;
        },
      });
      console.log(fuzzReport("card-combat logs", run));
    },
    TIMEOUT,
  );

  it(
    "mutated match states and commands: a refusal or a valid next state, never a throw",
    async () => {
      const starts: FuzzSeedFile[] = ["a", "b"].map((seed) => {
        const state = freshMatch([], seed);
        return { name: `match-${seed}`, value: { state, command: legalCommands(state)[0] } };
      });
      const run = await runFuzz({
        files: starts,
        cases: fuzzCases(200),
        seed: `${fuzzSeed()}/states`,
        random,
        check: (mutant) => {
          const { state, command } = (JSON.parse(mutant.text) ?? {}) as {
            state: MatchState;
            command: Command;
          };
          const result = step(state, command);
          if (!result.ok) return false;
          const text = JSON.stringify(result.state);
          const again = step(JSON.parse(text) as MatchState, { type: "EndTurn", side: result.state.active });
          if (!again.ok) expect(again.code).not.toBe(REFUSAL.invalidState);
          return true;
        },
      });
      console.log(fuzzReport("card-combat states", run));
    },
    TIMEOUT,
  );
});
