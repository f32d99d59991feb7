import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { type BenchRow, percentile, printBenchTable } from "../../../tooling/bench.ts";

/**
 * The `rulekit` command as npm installed it: the size of the project's node_modules and the cold start
 * (a new process each time, as a user or an MCP host starts it) of `--help`, an MCP handshake and one
 * command per group. Give the installed project: `pnpm --filter @rulekit/cli bench:start -- <project>`,
 * e.g. the packaging tests' CLI project or `npm install <the tarballs>` in an empty folder. The commands
 * are written so an older CLI runs them too (`rps perft --rules classic --depth 3`), for before/after.
 * CPU is the children's user + system time (from /proc, 10 ms ticks), per run.
 */
const project = process.argv[2];
const runs = Number(process.env.RUNS ?? 20);
if (!project) throw new Error("give the folder of an npm project with the rulekit command installed");
const bin = join(project, "node_modules", ".bin", "rulekit");

const MCP_HANDSHAKE = `${[
  {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
  },
  { jsonrpc: "2.0", method: "notifications/initialized" },
  { jsonrpc: "2.0", id: 2, method: "tools/list" },
]
  .map((m) => JSON.stringify(m))
  .join("\n")}\n`;

const COMMANDS: { args: string[]; input?: string }[] = [
  { args: ["--help"] },
  { args: ["mcp"], input: MCP_HANDSHAKE },
  { args: ["shell-tide", "solve", "level-3"] },
  { args: ["cards", "validate"] },
  { args: ["rps", "perft", "--rules", "classic", "--depth", "3"] },
  { args: ["reactor", "validate", "tutorial-1"] },
];

/** User + system CPU time of this process's waited-for children so far, in ms (Linux). */
function childrenCpuMs(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  // After "pid (comm) ": field 3 is index 0, so cutime (16) and cstime (17) are 13 and 14.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

function sizeOf(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  return bytes;
}

const rows: BenchRow[] = [];
const modules = join(project, "node_modules");
const disk = Number(execFileSync("du", ["-sk", modules], { encoding: "utf8" }).split("\t")[0]) * 1024;
const packages =
  execFileSync("npm", ["ls", "--all", "--parseable"], { cwd: project, encoding: "utf8" }).trim().split("\n")
    .length - 1;
rows.push({
  name: "installed node_modules (file bytes)",
  unit: "MB",
  value: sizeOf(modules) / 1e6,
  detail: `on disk (du): ${(disk / 1e6).toFixed(1)} MB · ${packages} packages`,
});
for (const { args, input } of COMMANDS) {
  const once = () => {
    const run = spawnSync(bin, args, {
      input: input ?? "",
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    if (run.status !== 0) throw new Error(`rulekit ${args.join(" ")} failed (${run.status}):\n${run.stderr}`);
  };
  once();
  const wall: number[] = [];
  const cpu0 = childrenCpuMs();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    once();
    wall.push(performance.now() - t0);
  }
  const cpu = (childrenCpuMs() - cpu0) / runs;
  rows.push({
    name: `rulekit ${args.join(" ")}${input ? " (handshake)" : ""}`,
    unit: "ms (median)",
    value: percentile(wall, 50),
    detail: `min ${Math.min(...wall).toFixed(0)} · p90 ${percentile(wall, 90).toFixed(0)} · CPU ${cpu.toFixed(0)} ms/run · ${runs} runs`,
  });
}
printBenchTable(`rulekit cold start · ${project}`, rows);
console.log(
  `\nload average during the run (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")}`,
);
