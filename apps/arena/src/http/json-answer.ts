import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Answers shorter than this go out as they are (gzip's header and the work would not pay). */
const GZIP_FROM_BYTES = 1024;

/**
 * A JSON answer serialised once and, when a caller accepts it, gzipped once: what the busiest read
 * routes (a leaderboard, a replay) send to many callers between two changes.
 */
export class JsonAnswer {
  private gzipped: Buffer | undefined;

  constructor(readonly text: string) {}

  static of(value: unknown): JsonAnswer {
    return new JsonAnswer(JSON.stringify(value));
  }

  /** Sends it, gzipped when the request accepts gzip and the text is long enough to gain from it. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
    if (this.text.length < GZIP_FROM_BYTES || !acceptsGzip(request.headers["accept-encoding"]))
      return reply.send(this.text);
    this.gzipped ??= gzipSync(this.text);
    return reply.header("content-encoding", "gzip").send(this.gzipped);
  }
}

/** Whether an Accept-Encoding header takes gzip (listed, or `*`, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  for (const part of value.toLowerCase().split(",")) {
    const [coding, ...params] = part.trim().split(";");
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
