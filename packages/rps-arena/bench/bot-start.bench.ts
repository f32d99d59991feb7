import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { machineLine, percentile } from "../../../tooling/bench.ts";

/**
 * CPU charged per move to a bot's process, per language, before (A) and after (B) a change to how
 * bots start: A is a built copy of the arena (`--a <repo>`, default /work/baseline, its
 * packages/rps-arena/dist), B this worktree's source. The sides run interleaved (A, B, B, A, …,
 * `--rounds` rounds of `--moves` moves per bot), each in a process of its own pinned to one core
 * (`--core`, default 1), and every move is the supervisor's own CPU figure for the bot's process.
 *
 *   pnpm --filter @rulekit/rps-arena bench:bot-start [--a /work/baseline] [--rounds 6] [--moves 30]
 */
const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, "..");
const repo = resolve(packageDir, "../..");
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const baseline = resolve(option("--a", "/work/baseline"));
const rounds = Number(option("--rounds", "6"));
const moves = Number(option("--moves", "30"));
const core = option("--core", "1");

const BOTS: [string, string][] = [
  ["JavaScript, first legal move (bench/bots/js-first)", join(here, "bots/js-first")],
  ["JavaScript, greedy (bots/ts-greedy)", join(repo, "bots/ts-greedy")],
  ["Python, first legal move (bots/templates/python)", join(repo, "bots/templates/python")],
  ["Python, greedy (bots/python-greedy)", join(repo, "bots/python-greedy")],
  ["C++, first legal move (bots/templates/cpp)", join(repo, "bots/templates/cpp")],
  ["C++, greedy (bots/cpp-greedy)", join(repo, "bots/cpp-greedy")],
];

const aEntry = join(baseline, "packages/rps-arena/dist/index.js");
if (!existsSync(aEntry)) {
  throw new Error(
    `${aEntry} is missing: build the baseline first (cd ${baseline} && pnpm turbo run build --filter=@rulekit/rps-arena)`,
  );
}
const tsx = join(repo, "node_modules/.bin/tsx");
const side = join(here, "bot-start-side.ts");
const SIDES = {
  A: { label: `${baseline} (built)`, entry: pathToFileURL(aEntry).href },
  B: { label: `${repo} (source)`, entry: pathToFileURL(join(packageDir, "src/index.ts")).href },
} as const;
type Side = keyof typeof SIDES;

const samples: Record<Side, Map<string, number[]>> = { A: new Map(), B: new Map() };
const loads: number[] = [loadavg()[0]!];
for (let round = 0; round < rounds; round++) {
  const order: Side[] = round % 2 === 0 ? ["A", "B"] : ["B", "A"];
  for (const name of order) {
    const s = SIDES[name];
    const run = spawnSync(
      "taskset",
      [
        "-c",
        core,
        tsx,
        "--conditions=@rulekit/source",
        side,
        "--entry",
        s.entry,
        "--moves",
        String(moves),
        ...BOTS.map(([, dir]) => dir),
      ],
      { cwd: packageDir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`side ${name} failed:\n${run.stderr}`);
    for (const line of run.stdout.trim().split("\n")) {
      const { dir, cpuMs } = JSON.parse(line) as { dir: string; cpuMs: number[] };
      samples[name].set(dir, [...(samples[name].get(dir) ?? []), ...cpuMs]);
    }
    loads.push(loadavg()[0]!);
    process.stderr.write(`round ${round + 1}/${rounds}: ${name} done (load ${loadavg()[0]!.toFixed(2)})\n`);
  }
}

const f = (n: number) => n.toFixed(1);
const lines = [
  "### Arena: CPU charged per move, by bot language (A = before, B = after)",
  "",
  `Machine: ${machineLine()} · load (1 min) ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} · pinned to core ${core} · ${rounds} rounds × ${moves} moves per bot and side, interleaved`,
  `A: ${SIDES.A.label} · B: ${SIDES.B.label}`,
  "",
  "| bot | A median ms | A p95 ms | B median ms | B p95 ms | B − A median |",
  "|---|---:|---:|---:|---:|---:|",
  ...BOTS.map(([label, dir]) => {
    const a = samples.A.get(dir) ?? [];
    const b = samples.B.get(dir) ?? [];
    const [am, ap, bm, bp] = [percentile(a, 50), percentile(a, 95), percentile(b, 50), percentile(b, 95)];
    return `| ${label} | ${f(am)} | ${f(ap)} | ${f(bm)} | ${f(bp)} | ${bm - am >= 0 ? "+" : ""}${f(bm - am)} |`;
  }),
  "",
];
process.stdout.write(`${lines.join("\n")}\n`);
