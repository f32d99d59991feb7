import type { IncomingMessage, ServerResponse } from "node:http";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { ArenaError } from "../errors.js";
import type { ArenaService } from "../service.js";
import { ARCHIVE_LIMITS } from "../submissions/archive.js";
import { HotCache } from "./hot-cache.js";
import { type AnyRoute, defineRoute, openApiDocument, registerRoutes } from "./route.js";
import { competitionRoutes } from "./routes-competitions.js";
import { competitorRoutes } from "./routes-competitors.js";
import { matchRoutes } from "./routes-matches.js";
import { roundRoutes } from "./routes-rounds.js";
import { ARCHIVE_TYPES, submissionRoutes } from "./routes-submissions.js";

/** Every route of the API (all under /api). */
export function arenaRoutes(service: ArenaService): AnyRoute[] {
  const hot = new HotCache(service.ctx.events);
  const routes: AnyRoute[] = [
    ...competitionRoutes(service, hot),
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
    registerRoutes(app, service.ctx.db, arenaRoutes(service));
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

/** A Fastify instance serving only the API (what `rulekit arena serve` listens with). */
export async function buildArenaApp(service: ArenaService): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, trustProxy: false });
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
