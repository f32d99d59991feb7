import {
  type AttemptState,
  commit,
  type Level,
  type LevelProof,
  levelFingerprint,
  type Move,
  newAttempt,
  type PackLevelProof,
  type PackProof,
  ratingFor,
  type ShellTideEvent,
} from "@rulekit/shell-tide";

/** The designer view's view-models: proof figures, the D chart and the optimal path, all from the engine. */

/** The stored proof document, if it is one (the designer view shows a notice otherwise). */
export function asPackProof(value: unknown): PackProof | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<PackProof>;
  return v.format === "rulekit.shell-tide.pack-proof" && Array.isArray(v.levels) ? (v as PackProof) : null;
}

export function proofForLevel(proof: PackProof | null, number: number): PackLevelProof | null {
  return proof?.levels.find((l) => l.level === number) ?? null;
}

/** Whether the proof was computed for this very board (its fingerprint matches the level file's). */
export function proofMatches(level: Level, proof: LevelProof): boolean {
  return levelFingerprint(level) === proof.fingerprint;
}

export interface Figure {
  label: string;
  value: string;
  testId: string;
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const orDash = (x: number | null | undefined) => (x === null || x === undefined ? "—" : String(x));

/** The proof figures the issue lists: O, P75, R, Max, states explored, fingerprint, dead-move rate, near-miss share. */
export function proofFigures(proof: LevelProof): Figure[] {
  return [
    { label: "O (optimal turns)", value: orDash(proof.optimalTurns), testId: "fig-o" },
    { label: "P75 of D", value: orDash(proof.p75), testId: "fig-p75" },
    { label: "R (recovery slack)", value: String(proof.recoverySlack), testId: "fig-r" },
    { label: "Max turns", value: String(proof.maxTurns), testId: "fig-max" },
    { label: "States explored", value: proof.statesExplored.toLocaleString("en-US"), testId: "fig-states" },
    { label: "Fingerprint", value: proof.fingerprint, testId: "fig-fingerprint" },
    { label: "Dead-move rate", value: percent(proof.deadMoveRate), testId: "fig-dead" },
    { label: "Near-miss share", value: percent(proof.nearMissShare), testId: "fig-near-miss" },
  ];
}

export interface Bar {
  turns: number;
  share: number;
  /** Stars a Full Rescue in that many turns earns (0: beyond max). */
  band: 0 | 1 | 2 | 3;
}

/** D as bars, coloured by the rating band each completion length earns. */
export function distributionBars(proof: LevelProof): Bar[] {
  const o = proof.optimalTurns;
  return proof.completion.distribution.map((d) => ({
    turns: d.turns,
    share: d.share,
    band: o === null ? 0 : ratingFor(d.turns, o, proof.maxTurns),
  }));
}

export interface PathStep {
  /** 0 is the starting board; step k shows the board after move k. */
  step: number;
  attempt: AttemptState;
  before: AttemptState | null;
  move: Move | null;
  events: ShellTideEvent[];
}

/**
 * Replays a path with the engine's `commit`, keeping every intermediate board. Stops at the first refused
 * move (a stale path), reporting it in `refusal`.
 */
export function pathSteps(
  level: Level,
  path: readonly Move[],
  turns?: { optimalTurns: number | null; maxTurns: number },
): { steps: PathStep[]; refusal: string | null } {
  const start = newAttempt(
    level,
    turns ? { optimalTurns: turns.optimalTurns, maxTurns: turns.maxTurns } : {},
  );
  const steps: PathStep[] = [{ step: 0, attempt: start, before: null, move: null, events: [] }];
  let current = start;
  for (const move of path) {
    const result = commit(current, move);
    if (!result.ok)
      return { steps, refusal: `move ${steps.length} (${move.node} ${move.direction}): ${result.message}` };
    steps.push({ step: steps.length, attempt: result.state, before: current, move, events: result.events });
    current = result.state;
  }
  return { steps, refusal: null };
}

/** "Step 2 / 3 · node 5 → right · STOP 1 · Vortex at 2 (−3 from 3)". */
export function describeStep(step: PathStep, total: number): string {
  if (!step.move) return `Step 0 / ${total} · Init`;
  const sow = step.events.find((e) => e.type === "sow");
  const parts = [`Step ${step.step} / ${total}`, `node ${step.move.node} → ${step.move.direction}`];
  if (sow && sow.type === "sow") parts.push(`STOP ${sow.stop}`);
  for (const e of step.events) {
    if (e.type === "capture") parts.push(`Vortex at ${e.empty} (−${e.count} from ${e.rich})`);
    if (e.type === "wetPitRescue") parts.push(`wet pit ${e.index} +1`);
    if (e.type === "finalTideSweep") parts.push(`Sweep −${e.count} at ${e.index}`);
  }
  parts.push(`${step.attempt.remainingStarfish} left`);
  return parts.join(" · ");
}
