import type { Level } from "@rulekit/reactor";
import { DEFAULT_SOLVER_HORIZON, MAX_SOLVER_HORIZON } from "@rulekit/reactor/solver";
import { useState } from "react";
import { failureReasons, progressText, verdict } from "./prove-text.ts";
import { useProveTask } from "./use-prove-task.ts";
import { WitnessPlayer } from "./witness-player.tsx";
import "./prove.css";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The editor's Prove panel: runs the exact solver (docs/reactor/solver.md) on the level being edited, in a
 * Web Worker with progress and Cancel, and shows whether it can be won, in how few turns and actions, the
 * winning line on the map step by step — or, when it cannot be won, what ends every line.
 */
export function ProvePanel(props: { level: Level; blocked: boolean }) {
  const { task, start, cancel, elapsedMs } = useProveTask();
  const [horizon, setHorizon] = useState(DEFAULT_SOLVER_HORIZON);
  const [proved, setProved] = useState<Level | null>(null);
  const running = task.status === "running";
  const validHorizon = Number.isInteger(horizon) && horizon >= 1 && horizon <= MAX_SOLVER_HORIZON;
  const run = () => {
    setProved(props.level);
    start({ level: props.level, horizon });
  };
  return (
    <section className="rx-panel rx-prove" aria-labelledby="rx-prove-title" data-testid="prove-panel">
      <h2 id="rx-prove-title">Prove</h2>
      <p className="rx-muted">
        Can this level be won, in how few turns and actions, and what loses it? An exact search over the
        rules.
      </p>
      <div className="rx-row">
        <label>
          Turns to search{" "}
          <input
            type="number"
            min={1}
            max={MAX_SOLVER_HORIZON}
            value={Number.isNaN(horizon) ? "" : horizon}
            onChange={(e) => setHorizon(e.currentTarget.valueAsNumber)}
            data-testid="prove-horizon"
          />
        </label>
        <button
          type="button"
          className="primary"
          disabled={props.blocked || running || !validHorizon}
          onClick={run}
          data-testid="prove-run"
        >
          Prove
        </button>
      </div>
      {props.blocked && <p className="rx-muted">Fix the validation errors to prove the level.</p>}
      {!validHorizon && (
        <p className="error" role="alert">
          Turns to search: a whole number from 1 to {MAX_SOLVER_HORIZON}.
        </p>
      )}
      {running && (
        <div className="rx-progress" role="status" data-testid="prove-status" data-status="running">
          <progress aria-label="Turns searched" value={task.progress?.turn ?? 0} max={horizon} />
          <span data-testid="prove-progress">
            Proving… {progressText(task.progress, horizon)} · {seconds(elapsedMs)}
          </span>
          <button type="button" onClick={cancel} data-testid="prove-cancel">
            Cancel
          </button>
        </div>
      )}
      {task.status === "cancelled" && (
        <p className="warning" role="status" data-testid="prove-status" data-status="cancelled">
          Proof cancelled after {seconds(task.ms)} ({progressText(task.progress, horizon)}).
        </p>
      )}
      {task.status === "failed" && (
        <p className="error" role="alert" data-testid="prove-status" data-status="failed">
          The proof stopped: {task.failure}
        </p>
      )}
      {task.status === "done" && (
        <div data-testid="prove-result" data-outcome={task.value.result.outcome}>
          {proved !== props.level && (
            <p className="warning" data-testid="prove-stale">
              The level changed since this proof: prove it again.
            </p>
          )}
          <p>
            <strong data-testid="prove-verdict">{verdict(task.value.result)}</strong>{" "}
            <span className="rx-muted">
              ({task.value.result.stats.states.toLocaleString("en-US")} positions, {seconds(task.ms)})
            </span>
          </p>
          {task.value.result.outcome === "won" ? (
            task.value.steps.length > 1 && <WitnessPlayer key={task.ms} steps={task.value.steps} />
          ) : (
            <ul data-testid="prove-reasons">
              {failureReasons(task.value.result).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
