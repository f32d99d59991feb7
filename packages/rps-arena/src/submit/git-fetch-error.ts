/** The repository or the ref cannot be fetched, or what it holds is beyond the bounds. */
export class GitFetchError extends Error {
  constructor(
    message: string,
    /** `unreachable`: no such repository or ref (the operator's input); `too_large`: the submission's. */
    readonly kind: "unreachable" | "too_large",
  ) {
    super(message);
    this.name = "GitFetchError";
  }
}
