import type { Issue, Level, ValidationReport } from "@rulekit/reactor";
import { memo, useLayoutEffect, useRef, useState } from "react";
import type { EditorAction, Selection } from "./editor-state.ts";
import { describeLocation, selectionForIssue } from "./issue-selection.ts";

/** Issues listed before "Show all": a big level can have a thousand warnings, errors come first. */
export const ISSUES_SHOWN = 50;

const IssueItem = memo(function IssueItem(props: { issue: Issue; onSelect: (issue: Issue) => void }) {
  const { issue } = props;
  return (
    <li className={issue.severity === "error" ? "rx-issue-error" : "rx-issue-warning"}>
      <button
        type="button"
        data-testid={`issue-${issue.severity}`}
        data-code={issue.code}
        onClick={() => props.onSelect(issue)}
      >
        <strong>{issue.severity === "error" ? "Error" : "Warning"}</strong> <code>{issue.code}</code>{" "}
        {issue.message}
        <small> — {describeLocation(issue.location)}</small>
      </button>
    </li>
  );
});

/** Live validation: errors block Save and Run, warnings are shown but allow both. Click one to select it. */
export function IssuesPanel(props: {
  report: ValidationReport;
  level: Level;
  /** True while the report is still about an earlier version of the level (a check is running). */
  checking: boolean;
  dispatch: (a: EditorAction) => void;
  /** Told what an issue selected (the phone's layout opens the panel or shows the map that holds it). */
  onSelected?: (selection: Selection) => void;
}) {
  const { errors } = props.report;
  // The engine checks warnings only on a level without errors; while errors exist, the warnings of the
  // last error-free check stay listed (and counted), marked as such, instead of dropping to none.
  const lastWarnings = useRef(props.report.warnings);
  if (errors.length === 0) lastWarnings.current = props.report.warnings;
  const warnings = errors.length === 0 ? props.report.warnings : lastWarnings.current;
  const stale = errors.length > 0 && warnings.length > 0;
  const [showAll, setShowAll] = useState(false);
  // One select handler for the panel's lifetime, reading the latest level: items re-render only when
  // their issue changes, not on every edit.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onSelect = useRef((issue: Issue) => {
    const { level, dispatch, onSelected } = latest.current;
    const selection = selectionForIssue(level, issue.location);
    dispatch({ type: "select", selection });
    onSelected?.(selection);
    if (selection.event) {
      document.getElementById(`rx-event-${selection.event}`)?.scrollIntoView({ block: "nearest" });
    }
  }).current;
  const all = [...errors, ...warnings];
  const shown = showAll ? all : all.slice(0, ISSUES_SHOWN);
  return (
    <section className="rx-panel rx-issues" aria-labelledby="rx-issues-title" data-testid="issues">
      <h2 id="rx-issues-title">
        Validation{" "}
        <span role="status" data-testid="issue-counts">
          {errors.length} {errors.length === 1 ? "error" : "errors"}, {warnings.length}{" "}
          {warnings.length === 1 ? "warning" : "warnings"}
          {stale ? <span className="rx-stale"> (as of the last check without errors)</span> : null}
        </span>
        {props.checking && (
          <small className="rx-muted" data-testid="issues-checking">
            {" "}
            checking…
          </small>
        )}
      </h2>
      {errors.length === 0 && warnings.length === 0 && <p className="rx-ok">The level is valid.</p>}
      {errors.length > 0 && <p className="error">Save and Run stay disabled until every error is fixed.</p>}
      <ul>
        {shown.map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity beyond their order
          <IssueItem key={i} issue={issue} onSelect={onSelect} />
        ))}
      </ul>
      {all.length > ISSUES_SHOWN && (
        <button type="button" data-testid="issues-show-all" onClick={() => setShowAll(!showAll)}>
          {showAll ? `Show the first ${ISSUES_SHOWN}` : `Show all ${all.length} issues`}
        </button>
      )}
    </section>
  );
}
