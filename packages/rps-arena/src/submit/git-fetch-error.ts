/** The repository or the ref cannot be fetched, or what it holds is beyond the bounds. */
export class GitFetchError extends Error {
  constructor(
    message: string,
    /** `unreachable`: no such repository or ref (the operator's input); `too_large`: the submission's. */
    readonly kind: "unreachable" | "too_large",
    /**
     * The signal that ended git, when one did (SIGKILL: the fetch's time limit). SIGINT comes from a
     * terminal's Ctrl-C, which reaches git as it runs in the caller's process group.
     */
    readonly gitSignal: NodeJS.Signals | null = null,
  ) {
    super(message);
    this.name = "GitFetchError";
  }
}
