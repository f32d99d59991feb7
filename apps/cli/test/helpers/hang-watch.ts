import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { descendantsOf, type HostProcess } from "../../../../packages/rps-arena/test/helpers/host-state.js";
import { type StartedRun, startCli } from "./run-cli.js";

/**
 * Whether a CLI process hangs, judged by what its process tree does rather than by how long it takes,
 * so a loaded machine (which only delays it) does not count as a hang, while a runner that really
 * hangs still fails, with a message that says how:
 * - busy: the tree (the CLI, its sandboxes and bots, and the children they reaped) used more CPU
 *   than `cpuMs` (a runner that loops or replays; the same idea as the fuzz runner's CPU bound,
 *   tooling/fuzz/run-cases.ts, here for another process);
 * - blocked: the tree used no CPU at all for `stallMs` of wall time (a runner waiting on something
 *   that never comes; its own limits keep every legitimate wait far shorter);
 * - the wall clock: `wallMs`, a last resort far above any loaded machine's time, for a runner that
 *   trickles CPU forever (a polling loop) without reaching `cpuMs`.
 * The first one reached kills the CLI (SIGKILL) and names itself in `hang`. Linux only (/proc), as
 * the sandboxes are.
 */
export interface HangBounds {
  /** CPU (user + system, ms) the whole tree may use. */
  cpuMs: number;
  /** Wall time (ms) without any CPU used in the tree that counts as blocked. */
  stallMs: number;
  /** The last-resort wall-clock limit (ms). */
  wallMs: number;
}

export interface WatchedRun extends StartedRun {
  /** CPU (ms) the tree had used at the last sample before it exited (10 ms ticks, sampled twice a second). */
  cpuMs: number;
  /** Wall time (ms) from start to exit. */
  ms: number;
  /** Why the watch killed it (busy, blocked or the wall clock), or null if it exited by itself. */
  hang: string | null;
}

const SAMPLE_MS = 500;

/** The unit of /proc/<pid>/stat times (USER_HZ: 100 on every Linux architecture Node runs on). */
const MS_PER_TICK = 10;

interface ProcTimes extends HostProcess {
  /** utime + stime + cutime + cstime, in ticks: its own CPU and that of the children it reaped. */
  ticks: number;
}

/** Every process on the host with its parent and CPU ticks, from one read of each /proc/<pid>/stat. */
function procTimes(): ProcTimes[] {
  const out: ProcTimes[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // After "pid (comm) " (comm may hold spaces and parentheses): field 3 (state) is index 0, so
    // ppid (4) is 1 and utime, stime, cutime, cstime (14-17) are 11-14.
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    out.push({ pid: Number(name), ppid: Number(fields[1]), uid: -1, cmdline: "", ticks });
  }
  return out;
}

/** A watch on one process tree (see {@link HangBounds}); `stop` it once the process has exited. */
export interface HangWatch {
  /** CPU (ms) the tree had used at the last sample (10 ms ticks, sampled twice a second). */
  readonly cpuMs: number;
  /** Why the watch killed the tree (busy, blocked or the wall clock), or null. */
  readonly hang: string | null;
  stop(): void;
}

interface Watch {
  pid: number;
  bounds: HangBounds;
  started: number;
  cpuMs: number;
  lastProgress: number;
  hang: string | null;
}

/** One /proc scan per sample for every watched tree (the red-team tests run several at once). */
const watches = new Set<Watch>();
let timer: NodeJS.Timeout | undefined;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function sample() {
  const now = performance.now();
  const processes = procTimes();
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  for (const watch of watches) {
    const root = byPid.get(watch.pid);
    if (!root || watch.hang) continue;
    const tree = [root, ...(descendantsOf(watch.pid, processes) as ProcTimes[])];
    // A descendant reaped outside the tree takes its time along: keep the highest sum seen.
    const cpuMs = tree.reduce((sum, p) => sum + p.ticks, 0) * MS_PER_TICK;
    if (cpuMs > watch.cpuMs) {
      watch.cpuMs = cpuMs;
      watch.lastProgress = now;
    }
    const { cpuMs: cpuBound, stallMs, wallMs } = watch.bounds;
    if (watch.cpuMs > cpuBound)
      watch.hang = `hung (busy): its process tree used ${seconds(watch.cpuMs)} of CPU (bound ${seconds(cpuBound)})`;
    else if (now - watch.lastProgress > stallMs)
      watch.hang = `hung (blocked): its process tree used no CPU for ${seconds(now - watch.lastProgress)} (bound ${seconds(stallMs)})`;
    else if (now - watch.started > wallMs)
      watch.hang = `hung: still running after ${seconds(now - watch.started)} (last-resort bound ${seconds(wallMs)}), having used ${seconds(watch.cpuMs)} of CPU`;
    // The whole tree, so a hung runner leaves no sandbox or bot behind.
    if (watch.hang)
      for (const p of tree) {
        try {
          process.kill(p.pid, "SIGKILL");
        } catch {
          // gone meanwhile
        }
      }
  }
}

/**
 * Watches `child` and its descendants from now on, killing the whole tree (SIGKILL) at the first
 * bound it passes.
 */
export function watchForHang(child: ChildProcess, bounds: HangBounds): HangWatch {
  const started = performance.now();
  const watch: Watch = { pid: child.pid ?? -1, bounds, started, cpuMs: 0, lastProgress: started, hang: null };
  if (child.pid !== undefined) {
    watches.add(watch);
    timer ??= setInterval(sample, SAMPLE_MS);
  }
  return {
    get cpuMs() {
      return watch.cpuMs;
    },
    get hang() {
      return watch.hang;
    },
    stop() {
      watches.delete(watch);
      if (watches.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    },
  };
}

/**
 * Runs the built CLI (as {@link startCli}) under {@link watchForHang}: resolves once it has exited,
 * with the CPU its tree used and, if the watch had to kill it, why (`hang`).
 */
export async function startWatchedCli(args: string[], bounds: HangBounds): Promise<WatchedRun> {
  const started = performance.now();
  let watch: HangWatch | undefined;
  const run = await startCli(args, undefined, {
    onStart: (child) => {
      watch = watchForHang(child, bounds);
    },
  }).finally(() => watch?.stop());
  return { ...run, ms: performance.now() - started, cpuMs: watch?.cpuMs ?? 0, hang: watch?.hang ?? null };
}
