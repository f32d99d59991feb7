import { inNearMissBand } from "../analyzer/near-miss.js";
import { MAX_RECOVERY_SLACK, MIN_RECOVERY_SLACK } from "../level/balance-check.js";
import { beyondSolverError } from "../level/beyond-solver.js";
import { levelFingerprint } from "../level/fingerprint.js";
import type { Level } from "../level/schema.js";
import { ratingBands } from "../rules/rating.js";
import { currentArrowCount, wetPitCount } from "../rules/topology.js";
import { bfsOptimum } from "../solver/bfs.js";
import { compileBoard } from "../solver/compiled-board.js";
import { buildFullGraph, type FullGraph, GraphTooLarge, UNREACHABLE } from "../solver/full-graph.js";
import { PROOF_MOVE_LIMIT } from "../solver/limit.js";
import { movesCounted } from "../solver/limit-report.js";
import { moveOfCode } from "../solver/solve.js";
import { assertPlayableLevel } from "../solver/solver-input.js";
import { edgeClasses, isDead } from "./classify.js";
import { plausibleHorizon } from "./definition.js";
import { failAudit } from "./fail-audit.js";
import { checkGates } from "./gates.js";
import { percentile75, runPlausiblePlayer } from "./plausible-player.js";
import { estimateProof } from "./proof-estimate.js";
import { ProofHeartbeat, type ProofProgress, type ProofSignal } from "./proof-progress.js";
import type { BandWitness, FailAudit, LevelProof, MidGameRoutes } from "./types.js";
import { WitnessFinder } from "./witness.js";

export interface ProveOptions {
  /** The emotion seed of section 5 (default: level.balance.emotionSeed, else 2). */
  emotionSeed?: number;
  /**
   * A heartbeat through the proof's parts (optimum, graph, distances, plausible player, fail audit,
   * routes): at least once per part, every 8192 boards while the graph is built and every turn of the
   * plausible player. The proof runs synchronously, so this is also where a caller can decide to stop
   * (abort `signal` from here, e.g. past a deadline it measures).
   */
  onProgress?: (progress: ProofProgress) => void;
  /**
   * An `AbortSignal`: read before the proof starts and at every heartbeat; once aborted, `proveLevel`
   * throws its `reason` (an `AbortError`) and keeps nothing of the work. A signal aborted from another
   * thread or a timer is seen only if the caller's code gets to run: abort from `onProgress`, or run
   * the proof in a worker and terminate it.
   */
  signal?: ProofSignal;
  /**
   * Stop with a `GraphTooLarge` (a RangeError) once the graph holds more moves than this (the design
   * search passes PROOF_MOVE_LIMIT, so a board the loader would refuse costs it at most that part of a
   * proof). Without it the graph stops past PROOF_MOVE_LIMIT with the loader's SolverLimitError
   * TOO_MANY_MOVES instead.
   */
  moveCap?: number;
}

/** R = clamp(max(emotionSeed, P75 − O), 2, 4). */
export function recoverySlack(emotionSeed: number, p75: number, optimalTurns: number): number {
  return Math.min(
    MAX_RECOVERY_SLACK,
    Math.max(MIN_RECOVERY_SLACK, Math.max(emotionSeed, p75 - optimalTurns)),
  );
}

const round = (x: number) => Math.round(x * 1e9) / 1e9;

/**
 * The balance proof of one level (spec §5, definition in docs/shell-tide/balance.md): the optimum
 * and its path, exact dist over the whole state space, the plausible player's completion turns D,
 * P75, R and maxTurns, band witnesses, dead-move and dead-state rates, the near-miss audit and the
 * mid-game routes. `estimateProof(level)` says beforehand how large it can get; `onProgress` and
 * `signal` follow and stop it while it runs.
 */
export function proveLevel(level: Level, options: ProveOptions = {}): LevelProof {
  const heart = new ProofHeartbeat(options.onProgress, options.signal);
  heart.check();
  // The loader's checks, up front: a level built by hand whose edges break the rules would never finish,
  // a board beyond the dense index or the key cannot be proven. The move limit needs the moves counted:
  // judged here when they are remembered (a level read in this thread), else the graph below stops there.
  assertPlayableLevel(level, "proveLevel");
  const beyond = beyondSolverError(level, movesCounted(level));
  if (beyond) throw beyond;
  const states = options.onProgress ? estimateProof(level).states : 0;
  const board = compileBoard(level);
  const startRow = level.nodes.map((node) => node.starfish);
  heart.beat("optimum", 0, states);
  const optimum = bfsOptimum(board, startRow, { onProgress: (kept) => heart.beat("optimum", kept, states) });
  const optimalCodes = optimum.path;
  heart.beat("graph", 0, states);
  const graph = proofGraph(level, board, startRow, options.moveCap, (phase, done) =>
    heart.beat(phase, done, phase === "graph" ? states : null),
  );
  const start = graph.start;
  const emotionSeed = options.emotionSeed ?? level.balance?.emotionSeed ?? MIN_RECOVERY_SLACK;
  const base = {
    levelId: level.id,
    fingerprint: levelFingerprint(level),
    nodeCount: board.n,
    wetPits: wetPitCount(level),
    objective: board.objective,
    finalTideSweep: level.rules.finalTideSweep,
    currentArrows: currentArrowCount(level),
    optimalTurns: optimum.optimalTurns,
    optimalPath: optimalCodes.map(moveOfCode),
    statesExplored: optimum.statesExplored,
  };
  const gateBoard = { objective: board.objective, finalTideSweep: board.sweep, wetPits: base.wetPits };
  const { order, layerStart } = graph;
  const reachableStates = order.length;
  const deadStateRate = deadStates(graph, order);
  if (optimum.optimalTurns === null) {
    return {
      ...base,
      reachableStates,
      completion: { horizon: 0, completedWithinHorizon: 0, distribution: [] },
      p75: null,
      emotionSeed,
      recoverySlack: MIN_RECOVERY_SLACK,
      maxTurns: level.balance?.maxTurns ?? 0,
      bands: { three: null, two: null, one: null },
      deadMoveRate: deadMoveRate(graph, layerStart, level.balance?.maxTurns ?? 0),
      deadStateRate,
      nearMiss: { failShare: 1, nearMissShare: 0, bandShare: 0 },
      nearMissShare: 0,
      midGame: [],
      failAudit: NO_FULL_RESCUE_AUDIT,
      gates: checkGates(NO_FULL_RESCUE_AUDIT, gateBoard),
    };
  }
  const O = optimum.optimalTurns;
  const horizon = plausibleHorizon(O);
  const run = runPlausiblePlayer(
    graph,
    start,
    horizon,
    (remaining) => inNearMissBand(remaining, board.objective),
    (turn) => heart.beat("plausible", turn, horizon),
    true,
  );
  const p75 = percentile75(run.completion);
  const R = recoverySlack(emotionSeed, p75, O);
  const maxTurns = O + R;
  let completed = 0;
  for (let t = 1; t <= horizon; t++) completed += run.completion[t]!;
  const distribution = [];
  for (let t = 1; t <= horizon; t++) {
    const share = t === horizon ? 1 - (completed - run.completion[t]!) : run.completion[t]!;
    if (share > 0) distribution.push({ turns: t, share: round(share) });
  }
  const failMass = run.alive[maxTurns]!;
  const audit = failAudit(
    graph,
    start,
    maxTurns,
    board.objective,
    (turn) => heart.beat("audit", turn, maxTurns),
    run.trace!,
  );
  heart.beat("routes", 0, 1);
  return {
    ...base,
    reachableStates,
    completion: { horizon, completedWithinHorizon: round(completed), distribution },
    p75,
    emotionSeed,
    recoverySlack: R,
    maxTurns,
    bands: bandWitnesses(graph, start, O, maxTurns),
    deadMoveRate: deadMoveRate(graph, layerStart, maxTurns),
    deadStateRate,
    nearMiss: {
      failShare: round(failMass),
      nearMissShare: failMass > 0 ? round(run.nearMiss[maxTurns]! / failMass) : 0,
      bandShare: failMass > 0 ? round(run.band[maxTurns]! / failMass) : 0,
    },
    nearMissShare: failMass > 0 ? round(run.nearMiss[maxTurns]! / failMass) : 0,
    midGame: midGameRoutes(graph, start, optimalCodes, maxTurns),
    failAudit: audit,
    gates: checkGates(audit, gateBoard),
  };
}

/**
 * The proof's graph, stopped past `moveCap` with a GraphTooLarge; without a cap, past PROOF_MOVE_LIMIT
 * with the loader's SolverLimitError (its words and figures: the moves counted again, once, bounded by
 * the same limit) — the work a refused board costs is bounded by the limit either way.
 */
function proofGraph(
  level: Level,
  board: ReturnType<typeof compileBoard>,
  startRow: number[],
  moveCap: number | undefined,
  onProgress: Parameters<typeof buildFullGraph>[2],
): FullGraph {
  try {
    return buildFullGraph(board, startRow, onProgress, moveCap ?? PROOF_MOVE_LIMIT);
  } catch (error) {
    if (moveCap !== undefined || !(error instanceof GraphTooLarge)) throw error;
    throw beyondSolverError(level) ?? error;
  }
}

/** A board without Full Rescue: every attempt fails, stuck or at the limit, and is locked from the start. */
const NO_FULL_RESCUE_AUDIT: FailAudit = {
  failShare: 1,
  stuckShare: 0,
  commonFail: {
    coverage: 0,
    endBoards: 0,
    rescuedShare: 0,
    rescuedInBand: 0,
    overThirtyLeft: 0,
    nearMissShare: 0,
    stuckShare: 0,
  },
  softLock: { stateShare: 1, attemptShare: 1, earlyShare: 1, turnsLocked: 0 },
  deadState: { attemptShare: 1 },
};

function deadStates(graph: FullGraph, order: Int32Array): number {
  let candidates = 0;
  let dead = 0;
  for (let i = 0; i < order.length; i++) {
    const r = order[i]!;
    if (r === 0) continue;
    candidates++;
    if (graph.dist[r] === UNREACHABLE) dead++;
  }
  return candidates === 0 ? 0 : round(dead / candidates);
}

/** Dead moves among all legal moves of the states a player can face (reachable in < maxTurns turns). */
function deadMoveRate(graph: FullGraph, layerStart: number[], maxTurns: number): number {
  let moves = 0;
  let dead = 0;
  const end = layerStart[Math.min(maxTurns, layerStart.length - 1)]!;
  const classes = edgeClasses(graph, maxTurns);
  // the edges of order[0 .. end) are edges 0 .. edgeStartAt[end), in breadth-first order
  for (let e = 0, last = graph.edgeStartAt[end]!; e < last; e++) {
    moves++;
    if (isDead(classes[e]!)) dead++;
  }
  return moves === 0 ? 0 : round(dead / moves);
}

function bandWitnesses(graph: FullGraph, start: number, O: number, maxTurns: number): LevelProof["bands"] {
  // the paths searched are at most maxTurns moves long: their boards lie within maxTurns − 1 layers
  const plausible = new WitnessFinder(graph, true, maxTurns);
  const legal = new WitnessFinder(graph, false, maxTurns);
  const bands = ratingBands(O, maxTurns);
  const find = (rating: 1 | 2 | 3): BandWitness | null => {
    const [first, last] = bands[rating];
    for (const [finder, isPlausibleFinder] of [
      [plausible, true],
      [legal, false],
    ] as const) {
      for (let t = first; t <= last; t++) {
        const codes = finder.path(start, t);
        if (codes) return { rating, turns: t, path: codes.map(moveOfCode), plausible: isPlausibleFinder };
      }
    }
    return null;
  };
  return { three: find(3), two: find(2), one: find(1) };
}

/** Routes from the states on the optimal path after 1 .. O − 1 turns (the start when O = 1). */
function midGameRoutes(graph: FullGraph, start: number, codes: number[], maxTurns: number): MidGameRoutes[] {
  const states: { r: number; turn: number }[] = [];
  let r = start;
  if (codes.length === 1) states.push({ r, turn: 0 });
  codes.forEach((code, i) => {
    for (let e = graph.edgeFrom[r]!, end = e + graph.edgeCount[r]!; e < end; e++) {
      if (graph.edgeMove[e] === code) {
        r = graph.edgeChild[e]!;
        break;
      }
    }
    if (i + 1 < codes.length) states.push({ r, turn: i + 1 });
  });
  return states.map(({ r: state, turn }) => {
    let winningMoves = 0;
    let masteryMoves = 0;
    const left = maxTurns - turn - 1;
    for (let e = graph.edgeFrom[state]!, end = e + graph.edgeCount[state]!; e < end; e++) {
      const childDist = graph.dist[graph.edgeChild[e]!]!;
      if (childDist > left) continue;
      winningMoves++;
      if (childDist === graph.dist[state]! - 1) masteryMoves++;
    }
    return { turn, winningMoves, masteryMoves, safeMoves: winningMoves - masteryMoves };
  });
}
