import { existsSync, readdirSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.js";
import { holdDataDir } from "./single-service.js";

/** The database, whichever driver speaks to it: PGlite (embedded) or node-postgres (a server). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** `pglite` or `postgres`. */
  kind: "pglite" | "postgres";
  /** Where it is, without a password. */
  where: string;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** The versioned migrations, beside this file in src/ and copied next to the bundle in dist/. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, "migrations"), join(here, "db", "migrations")]) {
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
  }
  throw new Error(`the arena's migrations are missing (looked beside ${here})`);
}

/**
 * Opens the database and brings its schema up to date with the versioned migrations (drizzle's
 * migrator: each migration runs once, in order, recorded in drizzle.__drizzle_migrations). A PGlite
 * data folder is held until `close` (single-service.ts): a second opener gets a DatabaseInUseError.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { logQuery?: (sql: string) => void } = {},
): Promise<Database> {
  const { logQuery } = options;
  const logger = logQuery ? { logQuery: (sql: string) => logQuery(sql) } : undefined;
  if (target.kind === "pglite") {
    await mkdir(target.dataDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST" || error.code === "ENOTDIR")
        throw new Error(`the data folder ${target.dataDir} cannot be made: a file is in the way`);
      throw error;
    });
    refuseForeignFolder(target.dataDir);
    // Before anything reads the files: a second process on them would overwrite this one's writes.
    const hold = await holdDataDir(target.dataDir);
    let client: PGlite | null = null;
    try {
      const { PGlite } = await import("@electric-sql/pglite");
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      client = await PGlite.create(target.dataDir);
      const db = drizzle(client, { schema, logger });
      await migrate(db, { migrationsFolder: migrationsFolder() });
      const open = client;
      return {
        db: db as unknown as Db,
        kind: "pglite",
        where: target.dataDir,
        close: async () => {
          try {
            await open.close();
          } finally {
            await hold.release();
          }
        },
      };
    } catch (error) {
      await client?.close();
      await hold.release();
      throw error;
    }
  }
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.default.Pool({ connectionString: target.url, max: 10 });
  // A server that restarts drops idle connections: the pool reports it here instead of crashing.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema, logger });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: "postgres",
    where: shownDatabaseUrl(target.url),
    close: () => pool.end(),
  };
}

/**
 * A data folder is new (empty) or an arena database (PostgreSQL's PG_VERSION in it): a folder that
 * holds anything else (`--data ~` by mistake) is refused before a database is written among its files.
 */
function refuseForeignFolder(dataDir: string): void {
  const entries = readdirSync(dataDir);
  if (entries.length === 0 || entries.includes("PG_VERSION")) return;
  throw new Error(
    `the data folder ${dataDir} holds ${entries.length} other ${entries.length === 1 ? "entry" : "entries"} and no arena database: give a new or empty folder (nothing was written)`,
  );
}

/** A postgres:// URL as it may be printed: without its password. */
export function shownDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}
