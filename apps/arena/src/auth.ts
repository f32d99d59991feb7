import { eq } from "drizzle-orm";
import type { Db } from "./db/connect.js";
import { adminTokens, competitors } from "./db/schema.js";
import { forbidden, unauthorized } from "./errors.js";
import { newToken, tokenHash } from "./util/hash.js";

export type CompetitorRow = typeof competitors.$inferSelect;

/** Who sent a request: an admin, a competitor (by its token), or nobody. */
export type Principal =
  | { kind: "admin"; label: string }
  | { kind: "competitor"; competitor: CompetitorRow }
  | { kind: "anonymous" };

/** Environment variable that sets the admin token (instead of one printed at first start). */
export const ADMIN_TOKEN_ENV = "RULEKIT_ARENA_ADMIN_TOKEN";

/**
 * Who the `Authorization: Bearer <token>` header names. A header that is there but names nobody
 * is refused (401), never taken as anonymous: a typo in a token must not look like a logout.
 */
export async function authenticate(db: Db, header: string | undefined): Promise<Principal> {
  if (header === undefined || header === "") return { kind: "anonymous" };
  const match = /^Bearer ([A-Za-z0-9_-]{10,200})$/.exec(header);
  if (!match) throw unauthorized("the Authorization header must be 'Bearer <token>'");
  const hash = tokenHash(match[1]!);
  const [admin] = await db.select().from(adminTokens).where(eq(adminTokens.tokenHash, hash));
  if (admin) return { kind: "admin", label: admin.label };
  const [competitor] = await db.select().from(competitors).where(eq(competitors.tokenHash, hash));
  if (competitor) return { kind: "competitor", competitor };
  throw unauthorized("this token is not valid");
}

export function requireAdmin(principal: Principal): asserts principal is { kind: "admin"; label: string } {
  if (principal.kind === "anonymous") throw unauthorized();
  if (principal.kind !== "admin") throw forbidden("only an admin may do this");
}

export function requireCompetitor(
  principal: Principal,
): asserts principal is { kind: "competitor"; competitor: CompetitorRow } {
  if (principal.kind === "anonymous") throw unauthorized();
  if (principal.kind !== "competitor")
    throw forbidden("only a competitor may do this (use a competitor's token)");
}

/** Who did it, for the audit log. */
export function actorOf(principal: Principal): string {
  if (principal.kind === "admin") return `admin:${principal.label}`;
  if (principal.kind === "competitor") return `competitor:${principal.competitor.id}`;
  return "anonymous";
}

/**
 * The admin token: the environment's (stored hashed, never printed), else at the very first start
 * a new one, returned to be printed once; later starts return null (it is only stored hashed).
 */
export async function ensureAdminToken(db: Db, fromEnv: string | undefined): Promise<string | null> {
  if (fromEnv !== undefined && fromEnv !== "") {
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(fromEnv)) {
      throw new Error(`${ADMIN_TOKEN_ENV} must be 16–200 letters, digits, '_' or '-'`);
    }
    await db
      .insert(adminTokens)
      .values({ tokenHash: tokenHash(fromEnv), label: "env" })
      .onConflictDoNothing({ target: adminTokens.tokenHash });
    return null;
  }
  const existing = await db.select({ id: adminTokens.id }).from(adminTokens).limit(1);
  if (existing.length > 0) return null;
  const token = newToken("rka");
  await db.insert(adminTokens).values({ tokenHash: tokenHash(token), label: "first-start" });
  return token;
}
