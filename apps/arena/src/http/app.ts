import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { ArenaError } from "../errors.js";
import type { ArenaService } from "../service.js";
import { ARCHIVE_LIMITS } from "../submissions/archive.js";
import { trustedProxies } from "./client-address.js";
import { EventStreams } from "./event-streams.js";
import { HotCache } from "./hot-cache.js";
import { type AnyRoute, defineRoute, openApiDocument, registerRoutes } from "./route.js";
import { competitionRoutes } from "./routes-competitions.js";
import { competitorRoutes } from "./routes-competitors.js";
import { matchRoutes } from "./routes-matches.js";
import { roundRoutes } from "./routes-rounds.js";
import { ARCHIVE_TYPES, submissionRoutes } from "./routes-submissions.js";

/** Every route of the API (all under /api). */
export function arenaRoutes(service: ArenaService, streams = new EventStreams()): AnyRoute[] {
  const hot = new HotCache(service.ctx.events);
  const routes: AnyRoute[] = [
    ...competitionRoutes(service, hot, streams),
    ...competitorRoutes(service),
    ...submissionRoutes(service),
    ...roundRoutes(service),
    ...matchRoutes(service, hot),
  ];
  routes.push(
    defineRoute({
      method: "GET",
      url: "/api/health",
      summary: "Is the service up, on which database and runner",
      tags: ["meta"],
      access: "public",
      handler: async () => ({
        ok: true,
        version: service.ctx.version,
        database: service.database.kind,
        runner: service.options.redis ? "redis" : "local",
      }),
    }),
  );
  const document = openApiDocument(routes, service.ctx.version);
  routes.push(
    defineRoute({
      method: "GET",
      url: "/api/openapi.json",
      summary: "This API as an OpenAPI 3.1 document",
      tags: ["meta"],
      access: "public",
      handler: async () => document,
    }),
  );
  return routes;
}

/**
 * The API as a Fastify plugin: register it on any Fastify 5 instance (the studio's server, say) and
 * the routes answer under /api. Errors are JSON `{ error: { code, message } }`, never a stack
 * trace or a server path.
 */
export function arenaPlugin(service: ArenaService) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      ARCHIVE_TYPES,
      { parseAs: "buffer", bodyLimit: ARCHIVE_LIMITS.maxBytes },
      (_req, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError | ArenaError, _request, reply) => {
      if (error instanceof ArenaError) {
        if (error.status === 429) {
          const wait = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
          if (wait) reply.header("retry-after", String(wait));
        }
        return reply.code(error.status).send({
          error: {
            code: error.code,
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
          },
        });
      }
      const status =
        typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (status === 500) {
        service.options.log?.(`internal error: ${error.message}`);
        return reply.code(500).send({ error: { code: "internal", message: "internal error" } });
      }
      return reply
        .code(status)
        .send({ error: { code: clientCode(status), message: clientMessage(error, status) } });
    });
    const streams = new EventStreams();
    registerRoutes(app, service.ctx.db, arenaRoutes(service, streams));
    // Open event streams never end by themselves: the server's close would wait for them forever.
    app.addHook("preClose", async () => streams.endAll());
  };
}

function clientCode(status: number): string {
  return status === 413
    ? "too_large"
    : status === 415
      ? "unsupported_media_type"
      : status === 404
        ? "not_found"
        : "bad_request";
}

/** Fastify's own client errors, said plainly (its messages can quote the request, never the server). */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return "the request body is too large";
  if (status === 415)
    return "unsupported content type (JSON, or an archive as application/zip, application/x-tar or application/gzip)";
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError)
    return "the body is not valid JSON";
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "the JSON body is empty";
  return "bad request";
}

/**
 * How long a request may take to arrive in full (its headers and body) when the API listens by
 * itself: Fastify's default is no limit, so a client sending a body a byte at a time held a
 * connection (and its buffer) for as long as it liked. Two minutes carries an 8 MiB archive at
 * ~70 KB/s; answered `408 request_timeout`.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

export interface ArenaAppOptions {
  /** See REQUEST_TIMEOUT_MS (tests set a short one). */
  requestTimeoutMs?: number;
  /**
   * The reverse proxies in front of the API (addresses or CIDR ranges, checked by `trustedProxies`):
   * a request from one of them is counted as from the client its X-Forwarded-For names. None by
   * default: the header is then ignored.
   */
  trustProxy?: readonly string[];
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a timeout, headers too large, not
 * HTTP at all), answered in the API's JSON too, then the connection closed.
 */
function clientErrorHandler(timeoutMs: number) {
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, code, message] =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "request_timeout", `the request did not arrive in full within ${timeoutMs / 1000} s`]
        : error.code === "HPE_HEADER_OVERFLOW"
          ? [431, "headers_too_large", "the request's headers are too large"]
          : [400, "bad_request", "the request is not valid HTTP"];
    const body = JSON.stringify({ error: { code, message } });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

/** A Fastify instance serving only the API (what `rulekit arena serve` listens with). */
export async function buildArenaApp(
  service: ArenaService,
  options: ArenaAppOptions = {},
): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const proxies = trustedProxies(options.trustProxy ?? []);
  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    trustProxy: proxies.length > 0 ? proxies : false,
    requestTimeout,
    // Node looks for requests past their time this often (its default, 30 s, unless the limit is shorter).
    http: { connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(requestTimeout / 4))) },
    clientErrorHandler: clientErrorHandler(requestTimeout),
  });
  // Node's default when it makes the server itself; left at 60 s, a headers limit above the
  // request limit kept a slow body alive for those 60 s instead.
  app.server.headersTimeout = Math.min(60_000, requestTimeout);
  // Standalone, unknown routes answer in the API's JSON too (embedded, the host server decides).
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: { code: "not_found", message: `no route ${request.method} ${request.url.split("?")[0]}` },
    }),
  );
  await app.register(arenaPlugin(service));
  await app.ready();
  return app;
}

/**
 * The API as a plain Node request handler, for mounting into another server (Vite's preview or
 * dev server, `http.createServer`): requests under /api/ are answered, the rest passed to `next`.
 */
export async function arenaRequestHandler(
  service: ArenaService,
): Promise<(req: IncomingMessage, res: ServerResponse, next?: () => void) => void> {
  const app = await buildArenaApp(service);
  return (req, res, next) => {
    if (next && !(req.url ?? "").startsWith("/api/")) return next();
    app.routing(req, res);
  };
}
