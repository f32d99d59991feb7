/** Exit codes, documented in apps/cli/README.md. */
export const EXIT = {
  ok: 0,
  /** A rule or validation failure: an illegal move, an invalid level under `validate`, a lost check. */
  failure: 1,
  /** Bad usage or unreadable input: unknown command or option, missing file, bad JSON, wrong kind of file. */
  usage: 2,
  /** A bug in rulekit itself. */
  internal: 3,
  /** Stopped by Ctrl-C (SIGINT) before it finished: 128 + the signal's number, as shells report it. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * The `code` of the `--json` error document when an error does not name a more precise one. File
 * problems carry the FileError codes of `@rulekit/core/node` (`not_found`, `too_large`, …).
 */
export const ERROR_CODE = {
  usage: "usage",
  invalidInput: "invalid_input",
  ruleFailure: "rule_failure",
  internal: "internal",
  interrupted: "interrupted",
} as const;

/** Where an error points and how scripts tell errors apart (the `--json` error document). */
export interface ErrorMeta {
  code?: string;
  /** The file the error is about, when there is one. */
  path?: string;
}

/** An error the CLI reports as one line (no stack trace unless --debug) and exits with `exitCode`. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  /** Optional machine-readable payload printed on stdout under --json, next to `error`. */
  readonly data: unknown;
  readonly code: string;
  readonly path: string | undefined;
  constructor(message: string, exitCode: ExitCode = EXIT.usage, data?: unknown, meta: ErrorMeta = {}) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
    this.data = data;
    this.code =
      meta.code ??
      (exitCode === EXIT.failure
        ? ERROR_CODE.ruleFailure
        : exitCode === EXIT.internal
          ? ERROR_CODE.internal
          : ERROR_CODE.usage);
    this.path = meta.path;
  }
}

/** Bad usage or unreadable input (exit 2). */
export const usageError = (message: string, data?: unknown, meta?: ErrorMeta) =>
  new CliError(message, EXIT.usage, data, meta);

/** A rule or validation failure (exit 1). */
export const ruleFailure = (message: string, data?: unknown, meta?: ErrorMeta) =>
  new CliError(message, EXIT.failure, data, meta);

/** Work stopped by Ctrl-C (exit 130): one line saying what was left undone. */
export const interrupted = (message: string) =>
  new CliError(`interrupted: ${message}`, EXIT.interrupted, undefined, { code: ERROR_CODE.interrupted });
