/**
 * An error the API answers with: an HTTP status, a stable code and a message for the person who
 * sent the request. Never a stack trace or a path of the server's.
 */
export class ArenaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ArenaError";
  }
}

export const unauthorized = (message = "a valid token is required (Authorization: Bearer <token>)") =>
  new ArenaError(401, "unauthorized", message);
export const forbidden = (message: string) => new ArenaError(403, "forbidden", message);
export const notFound = (what: string) => new ArenaError(404, "not_found", `${what} not found`);
export const badRequest = (message: string, details?: unknown) =>
  new ArenaError(400, "bad_request", message, details);
export const conflict = (message: string) => new ArenaError(409, "conflict", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ArenaError(429, "rate_limited", message, { retryAfterSeconds });
