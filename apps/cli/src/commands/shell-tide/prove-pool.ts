import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { PackLevelInput, PackProof } from "@rulekit/shell-tide";
import { CliError, EXIT, ruleFailure } from "../../io/errors.js";

/** One message from prove-worker.ts: a level's proof, or why it failed. */
export type WorkerReply =
  | { level: number; proof: PackProof }
  | { level: number; error: string; rangeError: boolean };

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
 * Proves the levels of a pack directory on worker threads (dist/prove-worker.js); `onProof` runs as
 * each level arrives. Resolves to the proofs in the order of `levels`; the first failure rejects
 * (a level too large for the balance proof is a rule failure naming its file) and stops the rest.
 */
export async function proveInWorkers(
  dir: string,
  levels: readonly PackLevelInput[],
  jobs: number,
  onProof: (level: PackLevelInput) => void,
): Promise<PackProof[]> {
  const proofs = new Map<number, PackProof>();
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const lists = assignLevels(levels, jobs);
      let running = lists.length;
      for (const list of lists) {
        const worker = new Worker(new URL("./prove-worker.js", import.meta.url), {
          workerData: { levels: list },
        });
        workers.push(worker);
        worker.on("message", (reply: WorkerReply) => {
          const input = list.find((l) => l.level === reply.level)!;
          if ("error" in reply) {
            const where = join(dir, input.file);
            reject(
              reply.rangeError
                ? ruleFailure(`${where}: ${reply.error}`)
                : new CliError(`${where}: ${reply.error}`, EXIT.internal),
            );
            return;
          }
          proofs.set(reply.level, reply.proof);
          onProof(input);
        });
        worker.on("error", (error) => reject(new CliError(`prove worker: ${error.message}`, EXIT.internal)));
        worker.on("exit", (code) => {
          if (code !== 0) reject(new CliError(`prove worker stopped with exit code ${code}`, EXIT.internal));
          else if (--running === 0) resolve();
        });
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return levels.map((level) => {
    const proof = proofs.get(level.level);
    if (!proof) throw new CliError(`prove worker: no proof for ${level.file}`, EXIT.internal);
    return proof;
  });
}
