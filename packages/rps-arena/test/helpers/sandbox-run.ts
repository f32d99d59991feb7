import type { MoveBudget } from "../../src/move/classify-run.js";
import type { SandboxRun } from "../../src/sandbox/run-sandboxed.js";
import type { SupervisorExit } from "../../src/sandbox/supervisor-report.js";

/** The protocol's default per-move budget. */
export const BUDGET: MoveBudget = {
  cpuMs: 500,
  moveCpuMs: 500,
  wallMs: 3000,
  moveWallMs: 3000,
  outputBytes: 65536,
  userdataBytes: 16384,
};

export const LEGAL_MOVES = [
  { fromRow: 0, fromCol: 2, toRow: 1, toCol: 2 },
  { fromRow: 0, fromCol: 6, toRow: 0, toCol: 7 },
];

/** What classifyRun is given for a request `turn-4` with LEGAL_MOVES. */
export const CONTEXT = { requestId: "turn-4", legalMoves: LEGAL_MOVES, budget: BUDGET };

// Built with casts so the helpers survive fields being added to the report or the run.

/** A supervisor report of a clean exit (code 0), with overrides. */
export function exit(overrides: Partial<SupervisorExit> = {}): SupervisorExit {
  return {
    v: 1,
    exited: true,
    code: 0,
    signal: 0,
    cpuUs: 30_000,
    wallUs: 40_000,
    killed: "none",
    maxRssKb: 9000,
    outputBytes: 0,
    stdoutLen: 0,
    stderrLen: 0,
    collectLen: 0,
    ...overrides,
  } as SupervisorExit;
}

/** A sandboxed run that printed `stdout`, exited 0 and stayed within every limit, with overrides. */
export function run(overrides: Partial<SandboxRun> = {}, stdout: string | Buffer = ""): SandboxRun {
  const out = Buffer.from(stdout);
  return {
    report: exit(),
    stdout: out,
    stderr: Buffer.alloc(0),
    collected: Buffer.alloc(0),
    outputBytes: out.length,
    killedBy: null,
    exitCode: 0,
    exitSignal: null,
    hostWallMs: 45,
    spawnError: null,
    sandboxStderr: "",
    ...overrides,
  } as SandboxRun;
}

/** One response line answering `turn-4`. */
export const answer = (move: object, extra: object = {}) =>
  `${JSON.stringify({ request_id: "turn-4", move, ...extra })}\n`;
