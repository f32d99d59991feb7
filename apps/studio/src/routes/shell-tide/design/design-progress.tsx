import type { DesignProgress } from "@rulekit/shell-tide/design";
import type { DesignTask } from "./use-design-task.ts";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The search so far in words: restarts, boards tried, proofs, boards found. */
export function progressText(progress: DesignProgress | null, count: number): string {
  if (!progress) return "starting";
  const boards = progress.evaluations.toLocaleString("en-US");
  return (
    `restart ${Math.min(progress.restartsDone + 1, progress.restarts)} of ${progress.restarts} · ` +
    `${boards} boards tried · ${progress.proofs} proven · ${progress.found} of ${count} found`
  );
}

/** A design in the worker: its progress and Cancel while it runs, or how it stopped without an answer. */
export function DesignStatus(props: {
  task: DesignTask;
  count: number;
  elapsedMs: number;
  onCancel: () => void;
}) {
  const { task } = props;
  if (task.status === "running") {
    const progress = task.progress;
    return (
      <div className="st-progress" role="status" data-testid="st-design-progress" data-status="running">
        {/* indeterminate until a restart is done: a 4×4 restart can take seconds */}
        {progress && progress.restartsDone > 0 ? (
          <progress aria-label="Restarts searched" value={progress.restartsDone} max={progress.restarts} />
        ) : (
          <progress aria-label="Restarts searched" />
        )}
        <span data-testid="st-design-progress-text">
          Designing… {progressText(progress, props.count)} · {seconds(props.elapsedMs)}
        </span>
        <button type="button" onClick={props.onCancel} data-testid="st-design-cancel">
          Cancel
        </button>
      </div>
    );
  }
  if (task.status === "cancelled") {
    return (
      <p className="warning" role="status" data-testid="st-design-progress" data-status="cancelled">
        Design cancelled after {seconds(task.ms)} ({progressText(task.progress, props.count)}).
      </p>
    );
  }
  if (task.status === "failed") {
    return (
      <p className="error" role="alert" data-testid="st-design-progress" data-status="error">
        The design search failed: {task.failure}
      </p>
    );
  }
  return null;
}
