import {
  type AttemptState,
  commit,
  type Direction,
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
import { checkFocus } from "@rulekit/shell-tide/design";
import type { Turn } from "../board/screen-turn.ts";

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

const TURN_WORDS: Record<Turn, string> = { cw: "↻ clockwise", ccw: "↺ counter-clockwise" };

/**
 * "Step 2 / 3 · pit 5 ↻ clockwise (right) · STOP 1 · Vortex at 2 (−3 from 3) · 4 left": the way the
 * Flow turns on screen first, the level file's logical direction after it for the designer.
 */
export function describeStep(step: PathStep, total: number, turns: Record<Direction, Turn>): string {
  if (!step.move) return `Step 0 / ${total} · Init`;
  const sow = step.events.find((e) => e.type === "sow");
  const parts = [
    `Step ${step.step} / ${total}`,
    `pit ${step.move.node} ${TURN_WORDS[turns[step.move.direction]]} (${step.move.direction})`,
  ];
  if (sow && sow.type === "sow") parts.push(`STOP ${sow.stop}`);
  for (const e of step.events) {
    if (e.type === "capture") parts.push(`Vortex at ${e.empty} (−${e.count} from ${e.rich})`);
    if (e.type === "wetPitRescue") parts.push(`wet pit ${e.index} +1`);
    if (e.type === "finalTideSweep") parts.push(`Sweep −${e.count} at ${e.index}`);
  }
  parts.push(`${step.attempt.remainingStarfish} left`);
  return parts.join(" · ");
}

export interface TableCell {
  column: string;
  table: string;
  actual: string;
  ok: boolean;
  /** Why it differs, when the proof gives a reason. */
  reason?: string;
}

const onOff = (x: boolean) => (x ? "on" : "off");
const range = ([a, b]: readonly [number, number]) => (a === b ? String(a) : `${a}–${b}`);

/**
 * Every column of the spec's §6 row for this level next to what the level and its proof give, each
 * marked met or not: "meets the table" is the whole list, never a yes above a note that says otherwise.
 */
export function tableComparison(level: Level, proof: PackLevelProof): TableCell[] {
  const row = proof.table;
  const reason = (field: string) => proof.differences.find((d) => d.field === field)?.reason;
  const cell = (column: string, table: string, actual: string, why?: string): TableCell => {
    const ok = table === actual;
    const out: TableCell = { column, table, actual, ok };
    if (!ok && why) out.reason = why;
    return out;
  };
  const slackOk = proof.recoverySlack >= row.slackRange[0] && proof.recoverySlack <= row.slackRange[1];
  const focus = checkFocus(row.level, level, proof.optimalPath, proof);
  return [
    cell("Nodes", String(row.nodes), String(proof.nodeCount)),
    cell("Wet pits", String(row.wetPits), String(proof.wetPits)),
    cell("Starfish", String(row.starfish), String(proof.objective)),
    cell("O (optimal turns)", String(row.optimalTurns), orDash(proof.optimalTurns)),
    cell("P75 of D", String(row.p75), orDash(proof.p75), reason("p75")),
    cell("Max turns", String(row.maxTurns), String(proof.maxTurns)),
    cell("Final Tide Sweep", onOff(row.finalTideSweep), onOff(proof.finalTideSweep)),
    cell("Current Arrows", row.currentArrows ? "yes" : "no", proof.currentArrows > 0 ? "yes" : "no"),
    {
      column: "R (recovery slack)",
      table: range(row.slackRange),
      actual: String(proof.recoverySlack),
      ok: slackOk,
      ...(slackOk
        ? {}
        : {
            reason: `R = clamp(max(emotion seed ${proof.emotionSeed}, P75 − O = ${(proof.p75 ?? 0) - (proof.optimalTurns ?? 0)}), 2, 4) by §5; the table's own O + R (${row.optimalTurns} + ${range(row.slackRange)}) does not add up to its max turns ${row.maxTurns}, which the level meets.`,
          }),
    },
    {
      column: `Focus: ${row.focus}`,
      table: "shown on the optimal path",
      actual: focus.ok ? focus.note : `not shown (${focus.note})`,
      ok: focus.ok,
    },
  ];
}

/** "Meets every column of the spec table" or "Meets 10 of 11 columns; differs in P75 (table 6, this level 8)". */
export function tableVerdict(cells: readonly TableCell[]): string {
  const off = cells.filter((c) => !c.ok);
  if (off.length === 0) return `Meets every column of the spec table (${cells.length} of ${cells.length}).`;
  return `Meets ${cells.length - off.length} of ${cells.length} columns of the spec table; differs in ${off
    .map((c) => `${c.column} (table ${c.table}, this level ${c.actual})`)
    .join("; ")}.`;
}
