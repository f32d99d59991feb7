import type { PlainIssue } from "./plain-issues.ts";

/**
 * A file's problems as a table in plain words: the field, the problem, and where it is in the file. Its
 * long JSON paths wrap (`.issue-table` in styles.css), so it never widens the page on a phone.
 */
export function IssueTable(props: { issues: readonly PlainIssue[]; testId?: string }) {
  return (
    <table className="issue-table" data-testid={props.testId}>
      <caption className="visually-hidden">Problems found</caption>
      <thead>
        <tr>
          <th scope="col">Where</th>
          <th scope="col">Problem</th>
          <th scope="col">In the file</th>
        </tr>
      </thead>
      <tbody>
        {props.issues.map((plain, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <tr key={i}>
            <td>{plain.field}</td>
            <td>{plain.message}</td>
            <td>
              <code>{plain.path}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
