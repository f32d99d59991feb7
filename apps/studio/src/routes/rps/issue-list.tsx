import type { ValidationIssue } from "@rulekit/core";

/** Validation issues as a table: JSON path and message. */
export function IssueList(props: { issues: readonly ValidationIssue[] }) {
  return (
    <table className="rps-issues" data-testid="rps-issues">
      <caption className="visually-hidden">Problems found</caption>
      <thead>
        <tr>
          <th scope="col">Where (JSON path)</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {props.issues.map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <tr key={i}>
            <td>
              <code>{issue.path}</code>
            </td>
            <td>{issue.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
