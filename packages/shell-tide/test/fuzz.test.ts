import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createRng, nextInt } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { fuzzCases, fuzzSeed, fuzzTimeoutMs } from "../../../tooling/fuzz/mutate.ts";
import { type FuzzSeedFile, fuzzReport, runFuzz, seededPicks } from "../../../tooling/fuzz/run-cases.ts";
import {
  type AttemptState,
  commit,
  legalMoves,
  type Move,
  newAttempt,
  parseLevel,
  preview,
  stateRefusal,
} from "../src/index.js";

/**
 * Mutated shipped levels (and mutated attempt states and moves) are refused cleanly or accepted and
 * valid: parseLevel never throws, an accepted level plays legal moves into valid states, and commit
 * on a mutated state or move is a refusal or a valid next state. `pnpm fuzz` runs many more cases.
 */
const PACK = fileURLToPath(new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url));
const levels: FuzzSeedFile[] = readdirSync(PACK)
  .filter((name) => /^level-\d+\.json$/.test(name))
  .map((name) => ({ name, value: JSON.parse(readFileSync(`${PACK}${name}`, "utf8")) }));
const TIMEOUT = fuzzTimeoutMs(fuzzCases(300));
const random = seededPicks(createRng, nextInt);

/**
 * The state passes the engine's own check, survives JSON (as text: a `-0` in the input is JSON's
 * zero and comes back as `0`) and conserves its starfish.
 */
function expectValid(state: AttemptState): void {
  expect(stateRefusal(state)).toBeNull();
  const text = JSON.stringify(state);
  expect(JSON.stringify(JSON.parse(text))).toBe(text);
  const onBoard = state.starfish.reduce((a, b) => a + b, 0);
  expect(onBoard + state.rescued).toBe(state.objective);
}

/** A fresh attempt, or null when the level is beyond the exact solver (a documented RangeError). */
function attemptOf(level: Parameters<typeof newAttempt>[0]): AttemptState | null {
  try {
    return newAttempt(level);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function playSome(state: AttemptState, pick: (n: number) => number): void {
  for (let turn = 0; turn < 6 && state.levelStatus === "playing"; turn++) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    const result = commit(state, moves[pick(moves.length)]!);
    if (!result.ok) throw new Error(`a legal move was refused: ${result.code}`);
    expectValid(result.state);
    state = result.state;
  }
}

describe("shell-tide fuzz", () => {
  it(
    "mutated level files: refused with issues, or accepted and playable into valid states",
    async () => {
      const run = await runFuzz({
        files: levels,
        cases: fuzzCases(300),
        seed: `${fuzzSeed()}/levels`,
        random,
        check: (mutant) => {
          const parsed = parseLevel(JSON.parse(mutant.text));
          if (!parsed.ok) {
            expect(parsed.issues.length).toBeGreaterThan(0);
            for (const issue of parsed.issues) expect(issue.path).toMatch(/^\$/);
            return false;
          }
          const state = attemptOf(parsed.value);
          if (state === null) return true;
          expectValid(state);
          playSome(state, random(mutant.text.slice(0, 64)));
          return true;
        },
      });
      console.log(fuzzReport("shell-tide levels", run));
    },
    TIMEOUT,
  );

  it(
    "mutated attempt states and moves: a refusal, or a valid next state; never a throw",
    async () => {
      const states: FuzzSeedFile[] = levels.slice(0, 4).map((file) => {
        const parsed = parseLevel(file.value);
        if (!parsed.ok) throw new Error(file.name);
        const state = newAttempt(parsed.value);
        return { name: file.name, value: { state, move: legalMoves(state)[0] } };
      });
      const run = await runFuzz({
        files: states,
        cases: fuzzCases(200),
        seed: `${fuzzSeed()}/states`,
        random,
        check: (mutant) => {
          const { state, move } = (JSON.parse(mutant.text) ?? {}) as { state: AttemptState; move: Move };
          const looked = preview(state, move);
          const result = commit(state, move);
          expect(result.ok).toBe(looked.ok);
          if (!result.ok) {
            expect(result.code).toMatch(/^[A-Z_]+$/);
            return false;
          }
          expectValid(result.state);
          return true;
        },
      });
      console.log(fuzzReport("shell-tide states", run));
    },
    TIMEOUT,
  );
});
