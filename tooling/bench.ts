import { cpus, totalmem } from "node:os";

/**
 * The shared benchmark harness: every package's `pnpm bench` script measures with `measure` and
 * prints `printBenchTable`, so all figures in docs/benchmarks.md come out in one format with the
 * machine and the date.
 */
export interface BenchRow {
  name: string;
  /** e.g. "ms/op", "states/s", "leaves/s" */
  unit: string;
  value: number;
  /** Optional figures like p95, ops, target. */
  detail?: string;
}

export interface Measured {
  ops: number;
  totalMs: number;
  msPerOp: number;
  opsPerSec: number;
  samplesMs: number[];
}

/** Runs `fn` repeatedly (after `warmup` runs) until `minMs` has passed and at least `minOps` ran. */
export function measure(
  fn: () => unknown,
  options: { warmup?: number; minMs?: number; minOps?: number } = {},
): Measured {
  const { warmup = 3, minMs = 1000, minOps = 5 } = options;
  for (let i = 0; i < warmup; i++) fn();
  const samplesMs: number[] = [];
  const start = performance.now();
  let now = start;
  while (samplesMs.length < minOps || now - start < minMs) {
    const t0 = performance.now();
    fn();
    now = performance.now();
    samplesMs.push(now - t0);
  }
  const totalMs = now - start;
  return {
    ops: samplesMs.length,
    totalMs,
    msPerOp: totalMs / samplesMs.length,
    opsPerSec: (samplesMs.length * 1000) / totalMs,
    samplesMs,
  };
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/**
 * A bench script's `--name value` flags (a lone `--`, as `pnpm bench -- --rounds 3` passes it, is
 * skipped).
 */
export function benchFlags(argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  const words = argv.filter((a) => a !== "--");
  const flags = new Map<string, string>();
  for (let i = 0; i < words.length; i += 2) flags.set(words[i]!.replace(/^--/, ""), words[i + 1]!);
  return flags;
}

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function machineLine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model ?? "unknown cpu"} × ${cpu.length} · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · ${new Date().toISOString().slice(0, 10)}`;
}

const fmt = (n: number) =>
  n >= 1e6
    ? `${(n / 1e6).toFixed(2)} M`
    : n >= 1e4
      ? `${(n / 1e3).toFixed(1)} k`
      : n >= 100
        ? n.toFixed(0)
        : n.toFixed(3);

/** Prints the results as a Markdown table (pasteable into docs/benchmarks.md). */
export function printBenchTable(title: string, rows: BenchRow[]): void {
  const lines = [
    `### ${title}`,
    "",
    `Machine: ${machineLine()}`,
    "",
    "| benchmark | value | unit | detail |",
    "|---|---:|---|---|",
    ...rows.map((r) => `| ${r.name} | ${fmt(r.value)} | ${r.unit} | ${r.detail ?? ""} |`),
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
