import { stableHash } from "@rulekit/core";
import type { Action } from "../actions/schema.js";
import { step } from "../actions/step.js";
import type { Level } from "../level/schema.js";
import { newGame } from "../state/create.js";
import { REACTOR_ENGINE } from "./engine-version.js";
import { solveLevel } from "./solve-level.js";
import type { SolveOptions, SolveOutcome, WitnessTurn } from "./types.js";
import { spentActions } from "./witness.js";

/** `{ "format": PROOF_FORMAT, "version": 1, … }`: a level's proof file (`NN-name.proof.json`). */
export const PROOF_FORMAT = "reactor-level-proof" as const;

/** How a recorded winning line compares with the proven minimum. */
export interface RecordedLineCheck {
  file: string;
  /** Whether the line wins at all (replayed through step). */
  wins: boolean;
  /** The turn of its winning activation, and its actions (EndTurn not counted); null when it does not win. */
  turns: number | null;
  actions: number | null;
  /** It wins in the minimum turns with the minimum actions. */
  optimal: boolean;
  /** Why it differs from the minimum (the level's notes in pack.json), when it does. */
  note?: string;
}

export interface LevelProof {
  format: typeof PROOF_FORMAT;
  version: 1;
  /** The level file, relative to the proof. */
  level: string;
  /** stableHash of the level: a changed level makes the proof stale. */
  fingerprint: string;
  engine: { name: string; version: string };
  horizon: number;
  outcome: SolveOutcome;
  minTurns: number | null;
  minActions: number | null;
  witness: WitnessTurn[];
  /** Distinct states the search kept. */
  statesExplored: number;
  recordedSolution?: RecordedLineCheck;
}

export interface ProveInput {
  /** The level file's name (stored in the proof). */
  file: string;
  /** The recorded winning line to compare, with its file name and the level's notes. */
  solution?: { file: string; actions: readonly Action[]; note?: string };
}

/** A level's fingerprint: the stable hash of its content (key order does not matter). */
export const levelFingerprint = (level: Level): string => stableHash(level);

/** Replays a recorded line through `step`: whether it wins, in which turn and with how many actions. */
export function recordedLine(
  level: Level,
  actions: readonly Action[],
): { wins: boolean; turns: number | null; actions: number | null } {
  let state = newGame(level);
  for (const action of actions) {
    const turn = state.turn;
    const result = step(state, action);
    if (!result.ok) break;
    state = result.state;
    if (state.levelState === "Won") return { wins: true, turns: turn, actions: spentActions(actions) };
  }
  return { wins: false, turns: null, actions: null };
}

/** The proof of a level (solveLevel from its start), with its recorded solution checked against it. */
export function proveLevel(level: Level, input: ProveInput, options: SolveOptions = {}): LevelProof {
  const result = solveLevel(level, options);
  const proof: LevelProof = {
    format: PROOF_FORMAT,
    version: 1,
    level: input.file,
    fingerprint: levelFingerprint(level),
    engine: { ...REACTOR_ENGINE },
    horizon: result.horizon,
    outcome: result.outcome,
    minTurns: result.minTurns,
    minActions: result.minActions,
    witness: result.witness,
    statesExplored: result.stats.states,
  };
  if (input.solution) {
    const line = recordedLine(level, input.solution.actions);
    const optimal = line.wins && line.turns === result.minTurns && line.actions === result.minActions;
    proof.recordedSolution = {
      file: input.solution.file,
      ...line,
      optimal,
      ...(optimal || input.solution.note === undefined ? {} : { note: input.solution.note }),
    };
  }
  return proof;
}

/** What is wrong with a stored proof next to a fresh one (empty: it is up to date and complete). */
export function proofProblems(stored: unknown, fresh: LevelProof): string[] {
  const problems: string[] = [];
  const old = (typeof stored === "object" && stored !== null ? stored : {}) as Partial<LevelProof>;
  if (old.format !== PROOF_FORMAT) problems.push(`not a ${PROOF_FORMAT} file`);
  else {
    for (const field of [
      "fingerprint",
      "engine",
      "horizon",
      "outcome",
      "minTurns",
      "minActions",
      "witness",
      "statesExplored",
      "recordedSolution",
    ] as const) {
      if (JSON.stringify(old[field]) !== JSON.stringify(fresh[field]))
        problems.push(`${field} is out of date`);
    }
  }
  const recorded = fresh.recordedSolution;
  if (recorded && !recorded.optimal && recorded.note === undefined)
    problems.push(
      `the recorded solution (${recorded.file}) ${recorded.wins ? `wins in turn ${recorded.turns} with ${recorded.actions} actions, not the minimum ${fresh.minTurns} / ${fresh.minActions}` : "does not win"}, and the level's notes do not say why`,
    );
  return problems;
}
