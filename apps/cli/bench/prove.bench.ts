import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type BenchRow, printBenchTable } from "../../../tooling/bench.ts";

/**
 * `rulekit shell-tide prove` of the committed pack as a user runs it (a fresh process, the built CLI):
 * in one thread (--jobs 1) and on two worker threads (--jobs 2, the default on a 2-core machine).
 * Target (issue 3): the whole pack's prove in under 10 s.
 */
const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const runs = 3;
const rows: BenchRow[] = [];
for (const jobs of [1, 2]) {
  const seconds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, [bin, "shell-tide", "prove", "--json", "--jobs", String(jobs)], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`rulekit shell-tide prove --jobs ${jobs} failed:\n${run.stderr}`);
    seconds.push((performance.now() - t0) / 1000);
  }
  rows.push({
    name: `rulekit shell-tide prove, whole pack, --jobs ${jobs}`,
    unit: "s",
    value: seconds.reduce((a, b) => a + b, 0) / runs,
    detail: `${runs} runs: ${seconds.map((s) => s.toFixed(2)).join(" / ")} · process start included · target < 10 s`,
  });
}
printBenchTable("@rulekit/cli", rows);
