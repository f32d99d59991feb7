import type { ValidationIssue } from "@rulekit/core";
import { plainIssue } from "./plain-issues.ts";

/** Validation issues as a table in plain words: the field, the problem, and where it is in the file. */
export function IssueList(props: {
  issues: readonly ValidationIssue[];
  dims?: { rows: number; cols: number };
}) {
  return (
    <table className="rps-issues" data-testid="rps-issues">
      <caption className="visually-hidden">Problems found</caption>
      <thead>
        <tr>
          <th scope="col">Where</th>
          <th scope="col">Problem</th>
          <th scope="col">In the file</th>
        </tr>
      </thead>
      <tbody>
        {props.issues.map((issue, i) => {
          const plain = plainIssue(issue, props.dims?.rows, props.dims?.cols);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <tr key={i}>
              <td>{plain.field}</td>
              <td>{plain.message}</td>
              <td>
                <code className="muted">{plain.path}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
