import type { Issue, IssueCode, IssueLocation } from "./types.js";

/** Collects issues while the validator walks a level. */
export class IssueList {
  readonly errors: Issue[] = [];
  readonly warnings: Issue[] = [];

  error(code: IssueCode, message: string, location: IssueLocation): void {
    this.errors.push({ code, severity: "error", message, location });
  }

  warn(code: IssueCode, message: string, location: IssueLocation): void {
    this.warnings.push({ code, severity: "warning", message, location });
  }
}
