import { type FolderHold, type FolderHolder, FolderInUseError, holdFolder } from "@rulekit/core/node";

/**
 * One service per database, enforced. Two services on one PGlite data folder each run their own
 * PostgreSQL in memory over the same files, and each overwrites what the other wrote: rows are lost
 * without an error. Two services on one PostgreSQL database each put the other's running matches back
 * in the queue when they start. So a service holds its database for as long as it runs, and a second
 * one is refused with the holder's process id.
 */
export type DatabaseHold = FolderHold;

export class DatabaseInUseError extends Error {
  constructor(what: string, holder: FolderHolder | null) {
    const who = holder ? `process ${holder.pid}` : "another process";
    super(
      `${what} is in use by another Rulekit Arena service (${who}): stop it first, or give this one its own database (two services on one database lose each other's writes)`,
    );
    this.name = "DatabaseInUseError";
  }
}

/** The kind of `holdFolder` hold a service takes on its PGlite data folder. */
export const PGLITE_HOLD = "rulekit-arena-pglite";

/**
 * Holds a PGlite data folder until `release` or the process's end, kill -9 included (core's
 * `holdFolder`); a second holder is refused with a DatabaseInUseError naming the first one's pid.
 */
export async function holdDataDir(dataDir: string): Promise<DatabaseHold> {
  const what = `the data folder ${dataDir}`;
  try {
    return await holdFolder(dataDir, {
      kind: PGLITE_HOLD,
      inUse: (holder) => new DatabaseInUseError(what, holder).message,
    });
  } catch (error) {
    if (error instanceof FolderInUseError) throw new DatabaseInUseError(what, error.holder);
    throw error;
  }
}

/** The advisory lock a service holds on its PostgreSQL database ("Rule", "Aren"). */
export const POSTGRES_HOLD_KEYS = [0x52756c65, 0x4172656e] as const;
const LOCK_KEYS = POSTGRES_HOLD_KEYS;

/**
 * Holds a PostgreSQL database for a service: a session advisory lock on a connection of its own,
 * which the server frees when that connection ends (the process's end included). A service killed a
 * moment ago may still hold it while its connection closes, so a taken lock is tried again for
 * `waitMs` before a DatabaseInUseError. When the server restarts under a running service, the hold is
 * taken again as soon as the server is back. If another service took it in that gap, the two now share
 * the database: `say` is told at once (naming the other's pid), this hold keeps trying, and `say` is told
 * again when it holds the database once more.
 */
export async function holdPostgres(
  url: string,
  shownUrl: string,
  options: { waitMs?: number; say?: (line: string) => void } = {},
): Promise<DatabaseHold> {
  const waitMs = options.waitMs ?? 5000;
  const pg = (await import("pg")).default;
  const what = `the database ${shownUrl}`;
  const applicationName = `rulekit-arena ${process.pid}`;
  let client: InstanceType<typeof pg.Client> | null = null;
  let released = false;
  let retry: NodeJS.Timeout | null = null;

  /** Connects and tries the lock once: true when this service holds it now. */
  const attempt = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString: url, application_name: applicationName });
    // A server that goes away ends this connection: take the hold again when it is back.
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    await next.connect();
    const { rows } = await next.query<{ held: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS held", [
      ...LOCK_KEYS,
    ]);
    if (rows[0]?.held) {
      client = next;
      return true;
    }
    await next.end().catch(() => {});
    return false;
  };
  const lost = (which: InstanceType<typeof pg.Client>) => {
    if (client !== which || released) return;
    client = null;
    let taken = false;
    const again = () => {
      retry = null;
      if (released) return;
      attempt().then(
        async (held) => {
          if (held && released) {
            // released while this try was under way: let go of what it took
            const late = client as InstanceType<typeof pg.Client> | null;
            client = null;
            await late?.end().catch(() => {});
            return;
          }
          if (held && taken) options.say?.(`${what}: held by this service again`);
          if (held || released) return;
          if (!taken) {
            taken = true;
            const holder = await postgresHolder(url);
            options.say?.(sharedWarning(what, holder));
          }
          if (!released) retry = setTimeout(again, 2000).unref();
        },
        () => {
          if (!released) retry = setTimeout(again, 2000).unref();
        },
      );
    };
    retry = setTimeout(again, 1000).unref();
  };

  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await attempt()) break;
    if (Date.now() >= deadline) throw new DatabaseInUseError(what, await postgresHolder(url));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async release() {
      released = true;
      if (retry) clearTimeout(retry);
      const held = client as InstanceType<typeof pg.Client> | null;
      client = null;
      await held?.end().catch(() => {});
    },
  };
}

/** What a service says when another took its database while the server was restarting. */
function sharedWarning(what: string, holder: FolderHolder | null): string {
  const who = holder ? `process ${holder.pid}` : "another process";
  return `${what} was taken by another Rulekit Arena service (${who}) while the server was away: both now use it and each may play the other's matches again — stop one of them (this one takes the database back once the other stops)`;
}

/** Which service holds the lock, from its connection's application name (when this role may see it). */
async function postgresHolder(url: string): Promise<FolderHolder | null> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string | null }>(
      `SELECT a.application_name AS name
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [...LOCK_KEYS],
    );
    const match = /^rulekit-arena (\d+)$/.exec(rows[0]?.name ?? "");
    return match ? { pid: Number(match[1]) } : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
