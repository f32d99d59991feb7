import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FileError } from "../../src/node/index.js";

/** A fresh scratch folder for one test. */
export const scratch = () => mkdtempSync(join(tmpdir(), "rulekit-core-node-"));

/** A named pipe nobody writes to: opening it for reading the ordinary way blocks forever. */
export function fifoIn(dir: string, name = "pipe"): string {
  const path = join(dir, name);
  execFileSync("mkfifo", [path]);
  return path;
}

/** A listening Unix socket file; close the server when done. */
export async function socketIn(dir: string): Promise<{ path: string; server: Server }> {
  const path = join(dir, "sock");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return { path, server };
}

/** Files in `dir` other than `keep` (a failed write must leave no temporary file behind). */
export const strays = (dir: string, keep: string[]) => readdirSync(dir).filter((n) => !keep.includes(n));

/** The FileError code `work` throws, or "ok" (anything else that is thrown fails the test). */
export function codeOf(work: () => unknown): string {
  try {
    work();
    return "ok";
  } catch (error) {
    if (error instanceof FileError) return error.code;
    throw error;
  }
}
