import type { ValidationIssue } from "@rulekit/core";
import { IssueTable } from "../../lib/issue-table.tsx";
import { plainIssue } from "./plain-issues.ts";

/** A RuleSet's or a replay's issues as the studio's problems table, in the rule editor's words. */
export function IssueList(props: {
  issues: readonly ValidationIssue[];
  dims?: { rows: number; cols: number };
}) {
  const plain = props.issues.map((issue) => plainIssue(issue, props.dims?.rows, props.dims?.cols));
  return <IssueTable issues={plain} testId="rps-issues" />;
}
