/**
 * The studio's client of the arena service's HTTP API (served under /api by `pnpm start`; its OpenAPI
 * document is /api/openapi.json). Every failure becomes an ArenaApiError with a kind a page can word: the
 * service down or starting, a token refused, a request refused with the service's own reason.
 */

export type ArenaErrorKind =
  /** Nothing answers (the server is down, or the network). */
  | "down"
  /** The service is starting (its database opening): try again soon. */
  | "starting"
  /** Something answers under /api, but not the arena (the studio served without it). */
  | "no-arena"
  /** 401: no token, or a token the service does not know (any more). */
  | "unauthorized"
  /** 403: not allowed for this token (or a frozen result). */
  | "forbidden"
  | "not-found"
  /** 400, 409, 413, 415, 429: the request was refused, with the service's reason. */
  | "refused"
  | "server";

export class ArenaApiError extends Error {
  constructor(
    readonly kind: ArenaErrorKind,
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds to wait before trying again (429, 503), when the service says. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "ArenaApiError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  token?: string | null;
  json?: unknown;
  /** A raw body (an archive upload) and its content type. */
  body?: Blob;
  contentType?: string;
  signal?: AbortSignal;
}

function kindOf(status: number, code: string): ArenaErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 503) return code === "starting" ? "starting" : "down";
  if (status >= 500) return "server";
  return "refused";
}

/** Calls the API; resolves with the parsed JSON answer, rejects with an ArenaApiError. */
export async function arenaRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.body) {
    headers["content-type"] = options.contentType ?? "application/zip";
    body = options.body;
  }
  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? "GET", headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ArenaApiError("down", 0, "unreachable", "The arena service does not answer.");
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown;
  try {
    parsed = text === "" ? null : JSON.parse(text);
  } catch {
    // An HTML page where JSON was expected: the studio is served without the arena (vite preview alone).
    throw new ArenaApiError(
      "no-arena",
      response.status,
      "not_json",
      "No arena service answers here: start the studio with `pnpm start` to run it.",
    );
  }
  if (response.ok) return parsed as T;
  const error = (parsed as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : "error";
  const message = typeof error?.message === "string" ? error.message : `HTTP ${response.status}`;
  const retry = Number(response.headers.get("retry-after"));
  throw new ArenaApiError(
    kindOf(response.status, code),
    response.status,
    code,
    message,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

/** An error as one plain sentence for a page (what happened and what to do). */
export function describeError(error: unknown): string {
  if (!(error instanceof ArenaApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.kind) {
    case "down":
      return error.status === 0
        ? "The arena service does not answer. Is it running? (`pnpm start` runs it with the studio.)"
        : `The arena service is not running: ${error.message}`;
    case "starting":
      return "The arena service is starting (its database is opening). This page tries again by itself.";
    case "no-arena":
      return error.message;
    case "unauthorized":
      return `Sign in first: ${sentence(error.message)}`;
    case "forbidden":
      return `Not allowed: ${sentence(error.message)}`;
    case "not-found":
      return `Not found: ${sentence(error.message)}`;
    case "refused":
      return `Refused: ${sentence(error.message)}`;
    default:
      return `The arena service failed (${error.status}): ${sentence(error.message)}`;
  }
}

const sentence = (text: string) => (/[.!?)]$/.test(text) ? text : `${text}.`);

/** Whether trying the same request again later may succeed (the service down or starting). */
export function isTransient(error: unknown): boolean {
  return error instanceof ArenaApiError && (error.kind === "down" || error.kind === "starting");
}
