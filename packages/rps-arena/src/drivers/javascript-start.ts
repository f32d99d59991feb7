import { createHash } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { InfrastructureError } from "../faults.js";

/** Where the start harness appears inside a JavaScript bot's sandbox (a read-only copy). */
export const JS_START_TARGET = "/.rulekit-node/start.cjs";
/** Its name in the prepared bot's build folder. */
const JS_START_FILE = "js-start.cjs";

/**
 * The start harness of a JavaScript bot's move, loaded with `--require` before the bot's entry.
 * Node starts while the other side moves (SandboxSpec.prestart): when Node has started, the harness
 * says so with one byte on fd 5 and blocks on fd 4 until the move's go, so none of Node's start-up
 * is charged to the bot and nothing of the bot's runs before the go. It then closes both, and puts
 * back what the bot would have seen without it (`process.execArgv`, `require.cache`), so Node goes
 * on to load the bot's entry exactly as `node --max-old-space-size=N <entry>` does. Before the go it
 * also loads Node's `net` module, which `process.stdin` is built from on a pipe (~6 ms of a stream-reading
 * bot's move otherwise): Node's code, not the bot's, and it opens nothing. It runs in a
 * worker thread too (Node preloads `--require` there): it does nothing there.
 */
export const JS_START_SOURCE = `"use strict";
// rulekit: the start harness of a JavaScript bot's move (see the arena's README). Not the bot's code.
if (require("node:worker_threads").isMainThread) {
  const fs = require("node:fs");
  // What process.stdin is made of on a pipe (a net.Socket): Node's own code, loaded before the go.
  require("node:net");
  const ready = 5;
  const go = 4;
  try {
    fs.writeSync(ready, "R");
  } catch {
    // The supervisor stopped waiting (its go came first): nothing to tell.
  }
  const buffer = Buffer.alloc(4);
  for (let read = 0; read < 4; ) {
    let n = 0;
    try {
      n = fs.readSync(go, buffer, read, 4 - read, null);
    } catch (error) {
      if (error.code === "EAGAIN" || error.code === "EINTR") continue;
      throw error;
    }
    if (n === 0) break;
    read += n;
  }
  fs.closeSync(go);
  fs.closeSync(ready);
  const at = process.execArgv.indexOf(${JSON.stringify(JS_START_TARGET)});
  if (at > 0 && process.execArgv[at - 1] === "--require") process.execArgv.splice(at - 1, 2);
  delete require.cache[__filename];
}
`;

const DIGEST = createHash("sha256").update(JS_START_SOURCE).digest("hex");

/** Writes the harness into a prepared bot's build folder (atomically); returns its path. */
export function writeJsStart(workDir: string): string {
  const path = join(workDir, JS_START_FILE);
  const temp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, JS_START_SOURCE, { mode: 0o444 });
    renameSync(temp, path);
  } finally {
    rmSync(temp, { force: true });
  }
  return path;
}

/**
 * Checks the harness file is still the one written at prepare time before a sandbox is started with
 * it: a missing or changed file is the runner's failure (infrastructure), named, never a bot's move.
 */
export function checkJsStart(path: string): void {
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch (error) {
    throw new InfrastructureError(
      `the JavaScript start harness is missing (${(error as NodeJS.ErrnoException).code ?? "unreadable"}): prepare the bot again`,
    );
  }
  if (createHash("sha256").update(content).digest("hex") !== DIGEST) {
    throw new InfrastructureError(
      "the JavaScript start harness was changed since the bot was prepared: prepare the bot again",
    );
  }
}
