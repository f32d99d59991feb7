import { readdirSync, readFileSync } from "node:fs";
import { createRng, nextInt } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { fuzzCases, fuzzSeed, fuzzTimeoutMs } from "../../../tooling/fuzz/mutate.ts";
import { type FuzzSeedFile, fuzzReport, runFuzz, seededPicks } from "../../../tooling/fuzz/run-cases.ts";
import {
  CLASSIC_V2,
  fromState,
  type Game,
  legalMoves,
  newGame,
  type ProtocolMove,
  parseRuleSet,
  play,
  RulekitValidationError,
  type RuleSet,
  toProtocolState,
} from "../src/index.ts";
import { LEVELS_DIR } from "./helpers.ts";

/**
 * Mutated shipped RuleSets (and mutated protocol states and moves) are refused cleanly or accepted
 * and playable: parseRuleSet never throws, an accepted RuleSet sets up a game whose legal moves are
 * all accepted, and fromState / play on mutated input give a typed error or a refusal.
 */
const ruleSets: FuzzSeedFile[] = readdirSync(LEVELS_DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({ name, value: JSON.parse(readFileSync(`${LEVELS_DIR}${name}`, "utf8")) }));
const TIMEOUT = fuzzTimeoutMs(fuzzCases(300));
const random = seededPicks(createRng, nextInt);

function playSome(game: Game, pick: (n: number) => number): void {
  for (let ply = 0; ply < 8 && game.status === "playing"; ply++) {
    const moves = legalMoves(game);
    if (moves.length === 0) break;
    const result = play(game, moves[pick(moves.length)]!);
    if (!result.ok) throw new Error(`a legal move was refused: ${result.code}`);
    game = result.game;
    // The protocol state is plain JSON and loads back into the same position.
    const state = toProtocolState(game);
    const text = JSON.stringify(state);
    expect(JSON.stringify(toProtocolState(fromState(game.rules, JSON.parse(text))))).toBe(text);
  }
}

/** fromState's documented failure is a RulekitValidationError; anything else is a bug. */
function gameFrom(rules: RuleSet, state: unknown): Game | null {
  try {
    return fromState(rules, state);
  } catch (error) {
    if (error instanceof RulekitValidationError) return null;
    throw error;
  }
}

describe("rps-grid fuzz", () => {
  it(
    "mutated RuleSet files: refused with issues, or accepted and playable",
    async () => {
      const run = await runFuzz({
        files: ruleSets,
        cases: fuzzCases(300),
        seed: `${fuzzSeed()}/rules`,
        random,
        check: (mutant) => {
          const parsed = parseRuleSet(JSON.parse(mutant.text));
          if (!parsed.ok) {
            expect(parsed.issues.length).toBeGreaterThan(0);
            return false;
          }
          playSome(newGame(parsed.value, "fuzz"), random(mutant.text.slice(0, 64)));
          return true;
        },
      });
      console.log(fuzzReport("rps-grid RuleSets", run));
    },
    TIMEOUT,
  );

  it(
    "mutated protocol states and moves: a typed error or a refusal, never a throw or an illegal move",
    async () => {
      const starts: FuzzSeedFile[] = ["a", "b"].map((seed) => {
        const game = newGame(CLASSIC_V2, seed);
        return {
          name: `classic-${seed}`,
          value: { state: toProtocolState(game), move: legalMoves(game)[0] },
        };
      });
      const run = await runFuzz({
        files: starts,
        cases: fuzzCases(200),
        seed: `${fuzzSeed()}/states`,
        random,
        check: (mutant) => {
          const { state, move } = (JSON.parse(mutant.text) ?? {}) as { state: unknown; move: ProtocolMove };
          const game = gameFrom(CLASSIC_V2, state);
          if (game === null) return false;
          const result = play(game, move);
          if (!result.ok) return false;
          const legal = legalMoves(game);
          const played = result.lastMove;
          expect(legal).toContainEqual({
            fromRow: played.fromRow,
            fromCol: played.fromCol,
            toRow: played.toRow,
            toCol: played.toCol,
          });
          return true;
        },
      });
      console.log(fuzzReport("rps-grid states", run));
    },
    TIMEOUT,
  );
});
