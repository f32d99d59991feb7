import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { authenticate, type Principal, requireAdmin, requireCompetitor } from "../auth.js";
import type { Db } from "../db/connect.js";
import { badRequest, forbidden, unauthorized } from "../errors.js";
import { unstorableTextIn } from "./storable-text.js";

/** Refuses a private read: 401 without a token (sign in), 403 with someone else's. */
export function denyPrivate(principal: Principal, message: string): never {
  if (principal.kind === "anonymous") throw unauthorized(`${message}: a token is required`);
  throw forbidden(message);
}

export type Access = "public" | "competitor" | "admin";

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  principal: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef<P = unknown, Q = unknown, B = unknown> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Fastify's form (`/api/matches/:id`). */
  url: string;
  summary: string;
  tags: string[];
  /** Who may call it: anyone (a token, when given, must still be valid), a competitor, an admin. */
  access: Access;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Raw bodies this route takes instead of JSON (archives), for the OpenAPI document. */
  rawBody?: string[];
  /** The largest body this route reads, in bytes (default JSON_BODY_LIMIT, whatever its type). */
  bodyLimit?: number;
  /** The answer's shape, for the OpenAPI document. */
  response?: z.ZodType;
  status?: number;
  handler(input: RouteInput<P, Q, B>): Promise<unknown>;
}

/** Any route, whatever its params, query and body (a list of routes mixes them). */
// biome-ignore lint/suspicious/noExplicitAny: each route's own types are checked where it is defined
export type AnyRoute = RouteDef<any, any, any>;

/** A route with zod-validated params, query and body, and its access rule, checked before the handler. */
export function defineRoute<P, Q, B>(def: RouteDef<P, Q, B>): RouteDef<P, Q, B> {
  return def;
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const unstorable = unstorableTextIn(value);
  if (unstorable) {
    const path = [where, ...unstorable.path].join(".");
    throw badRequest(`invalid ${where}: ${path}: ${unstorable.message}`, {
      issues: [{ path, message: unstorable.message }],
    });
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  throw badRequest(`invalid ${where}: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`, {
    issues,
  });
}

/** The largest JSON body a route reads (a route that takes archives says its own). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export function registerRoutes(app: FastifyInstance, db: Db, routes: readonly AnyRoute[]): void {
  // Who sent a request is settled when its headers arrive, before a byte of its body is read: a
  // caller without the right token is refused at once, never after its body (up to an archive's
  // 8 MiB) has been taken in.
  const principals = new WeakMap<FastifyRequest, Principal>();
  for (const def of routes) {
    app.route({
      method: def.method,
      url: def.url,
      // Whatever the content type says (an archive's type is taken by every route): a route's own limit.
      bodyLimit: def.bodyLimit ?? JSON_BODY_LIMIT,
      onRequest: async (request) => {
        const principal = await authenticate(db, request.headers.authorization);
        if (def.access === "admin") requireAdmin(principal);
        if (def.access === "competitor") requireCompetitor(principal);
        principals.set(request, principal);
      },
      handler: async (request, reply) => {
        const principal = principals.get(request) ?? (await authenticate(db, request.headers.authorization));
        const params = parse(def.params, request.params, "params");
        const query = parse(def.query, request.query, "query");
        const body = def.rawBody ? request.body : parse(def.body, request.body, "body");
        const result = await def.handler({ params, query, body, principal, request, reply });
        if (reply.sent) return reply;
        if (def.status) reply.code(def.status);
        return result;
      },
    });
  }
}

const ErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** The OpenAPI 3.1 document of the routes (JSON Schemas from their zod schemas). */
export function openApiDocument(routes: readonly AnyRoute[], version: string): unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });
  for (const def of routes) {
    const path = def.url.replace(/:([A-Za-z]+)/g, "{$1}");
    const parameters: unknown[] = [];
    for (const [where, s] of [
      ["path", def.params],
      ["query", def.query],
    ] as const) {
      if (!s) continue;
      const json = schema(s) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, prop] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name,
          in: where,
          required: where === "path" || (json.required ?? []).includes(name),
          schema: prop,
        });
      }
    }
    const responses: Record<string, unknown> = {
      [String(def.status ?? 200)]: {
        description: "OK",
        content: { "application/json": { schema: def.response ? schema(def.response) : {} } },
      },
      "400": {
        description: "Invalid request",
        content: { "application/json": { schema: schema(ErrorSchema) } },
      },
    };
    if (def.access !== "public") {
      responses["401"] = {
        description: "No or invalid token",
        content: { "application/json": { schema: schema(ErrorSchema) } },
      };
      responses["403"] = {
        description: "Not allowed",
        content: { "application/json": { schema: schema(ErrorSchema) } },
      };
    }
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      summary: def.summary,
      tags: def.tags,
      ...(def.access === "public" ? {} : { security: [{ bearer: [] }] }),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(def.body && !def.rawBody
        ? { requestBody: { required: true, content: { "application/json": { schema: schema(def.body) } } } }
        : {}),
      ...(def.rawBody
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                def.rawBody.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
              ),
            },
          }
        : {}),
      responses,
      "x-access": def.access,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Rulekit Arena",
      version,
      description:
        "The competition service: competitors register and submit bots, every version plays two check games, admins run scoring rounds and trial matches, everyone reads the leaderboard and watches replays. Tokens: `Authorization: Bearer <token>`.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}
