import { readFileSync } from "node:fs";
import { type HostProcess, processesNaming } from "./host-state.js";

/**
 * Resolves once a process whose command line names `path` is up (polled every 20 ms), or as soon as
 * `until` settles (the work that would start it ended first): true if the process was seen.
 */
export function whenProcessNaming(path: string, until: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (processesNaming([path]).length === 0) return;
      clearInterval(poll);
      resolve(true);
    }, 20);
    const stop = () => {
      clearInterval(poll);
      resolve(false);
    };
    until.then(stop, stop);
  });
}

/** A process is the same one later if its pid shows the same command line (a reused pid would not). */
export function stillAlive(p: HostProcess): boolean {
  try {
    return readFileSync(`/proc/${p.pid}/cmdline`, "latin1").replaceAll("\0", " ").trim() === p.cmdline;
  } catch {
    return false;
  }
}

/**
 * What is left of `tree` (processes seen earlier) and of `others()` (processes found now), polled for
 * up to five seconds: a killed process is gone once the kernel has reaped it, in its own time. What is
 * still there after that is killed (SIGKILL) and returned, for the test to fail on.
 */
export async function leftovers(tree: HostProcess[], others: () => HostProcess[]): Promise<HostProcess[]> {
  let left: HostProcess[] = [];
  for (let tries = 0; tries < 50; tries++) {
    left = [...tree.filter(stillAlive), ...others()];
    if (left.length === 0) return left;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const p of left) {
    try {
      process.kill(p.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  return left;
}
