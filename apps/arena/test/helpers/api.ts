/** A small HTTP client for the API: every answer as { status, body } (body parsed when JSON). */
export function apiClient(base: string) {
  return async function call(
    method: string,
    path: string,
    options: {
      token?: string;
      json?: unknown;
      raw?: Buffer;
      contentType?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; body: any; headers: Headers; text: string }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.raw) {
      headers["content-type"] = options.contentType ?? "application/zip";
      body = new Uint8Array(options.raw);
    }
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the text is the body
    }
    return { status: response.status, body: parsed, headers: response.headers, text };
  };
}

export type Api = ReturnType<typeof apiClient>;

/** Polls `read` until `done` holds (the service works in the background); fails after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 240_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting; last: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
