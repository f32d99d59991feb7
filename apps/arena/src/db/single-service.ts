import { createHash } from "node:crypto";
import { realpathSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * One service per database, enforced. Two services on one PGlite data folder each run their own
 * PostgreSQL in memory over the same files, and each overwrites what the other wrote: rows are lost
 * without an error. Two services on one PostgreSQL database each put the other's running matches back
 * in the queue when they start. So a service holds its database for as long as it runs, and a second
 * one is refused with the holder's process id.
 */
export interface DatabaseHold {
  release(): Promise<void>;
}

/** What a holder says about itself to a process that finds the database taken. */
interface Holder {
  pid: number;
  since: string;
}

export class DatabaseInUseError extends Error {
  constructor(what: string, holder: Holder | null) {
    const who = holder ? `process ${holder.pid}, since ${holder.since}` : "another process";
    super(
      `${what} is in use by another Rulekit Arena service (${who}): stop it first, or give this one its own database (two services on one database lose each other's writes)`,
    );
    this.name = "DatabaseInUseError";
  }
}

/**
 * Holds a PGlite data folder until `release` or the process's end (kill -9 included): a listening
 * socket named after the folder's real path — on Linux in the abstract namespace, which the kernel
 * frees with the process, elsewhere a socket file in the temp folder (one nobody answers on is left
 * over from a dead process and taken over). A second holder is refused with a DatabaseInUseError.
 * Processes in different network namespaces (containers) do not see each other's hold.
 */
export async function holdDataDir(dataDir: string): Promise<DatabaseHold> {
  const abstract = process.platform === "linux";
  const address = holdAddress(dataDir);
  const what = `the data folder ${dataDir}`;
  const line = `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`;
  let server: Server;
  try {
    server = await listen(address, line);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const holder = await askHolder(address);
    if (holder !== undefined || abstract) throw new DatabaseInUseError(what, holder ?? null);
    // A socket file nobody answers on: its process is gone.
    rmSync(address, { force: true });
    server = await listen(address, line).catch((again: NodeJS.ErrnoException) => {
      throw again.code === "EADDRINUSE" ? new DatabaseInUseError(what, null) : again;
    });
  }
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where the hold on an (existing) data folder listens: named after the folder's real path. */
export function holdAddress(dataDir: string): string {
  const name = createHash("sha256").update(realpathSync(dataDir)).digest("hex").slice(0, 32);
  return process.platform === "linux"
    ? `\0rulekit-arena-pglite-${name}`
    : join(tmpdir(), `rulekit-arena-${name}.sock`);
}

/** Listens on `address`; whoever connects is told `line` (the holder's pid and since when). */
function listen(address: string, line: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(line));
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      // The hold never keeps the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** The holder's own words (null: it answered something else), or undefined when nobody answers. */
function askHolder(address: string): Promise<Holder | null | undefined> {
  return new Promise((resolve) => {
    let said = "";
    const socket = createConnection(address);
    const done = (answer: Holder | null | undefined) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(said ? null : undefined));
    socket.on("data", (chunk) => {
      said += chunk.toString("utf8");
      if (said.length > 512) done(null);
    });
    socket.on("end", () => done(parseHolder(said)));
    socket.on("error", () => done(undefined));
  });
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    // Only a pid and a timestamp are ever repeated: whatever else a socket says is not printed.
    return Number.isInteger(value.pid) && typeof value.since === "string" && ISO_TIME.test(value.since)
      ? { pid: value.pid as number, since: value.since }
      : null;
  } catch {
    return null;
  }
}

/** The advisory lock a service holds on its PostgreSQL database ("Rule", "Aren"). */
const LOCK_KEYS = [0x52756c65, 0x4172656e] as const;

/**
 * Holds a PostgreSQL database for a service: a session advisory lock on a connection of its own,
 * which the server frees when that connection ends (the process's end included). A service killed a
 * moment ago may still hold it while its connection closes, so a taken lock is tried again for
 * `waitMs` before a DatabaseInUseError. When the server restarts under a running service, the hold is
 * taken again as soon as the server is back.
 */
export async function holdPostgres(url: string, shownUrl: string, waitMs = 5000): Promise<DatabaseHold> {
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
    const again = () => {
      retry = null;
      if (released) return;
      attempt().then(
        (held) => {
          if (!held && !released) retry = setTimeout(again, 2000).unref();
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

/** Which service holds the lock, from its connection's application name (when this role may see it). */
async function postgresHolder(url: string): Promise<Holder | null> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string | null; since: Date | null }>(
      `SELECT a.application_name AS name, a.backend_start AS since
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [...LOCK_KEYS],
    );
    const match = /^rulekit-arena (\d+)$/.exec(rows[0]?.name ?? "");
    const since = rows[0]?.since;
    return match && since ? { pid: Number(match[1]), since: since.toISOString() } : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
