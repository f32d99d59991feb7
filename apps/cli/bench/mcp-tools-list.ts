import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { benchFlags, machineLine, median, percentile } from "../../../tooling/bench.ts";

/**
 * `tools/list` on `rulekit mcp`, before and after: two built CLIs (`dist/bin.js`) started alternately
 * (A, B, A, B, …), each a fresh server that one client asks `--calls` times in turn (a request, its
 * answer read, the next request), as raw JSON lines over stdio the way a host writes them. Per run:
 * the first answer's round trip, the median and p90 of the later ones, the server's CPU time per
 * later call (/proc, 10 ms ticks) and its peak resident memory (VmHWM) at the end. Then a flood, as
 * in the flow control's test: `--flood` requests written at once and the answers read as they come
 * (`--flood 0` skips it): the time to the last answer and the peak memory. Checks that every answer of
 * both builds is the same bytes (all but the request id).
 *
 *   npx tsx bench/mcp-tools-list.ts --before <dir with bin.js> [--after <dir>] [--rounds 5] [--calls 200] [--flood 1000]
 */
const args = benchFlags();
const before = args.get("before");
if (!before)
  throw new Error("give --before <dir with bin.js>, e.g. a copy of apps/cli/dist built at the old commit");
const builds = [
  { name: "before", dist: before },
  { name: "after", dist: args.get("after") ?? fileURLToPath(new URL("../dist", import.meta.url)) },
];
const rounds = Number(args.get("rounds") ?? 5);
const calls = Number(args.get("calls") ?? 200);
const flood = Number(args.get("flood") ?? 1000);
const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

interface Run {
  firstMs: number;
  laterMs: number[];
  cpuMsPerCall: number;
  peakMb: number;
  answers: Set<string>;
}

/** User + system CPU time of a process so far, in ms (Linux, 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // After "pid (comm) ": field 3 is index 0, so utime (14) and stime (15) are 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const statusMb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/** A fresh `rulekit mcp` of `dist`, initialized, that takes raw JSON-RPC lines and gives its answer lines in order. */
async function startServer(dist: string) {
  const child = spawn(process.execPath, [`${dist}/bin.js`, "mcp"], {
    cwd: REPO_ROOT,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let rest = "";
  const lines: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  child.stdout.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split("\n");
    rest = parts.pop()!;
    for (const line of parts) {
      if (waiting) {
        const wake = waiting;
        waiting = null;
        wake(line);
      } else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve) => {
      const line = lines.shift();
      if (line === undefined) waiting = resolve;
      else resolve(line);
    });
  const send = (message: Record<string, unknown>) =>
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
  send({
    id: 0,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "0" } },
  });
  await nextLine();
  send({ method: "notifications/initialized" });
  const stop = async () => {
    child.stdin.end();
    if ((await exited) !== 0) throw new Error(`rulekit mcp (${dist}) did not exit cleanly`);
  };
  return { pid: child.pid!, send, nextLine, stop };
}

/** The answer line without its id, to compare answers to different requests. */
const withoutId = (line: string, id: number) => line.replace(new RegExp(`"id":${id}}$`), "");

async function askInTurn(dist: string): Promise<Run> {
  const server = await startServer(dist);
  const answers = new Set<string>();
  const times: number[] = [];
  let cpuAfterFirst = 0;
  for (let id = 1; id <= calls; id++) {
    const t0 = performance.now();
    server.send({ id, method: "tools/list" });
    const line = await server.nextLine();
    times.push(performance.now() - t0);
    if (id === 1) cpuAfterFirst = cpuMs(server.pid);
    answers.add(withoutId(line, id));
  }
  const cpuMsPerCall = (cpuMs(server.pid) - cpuAfterFirst) / (calls - 1);
  const peakMb = statusMb(server.pid, "VmHWM");
  await server.stop();
  return { firstMs: times[0]!, laterMs: times.slice(1), cpuMsPerCall, peakMb, answers };
}

/** `flood` requests written at once, every answer read as it comes: the time to the last one and the peak memory. */
async function askAtOnce(dist: string): Promise<{ ms: number; peakMb: number; answers: Set<string> }> {
  const server = await startServer(dist);
  const answers = new Set<string>();
  const t0 = performance.now();
  for (let id = 1; id <= flood; id++) server.send({ id, method: "tools/list" });
  for (let n = 1; n <= flood; n++) {
    const line = await server.nextLine();
    answers.add(withoutId(line, (JSON.parse(line) as { id: number }).id));
  }
  const ms = performance.now() - t0;
  const peakMb = statusMb(server.pid, "VmHWM");
  await server.stop();
  return { ms, peakMb, answers };
}

console.log(
  `Machine: ${machineLine()} · load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(`${rounds} rounds × a fresh \`rulekit mcp\` asked tools/list ${calls} times in turn\n`);
console.log("| run | build | first ms | later median ms | later p90 ms | server CPU ms/call | peak RSS MB |");
console.log("|---:|---|---:|---:|---:|---:|---:|");
const runs = new Map<string, Run[]>(builds.map((b) => [b.name, []]));
const answers = new Set<string>();
const bytes = new Set<number>();
for (let round = 1; round <= rounds; round++) {
  for (const build of round % 2 ? builds : [...builds].reverse()) {
    const run = await askInTurn(build.dist);
    runs.get(build.name)!.push(run);
    for (const answer of run.answers) {
      answers.add(answer);
      bytes.add(Buffer.byteLength(answer));
    }
    console.log(
      `| ${round} | ${build.name} | ${run.firstMs.toFixed(1)} | ${median(run.laterMs).toFixed(2)} | ${percentile(run.laterMs, 90).toFixed(2)} | ${run.cpuMsPerCall.toFixed(2)} | ${run.peakMb.toFixed(0)} |`,
    );
  }
}
console.log(
  "\n| build | first ms | later median ms | server CPU ms/call | peak RSS MB |\n|---|---:|---:|---:|---:|",
);
for (const b of builds) {
  const r = runs.get(b.name)!;
  const med = (pick: (run: Run) => number, digits: number) => median(r.map(pick)).toFixed(digits);
  console.log(
    `| ${b.name} | ${med((x) => x.firstMs, 1)} | ${med((x) => median(x.laterMs), 2)} | ${med((x) => x.cpuMsPerCall, 2)} | ${med((x) => x.peakMb, 0)} |`,
  );
}
if (flood > 0) {
  console.log(`\n${rounds} rounds × a fresh \`rulekit mcp\` sent ${flood} tools/list at once\n`);
  console.log("| run | build | all answered ms | peak RSS MB |\n|---:|---|---:|---:|");
  const floods = new Map<string, { ms: number; peakMb: number }[]>(builds.map((b) => [b.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const build of round % 2 ? builds : [...builds].reverse()) {
      const run = await askAtOnce(build.dist);
      floods.get(build.name)!.push(run);
      for (const answer of run.answers) answers.add(answer);
      console.log(`| ${round} | ${build.name} | ${run.ms.toFixed(0)} | ${run.peakMb.toFixed(0)} |`);
    }
  }
  console.log("\n| build | all answered ms | peak RSS MB |\n|---|---:|---:|");
  for (const b of builds) {
    const r = floods.get(b.name)!;
    console.log(
      `| ${b.name} | ${median(r.map((x) => x.ms)).toFixed(0)} | ${median(r.map((x) => x.peakMb)).toFixed(0)} |`,
    );
  }
}
console.log(
  answers.size === 1
    ? `\nEvery answer of both builds is the same ${[...bytes][0]!.toLocaleString("en-US")} bytes.`
    : `\nDIFFERENT ANSWERS: ${answers.size}.`,
);
if (answers.size !== 1) process.exitCode = 1;
