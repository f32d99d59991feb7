import { createHash } from "node:crypto";
import { realpathSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Who holds a folder, as it says itself: only its process id is ever repeated. */
export interface FolderHolder {
  pid: number;
}

/** The folder is held by another process (or by another hold in this one). */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    /** The holder, when it answered with its pid; null otherwise. */
    readonly holder: FolderHolder | null,
    message: string,
  ) {
    super(message);
    this.name = "FolderInUseError";
  }
}

export interface FolderHold {
  release(): Promise<void>;
}

export interface FolderHoldOptions {
  /** What kind of work holds the folder (part of the hold's name: holds of other kinds do not meet). */
  kind: string;
  /** The refusal's one line, given the holder (null: it did not say who it is). */
  inUse: (holder: FolderHolder | null) => string;
}

/**
 * Holds `folder` (which must exist) for one piece of work until `release` or the process's end —
 * `kill -9` included — so that a second process doing the same work there is refused at once with a
 * FolderInUseError instead of writing over the first one's files. The hold is a listening socket named
 * after the folder's real path and `kind`: on Linux in the abstract namespace, which the kernel frees
 * with the process; elsewhere a socket file in the temp folder, taken over when nobody answers on it.
 * Whoever connects is told the holder's pid. Processes in different network namespaces
 * (containers) do not see each other's hold.
 */
export async function holdFolder(folder: string, options: FolderHoldOptions): Promise<FolderHold> {
  const address = folderHoldAddress(folder, options.kind);
  const line = `${JSON.stringify({ pid: process.pid })}\n`;
  const refuse = (holder: FolderHolder | null) => new FolderInUseError(folder, holder, options.inUse(holder));
  let server: Server;
  try {
    server = await listen(address, line);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const holder = await askHolder(address);
    if (holder !== undefined || process.platform === "linux") throw refuse(holder ?? null);
    // A socket file nobody answers on: its process is gone.
    rmSync(address, { force: true });
    server = await listen(address, line).catch((again: NodeJS.ErrnoException) => {
      throw again.code === "EADDRINUSE" ? refuse(null) : again;
    });
  }
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where the hold of `kind` on an existing `folder` listens. */
export function folderHoldAddress(folder: string, kind: string): string {
  const name = createHash("sha256")
    .update(`${kind}\0${realpathSync(folder)}`)
    .digest("hex")
    .slice(0, 32);
  return process.platform === "linux"
    ? `\0rulekit-hold-${name}`
    : join(tmpdir(), `rulekit-hold-${name}.sock`);
}

/** Listens on `address`; whoever connects is told `line` (the holder's pid). */
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
function askHolder(address: string): Promise<FolderHolder | null | undefined> {
  return new Promise((resolve) => {
    let said = "";
    const socket = createConnection(address);
    const done = (answer: FolderHolder | null | undefined) => {
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

function parseHolder(text: string): FolderHolder | null {
  try {
    const value = JSON.parse(text) as Partial<FolderHolder>;
    // Whatever else a socket says is not repeated.
    return Number.isInteger(value.pid) && (value.pid as number) > 0 ? { pid: value.pid as number } : null;
  } catch {
    return null;
  }
}
