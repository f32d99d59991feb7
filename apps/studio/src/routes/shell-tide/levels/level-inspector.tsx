import {
  exactLimitReport,
  type Level,
  type LevelProof,
  type PackLevelProof,
  type SolveResult,
} from "@rulekit/shell-tide";
import { type ReactNode, useEffect, useMemo } from "react";
import { boardGeometry } from "../board/board-geometry.ts";
import { boardTurns, type Turn } from "../board/screen-turn.ts";
import {
  distributionBars,
  type Figure,
  pathSteps,
  proofFigures,
  proofMatches,
  tableComparison,
  tableVerdict,
} from "./designer-model.ts";
import { DistributionChart } from "./distribution-chart.tsx";
import { type LimitAdvice, proofLimitAdvice, solverLimitAdvice } from "./limit-advice.ts";
import type { LimitView } from "./limit-answer.ts";
import { PathPlayer } from "./path-player.tsx";
import { useLimitReport } from "./use-limit-report.ts";
import { useSolverTask } from "./use-solver-task.ts";

function Figures(props: { figures: readonly Figure[]; testId: string }) {
  return (
    <dl className="st-figures" data-testid={props.testId}>
      {props.figures.map((f) => (
        <div key={f.testId}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** D of a proof as a bar chart under its heading. */
function Distribution(props: { proof: LevelProof }) {
  const { proof } = props;
  return (
    <>
      <h3>Distribution D of completion turns</h3>
      <DistributionChart
        bars={distributionBars(proof)}
        p75={proof.p75}
        optimal={proof.optimalTurns}
        max={proof.maxTurns}
      />
    </>
  );
}

/** A solver path replayed step by step under its heading (keyed by the board, so Prev/Next start at 0). */
function OptimalPath(props: {
  level: Level;
  replay: ReturnType<typeof pathSteps>;
  reducedMotion: boolean;
  testId: string;
}) {
  return (
    <>
      <h3>Optimal path</h3>
      {props.replay.refusal && (
        <p className="error">The stored path no longer replays: {props.replay.refusal}</p>
      )}
      <PathPlayer
        level={props.level}
        steps={props.replay.steps}
        reducedMotion={props.reducedMotion}
        testId={props.testId}
      />
    </>
  );
}

/** The level against its row of the spec table, column by column. */
function TableCheck(props: { level: Level; proof: PackLevelProof }) {
  const cells = tableComparison(props.level, props.proof);
  const off = cells.filter((c) => !c.ok);
  return (
    <section className="st-table-check" data-testid="st-table-check" data-differences={off.length}>
      <h3>Against the spec table (§6, level {props.proof.table.level})</h3>
      <p data-testid="st-table-verdict" className={off.length === 0 ? undefined : "st-table-differs"}>
        {tableVerdict(cells)}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Table</th>
            <th scope="col">This level</th>
            <th scope="col">Met</th>
          </tr>
        </thead>
        <tbody>
          {cells.map((c) => (
            <tr key={c.column} data-ok={c.ok}>
              <th scope="row">{c.column}</th>
              <td>{c.table}</td>
              <td>{c.actual}</td>
              <td>{c.ok ? "✓ yes" : "✗ no"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {off.some((c) => c.reason) && (
        <ul className="st-table-reasons">
          {off
            .filter((c) => c.reason)
            .map((c) => (
              <li key={c.column}>
                <strong>{c.column}:</strong> {c.reason}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A level's proof in full: its figures, the board in words, `check` (how it compares with what it was
 * made to), D and the optimal path replayed.
 */
export function ProofDetails(props: {
  level: Level;
  proof: LevelProof;
  reducedMotion: boolean;
  check?: ReactNode;
}) {
  const { level, proof } = props;
  const replay = useMemo(
    () => pathSteps(level, proof.optimalPath, { optimalTurns: proof.optimalTurns, maxTurns: proof.maxTurns }),
    [level, proof],
  );
  return (
    <>
      <Figures figures={proofFigures(proof)} testId="st-figures" />
      <p className="st-muted">
        {proof.nodeCount} nodes · {proof.wetPits} wet pit{proof.wetPits === 1 ? "" : "s"} · {proof.objective}{" "}
        starfish · Sweep {proof.finalTideSweep ? "on" : "off"} · {proof.currentArrows} Current Arrow
        {proof.currentArrows === 1 ? "" : "s"} · {proof.reachableStates.toLocaleString("en-US")} reachable
        states
      </p>
      {props.check}
      <Distribution proof={proof} />
      <OptimalPath
        key={proof.fingerprint}
        level={level}
        replay={replay}
        reducedMotion={props.reducedMotion}
        testId="st-path"
      />
    </>
  );
}

/** Proof figures, the table check, D and the optimal path of one level from the pack's proof.json. */
export function ProofView(props: { level: Level; proof: PackLevelProof; reducedMotion: boolean }) {
  const { level, proof } = props;
  return (
    <div className="st-side" data-testid="st-proof">
      {!proofMatches(level, proof) && (
        <p className="warning" role="status">
          The level file changed since the proof was written (fingerprints differ): re-run the proof script.
        </p>
      )}
      <ProofDetails
        level={level}
        proof={proof}
        reducedMotion={props.reducedMotion}
        check={<TableCheck level={level} proof={proof} />}
      />
    </div>
  );
}

function LimitNotice(props: { advice: LimitAdvice; testId: string }) {
  return (
    <section className="st-limit" data-testid={props.testId} role="status">
      <h3>{props.advice.title}</h3>
      <p>{props.advice.explanation}</p>
      <p>To bring it within reach:</p>
      <ul>
        {props.advice.advice.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </section>
  );
}

const turnSymbol = (turn: Turn) => (turn === "cw" ? "↻" : "↺");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const states = (n: number | null) =>
  n === null ? "starting" : `${n.toLocaleString("en-US")} states explored`;

/** A search in the worker: progress while it runs (states so far, time), a Cancel button, and how it ended. */
function TaskProgress(props: {
  label: string;
  task: ReturnType<typeof useSolverTask>["task"];
  elapsedMs: number;
  onCancel: () => void;
  testId: string;
}) {
  const { task } = props;
  if (task.status === "running") {
    return (
      <div className="st-progress" role="status" data-testid={props.testId} data-status="running">
        <progress aria-label={props.label} />
        <span>
          {props.label}… {states(task.progress)} · {seconds(props.elapsedMs)}
        </span>
        <button type="button" onClick={props.onCancel} data-testid={`${props.testId}-cancel`}>
          Cancel
        </button>
      </div>
    );
  }
  if (task.status === "cancelled") {
    return (
      <p className="warning" role="status" data-testid={props.testId} data-status="cancelled">
        {props.label} cancelled after {seconds(task.ms)} ({states(task.progress)}).
      </p>
    );
  }
  if (task.status === "failed" && "message" in task.failure) {
    return (
      <p className="error" role="alert" data-testid={props.testId} data-status="error">
        {task.failure.message}
      </p>
    );
  }
  return null;
}

/** The limit report while the worker computes it, or why it has none (nothing once it is there). */
function LimitsProgress(props: { limits: LimitView }) {
  const { limits } = props;
  if (limits.status === "computing") {
    return (
      <div className="st-progress" role="status" data-testid="st-limits" data-status="computing">
        <progress aria-label="Checking the limits" />
        <span>Checking this level against the balance proof's limits (computing…)</span>
      </div>
    );
  }
  if (limits.status === "failed") {
    return (
      <p className="error" role="alert" data-testid="st-limits" data-status="error">
        Could not check this level against the limits: {limits.message}
      </p>
    );
  }
  return null;
}

/**
 * A level loaded from a file: the exact solver's live answer (in a worker, with progress and Cancel),
 * the balance proof on demand, a plain explanation when the board is beyond a limit, and a playtest.
 * The solver's limit is known at once; the balance proof's needs the level's limit report, which counts a
 * big ring's moves, so it is computed in the worker ("computing…" meanwhile, see use-limit-report.ts).
 */
export function LiveSolveView(props: {
  level: Level;
  reducedMotion: boolean;
  /** Open or close the playtest of this level (drawn by the page, full width, under this view). */
  playtest?: { open: boolean; toggle: (solved: SolveResult, exact: boolean) => void };
}) {
  const { level } = props;
  // The solver's figures need no move count: this report is cheap, and its solver half equals the full one's.
  const uncounted = useMemo(() => exactLimitReport(level, { countMoves: false }), [level]);
  const limits = useLimitReport(level);
  const report = limits.status === "done" ? limits.report : null;
  const turns = useMemo(() => boardTurns(boardGeometry(level), level), [level]);
  const solverLimit = solverLimitAdvice(uncounted);
  const proofLimit = report && proofLimitAdvice(report);
  const solving = useSolverTask("solve");
  const proving = useSolverTask("prove");
  const { start: startSolve } = solving;
  useEffect(() => {
    if (!solverLimitAdvice(exactLimitReport(level, { countMoves: false }))) startSolve(level);
  }, [level, startSolve]);
  const solved = solving.task.status === "done" ? solving.task.value : null;
  const replay = useMemo(() => (solved ? pathSteps(level, solved.path) : null), [level, solved]);

  const figures: Figure[] = solved
    ? [
        {
          label: "O (optimal turns)",
          value: solved.optimalTurns === null ? "no Full Rescue" : String(solved.optimalTurns),
          testId: "live-o",
        },
        {
          label: "States explored",
          value: solved.statesExplored.toLocaleString("en-US"),
          testId: "live-states",
        },
        { label: "Fingerprint", value: solved.fingerprint, testId: "live-fingerprint" },
        {
          label: `Optimal path (L = left ${turnSymbol(turns.left)}, R = right ${turnSymbol(turns.right)})`,
          value: solved.path.map((m) => `${m.node}${m.direction === "left" ? "L" : "R"}`).join(" ") || "—",
          testId: "live-path",
        },
      ]
    : [];
  return (
    <div className="st-side" data-testid="st-live" data-limits={limits.status}>
      {solverLimit && <LimitNotice advice={solverLimit} testId="st-solver-limit" />}
      <TaskProgress
        label="Solving"
        task={solving.task}
        elapsedMs={solving.elapsedMs}
        onCancel={solving.cancel}
        testId="st-solving"
      />
      {solving.task.status === "cancelled" && (
        <p>
          <button type="button" onClick={() => startSolve(level)}>
            Solve again
          </button>
        </p>
      )}
      {solved && <Figures figures={figures} testId="st-live-figures" />}
      {solved && (
        <div className="st-row">
          {props.playtest && (
            <button
              type="button"
              className="primary"
              onClick={() => report && props.playtest?.toggle(solved, report.proof.withinLimit)}
              disabled={!report}
              aria-expanded={props.playtest.open}
              data-testid="st-playtest-toggle"
            >
              {props.playtest.open ? "Close the playtest" : "Play this level"}
            </button>
          )}
          {!report || proofLimit ? null : (
            <>
              <button
                type="button"
                onClick={() => proving.start(level)}
                disabled={proving.task.status === "running"}
              >
                Run the balance proof
              </button>
              <span className="st-muted">P75, R, max turns, dead-move rate and near-miss share (exact).</span>
            </>
          )}
        </div>
      )}
      {!solverLimit && <LimitsProgress limits={limits} />}
      {proofLimit && !solverLimit && <LimitNotice advice={proofLimit} testId="st-proof-limit" />}
      <TaskProgress
        label="Proving"
        task={proving.task}
        elapsedMs={proving.elapsedMs}
        onCancel={proving.cancel}
        testId="st-proving"
      />
      {proving.task.status === "failed" && "code" in proving.task.failure && report && (
        <LimitNotice advice={proofLimitAdvice(report)!} testId="st-proof-limit" />
      )}
      {proving.task.status === "done" && (
        <>
          <Figures figures={proofFigures(proving.task.value)} testId="st-live-proof" />
          <Distribution proof={proving.task.value} />
        </>
      )}
      {solved && replay && solved.path.length > 0 && (
        <OptimalPath
          key={solved.fingerprint}
          level={level}
          replay={replay}
          reducedMotion={props.reducedMotion}
          testId="st-live-path"
        />
      )}
    </div>
  );
}
