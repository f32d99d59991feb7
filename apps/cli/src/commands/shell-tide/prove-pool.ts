import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { PackLevelInput, PackProof, ProofProgress } from "@rulekit/shell-tide";
import { CliError, EXIT, ruleFailure } from "../../io/errors.js";

/** What prove-worker.ts is given: its levels, the pool's stop flag, and whether to report progress. */
export interface ProveWorkerData {
  levels: PackLevelInput[];
  /** An Int32Array's buffer: non-zero once the pool stops the proofs. */
  stop: SharedArrayBuffer;
  progress: boolean;
}

/** One message from prove-worker.ts: a level's proof, why it failed, its heartbeat, or that it stopped. */
export type WorkerReply =
  | { level: number; proof: PackProof }
  | { level: number; error: string; rangeError: boolean }
  | { level: number; progress: ProofProgress }
  | { level: number; cancelled: true };

/** What a caller of proveInWorkers follows, and how it stops them. */
export interface ProveWatch {
  /** Runs as each level's proof arrives. */
  onProof?: (level: PackLevelInput) => void;
  /** A level's heartbeat (each new part of its proof, else about ten a second); asked for only when given. */
  onProgress?: (level: PackLevelInput, progress: ProofProgress) => void;
  /**
   * Once aborted, the proofs stop at their next heartbeat (the workers read it as the proof's
   * `signal`) and proveInWorkers rejects with the signal's reason, whatever had finished.
   */
  signal?: AbortSignal;
}

/**
 * The last parts of a proof (band witnesses, routes) beat no more: a worker that has not stopped this
 * long after an abort is terminated.
 */
const STOP_GRACE_MS = 2000;

/** Default for --jobs: one worker per core (a pack's cost is its two or three largest levels). */
export const defaultJobs = (): number => Math.max(1, availableParallelism());

/**
 * The number of starfish distributions of a level (objective + sand nodes choose sand nodes): the
 * size of the state space its balance proof walks, used as its cost.
 */
export function proofCost(level: PackLevelInput): number {
  const sand = level.data.nodes.filter((node) => node.type === "sand").length;
  const objective = level.data.nodes.reduce((sum, node) => sum + node.starfish, 0);
  let cost = 1;
  for (let i = 1; i <= sand; i++) cost = (cost * (objective + i)) / i;
  return Math.round(cost);
}

/**
 * Splits levels over `jobs` workers, largest cost first to the least loaded worker (each worker's
 * list back in level order). Never more workers than levels; no empty list.
 */
export function assignLevels(levels: readonly PackLevelInput[], jobs: number): PackLevelInput[][] {
  const workers = Math.max(1, Math.min(jobs, levels.length));
  const lists: PackLevelInput[][] = Array.from({ length: workers }, () => []);
  const load = new Array<number>(workers).fill(0);
  const byCost = [...levels].sort((a, b) => proofCost(b) - proofCost(a) || a.level - b.level);
  for (const level of byCost) {
    const w = load.indexOf(Math.min(...load));
    lists[w]!.push(level);
    load[w]! += proofCost(level);
  }
  return lists.map((list) => list.sort((a, b) => a.level - b.level));
}

/**
 * Proves the levels of a pack directory on worker threads (dist/prove-worker.js), one level at a time
 * on each. Resolves to the proofs in the order of `levels`; the first failure rejects (a level too
 * large for the balance proof is a rule failure naming its file) and stops the rest, and so does an
 * abort of `watch.signal`.
 */
export async function proveInWorkers(
  dir: string,
  levels: readonly PackLevelInput[],
  jobs: number,
  watch: ProveWatch = {},
): Promise<PackProof[]> {
  const { signal } = watch;
  signal?.throwIfAborted();
  const proofs = new Map<number, PackProof>();
  const workers: Worker[] = [];
  const stop = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const onAbort = () => {
    Atomics.store(stop, 0, 1);
    setTimeout(() => {
      for (const worker of workers) void worker.terminate();
    }, STOP_GRACE_MS).unref();
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      // After an abort every way out is the abort's reason: the work was not asked for any more.
      const fail = (error: unknown) => reject(signal?.aborted ? signal.reason : error);
      const lists = assignLevels(levels, jobs);
      let running = lists.length;
      for (const list of lists) {
        const workerData: ProveWorkerData = {
          levels: list,
          stop: stop.buffer as SharedArrayBuffer,
          progress: watch.onProgress !== undefined,
        };
        const worker = new Worker(new URL("./prove-worker.js", import.meta.url), { workerData });
        workers.push(worker);
        worker.on("message", (reply: WorkerReply) => {
          const input = list.find((l) => l.level === reply.level)!;
          if ("progress" in reply) {
            if (!signal?.aborted) watch.onProgress?.(input, reply.progress);
          } else if ("error" in reply) {
            const where = join(dir, input.file);
            fail(
              reply.rangeError
                ? ruleFailure(`${where}: ${reply.error}`, undefined, { code: "limit", path: where })
                : new CliError(`${where}: ${reply.error}`, EXIT.internal),
            );
          } else if ("proof" in reply) {
            proofs.set(reply.level, reply.proof);
            watch.onProof?.(input);
          }
        });
        worker.on("error", (error) => fail(new CliError(`prove worker: ${error.message}`, EXIT.internal)));
        worker.on("exit", (code) => {
          if (code !== 0) fail(new CliError(`prove worker stopped with exit code ${code}`, EXIT.internal));
          else if (--running === 0) {
            if (signal?.aborted) fail(signal.reason);
            else resolve();
          }
        });
      }
    });
  } finally {
    signal?.removeEventListener("abort", onAbort);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return levels.map((level) => {
    const proof = proofs.get(level.level);
    if (!proof) throw new CliError(`prove worker: no proof for ${level.file}`, EXIT.internal);
    return proof;
  });
}
