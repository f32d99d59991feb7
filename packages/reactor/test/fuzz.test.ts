import { readdirSync, readFileSync } from "node:fs";
import { createRng, nextInt } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { fuzzCases, fuzzSeed, fuzzTimeoutMs } from "../../../tooling/fuzz/mutate.ts";
import { type FuzzSeedFile, fuzzReport, runFuzz, seededPicks } from "../../../tooling/fuzz/run-cases.ts";
import {
  type Action,
  type GameState,
  type Level,
  legalActions,
  loadLevel,
  newGame,
  parseActions,
  replayActions,
  stateRefusal,
  step,
} from "../src/index.js";
import { LEVELS_DIR } from "./helpers/levels.js";

/**
 * Mutated shipped levels, action lists and game states are refused cleanly or accepted and valid:
 * loaders never throw, an accepted level starts and plays into states that pass the engine's own
 * check of a state from outside, and step on a mutated state or action is a refusal or a valid state.
 */
const names = readdirSync(LEVELS_DIR).filter((name) => /^\d\d-[a-z-]+\.json$/.test(name));
const read = (name: string) => JSON.parse(readFileSync(`${LEVELS_DIR}${name}`, "utf8"));
const levelFiles: FuzzSeedFile[] = names.map((name) => ({ name, value: read(name) }));
const actionFiles: FuzzSeedFile[] = readdirSync(LEVELS_DIR)
  .filter((name) => /\.(solution|lose)\.json$/.test(name))
  .map((name) => ({ name, value: read(name) }));
const random = seededPicks(createRng, nextInt);
const TIMEOUT = fuzzTimeoutMs(fuzzCases(200));

/** A state the engine made is also accepted as a state from outside, and survives JSON as text. */
function expectValid(state: GameState): void {
  const text = JSON.stringify(state);
  const copy = JSON.parse(text);
  expect(stateRefusal(copy)).toBeNull();
  expect(JSON.stringify(copy)).toBe(text);
}

function playSome(state: GameState, pick: (n: number) => number): void {
  for (let i = 0; i < 8 && state.levelState !== "Won" && state.levelState !== "Lost"; i++) {
    const actions = legalActions(state);
    if (actions.length === 0) break;
    const result = step(state, actions[pick(actions.length)]!);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.code}`);
    state = result.state;
  }
  expectValid(state);
}

describe("reactor fuzz", () => {
  it(
    "mutated level files: refused with a load error, or accepted, started and played validly",
    async () => {
      const run = await runFuzz({
        files: levelFiles,
        cases: fuzzCases(200),
        seed: `${fuzzSeed()}/levels`,
        random,
        check: (mutant) => {
          const fromText = loadLevel(mutant.text);
          const loaded = loadLevel(JSON.parse(mutant.text));
          expect(fromText.ok).toBe(loaded.ok);
          if (!loaded.ok) {
            expect(loaded.error.message.length).toBeGreaterThan(0);
            return false;
          }
          const state = newGame(loaded.level);
          expectValid(state);
          playSome(state, random(mutant.text.slice(0, 64)));
          return true;
        },
      });
      console.log(fuzzReport("reactor levels", run));
    },
    TIMEOUT,
  );

  it(
    "mutated action lists: refused with issues, or replayed without a throw",
    async () => {
      const levels = new Map<string, Level>();
      for (const name of names) {
        const loaded = loadLevel(read(name));
        if (loaded.ok) levels.set(name.replace(/\.json$/, ""), loaded.level);
      }
      const run = await runFuzz({
        files: actionFiles,
        cases: fuzzCases(200),
        seed: `${fuzzSeed()}/actions`,
        random,
        check: (mutant, file) => {
          const parsed = parseActions(JSON.parse(mutant.text));
          if (!parsed.ok) return false;
          const level = levels.get(file.name.replace(/\.(solution|lose)\.json$/, ""))!;
          const outcome = replayActions(newGame(level), parsed.value.actions);
          expectValid(outcome.state);
          return true;
        },
      });
      console.log(fuzzReport("reactor actions", run));
    },
    TIMEOUT,
  );

  it(
    "mutated game states and actions: a refusal or a valid next state, never a throw",
    async () => {
      const starts: FuzzSeedFile[] = names.slice(0, 3).map((name) => {
        const loaded = loadLevel(read(name));
        if (!loaded.ok) throw new Error(name);
        const state = newGame(loaded.level);
        return { name, value: { state, action: legalActions(state)[0] } };
      });
      const run = await runFuzz({
        files: starts,
        cases: fuzzCases(100),
        seed: `${fuzzSeed()}/states`,
        random,
        check: (mutant) => {
          const { state, action } = (JSON.parse(mutant.text) ?? {}) as { state: GameState; action: Action };
          const result = step(state, action);
          if (!result.ok) return false;
          expectValid(result.state);
          return true;
        },
      });
      console.log(fuzzReport("reactor states", run));
    },
    TIMEOUT,
  );
});
