/** Exit codes, documented in apps/cli/README.md. */
export const EXIT = {
  ok: 0,
  /** A rule or validation failure: an illegal move, an invalid level under `validate`, a lost check. */
  failure: 1,
  /** Bad usage or unreadable input: unknown command or option, missing file, bad JSON, wrong kind of file. */
  usage: 2,
  /** A bug in rulekit itself. */
  internal: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports as one line (no stack trace unless --debug) and exits with `exitCode`. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  /** Optional machine-readable payload printed on stdout under --json. */
  readonly data: unknown;
  constructor(message: string, exitCode: ExitCode = EXIT.usage, data?: unknown) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
    this.data = data;
  }
}

/** Bad usage or unreadable input (exit 2). */
export const usageError = (message: string, data?: unknown) => new CliError(message, EXIT.usage, data);

/** A rule or validation failure (exit 1). */
export const ruleFailure = (message: string, data?: unknown) => new CliError(message, EXIT.failure, data);
