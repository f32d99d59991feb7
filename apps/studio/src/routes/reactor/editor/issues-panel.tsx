import type { Issue, Level, ValidationReport } from "@rulekit/reactor";
import type { EditorAction } from "./editor-state.ts";
import { describeLocation, selectionForIssue } from "./issue-selection.ts";

function IssueItem(props: {
  issue: Issue;
  level: Level;
  dispatch: (a: EditorAction) => void;
  index: number;
}) {
  const { issue } = props;
  return (
    <li className={issue.severity === "error" ? "rx-issue-error" : "rx-issue-warning"}>
      <button
        type="button"
        data-testid={`issue-${issue.severity}`}
        data-code={issue.code}
        onClick={() => {
          const selection = selectionForIssue(props.level, issue.location);
          props.dispatch({ type: "select", selection });
          if (selection.event) {
            document.getElementById(`rx-event-${selection.event}`)?.scrollIntoView({ block: "nearest" });
          }
        }}
      >
        <strong>{issue.severity === "error" ? "Error" : "Warning"}</strong> <code>{issue.code}</code>{" "}
        {issue.message}
        <small> — {describeLocation(issue.location)}</small>
      </button>
    </li>
  );
}

/** Live validation: errors block Save and Run, warnings are shown but allow both. Click one to select it. */
export function IssuesPanel(props: {
  report: ValidationReport;
  level: Level;
  dispatch: (a: EditorAction) => void;
}) {
  const { errors, warnings } = props.report;
  return (
    <section className="rx-panel rx-issues" aria-labelledby="rx-issues-title" data-testid="issues">
      <h2 id="rx-issues-title">
        Validation{" "}
        <span role="status" data-testid="issue-counts">
          {errors.length} {errors.length === 1 ? "error" : "errors"}, {warnings.length}{" "}
          {warnings.length === 1 ? "warning" : "warnings"}
        </span>
      </h2>
      {errors.length === 0 && warnings.length === 0 && <p className="rx-ok">The level is valid.</p>}
      {errors.length > 0 && <p className="error">Save and Run stay disabled until every error is fixed.</p>}
      <ul>
        {[...errors, ...warnings].map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity beyond their order
          <IssueItem key={i} index={i} issue={issue} level={props.level} dispatch={props.dispatch} />
        ))}
      </ul>
    </section>
  );
}
