import type { GateDefinitions } from "./types.js";

/** Common fail paths: the most likely failing end boards that together hold this share of the failing mass. */
export const COMMON_FAIL_COVERAGE = 0.75;

/** Seed 001: on the common fail paths the player has rescued about 70–90% of the starfish. */
export const COMMON_FAIL_RESCUED = { min: 0.7, max: 0.9 } as const;

/**
 * "No soft-lock before the turns run out": at most this share of plausible attempts may still be shown
 * moves two or more turns after Full Rescue went out of reach (balance.md §3 says why the last turn is
 * not counted).
 */
export const EARLY_SOFT_LOCK_LIMIT = 0.05;

/** Version 1 of the gate definitions (proof.json `gateDefinitions`; balance.md §3). */
export const GATE_DEFINITIONS: GateDefinitions = {
  version: 1,
  failingAttempt:
    "A plausible attempt fails when it gets stuck (a board with no plausible move) before maxTurns — " +
    "stuck-early attempts — or is still on the board when maxTurns turns are used. Its end board is the " +
    "stuck board or the board at maxTurns.",
  commonFailPaths:
    "Failing attempts grouped by end board; the end boards ordered by their failing probability (largest " +
    "first, equal ones in breadth-first order); the common fail paths are the attempts ending on the first " +
    "boards that together hold at least 75% of the failing probability.",
  rescuedGate:
    "Met when the starfish rescued on the common fail paths, averaged over their probability, are 70–90% " +
    "of the objective (vacuously met when no attempt fails).",
  nearMiss:
    "A common fail path is a near-miss when it ends at maxTurns with 10–30% of the starfish left and a " +
    "Full Rescue one move away (dist = 1); a stuck-early attempt never is one.",
  softLock:
    "A soft-lock is a turn before the limit on which the board still offers legal moves but Full Rescue " +
    "within the turns left is impossible (dist > turns left; the HUD's canStillFullRescue is false). Once " +
    "soft-locked an attempt stays so, and a stuck attempt plays on locked until maxTurns.",
  softLockGate:
    "Met when at most 5% of plausible attempts are soft-locked with two or more turns left. A soft-lock on " +
    "the last turn only is the near-miss itself: one more mistake ends the attempt.",
  deadState:
    "A dead state is a reachable board with starfish from which no move sequence reaches Full Rescue " +
    "(dist = ∞); its attempt share is the chance that a plausible attempt reaches one before maxTurns.",
};
