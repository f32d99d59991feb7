import { constants } from "node:os";
import { inertText } from "@rulekit/core";
import { type JsonValue, type ProtocolMove, userdataBytes } from "@rulekit/rps-grid";
import { type BotFaultCode, FAULT } from "../faults.js";
import type { SandboxRun } from "../sandbox/run-sandboxed.js";
import { formatMove, parseBotOutput, sameMove } from "./parse-output.js";

/** The limits one move runs under (already reduced by what the match has used). */
export interface MoveBudget {
  /** CPU allowed for this move: min(moveCpuMs, totalCpuMs − CPU used so far). */
  cpuMs: number;
  moveCpuMs: number;
  /** Wall allowed for this move: min(moveWallMs, matchWallMs − time the move loop has run). */
  wallMs: number;
  moveWallMs: number;
  outputBytes: number;
  userdataBytes: number;
}

/** What one move cost (null where the sandbox was killed before it could say). */
export interface MoveFigures {
  cpuMs: number | null;
  wallMs: number | null;
  /** Runner-side wall time from spawning the sandbox to its last byte of output. */
  hostWallMs: number;
  outputBytes: number;
  userdataBytes: number;
  maxRssKb: number | null;
}

export type MoveVerdict = (
  | { kind: "move"; move: ProtocolMove; userdata: JsonValue | undefined; figures: MoveFigures }
  | { kind: "fault"; code: BotFaultCode; message: string; figures: MoveFigures }
  | { kind: "infrastructure"; message: string; figures: MoveFigures }
) & {
  /**
   * What the bot wrote to stderr during the move (its log), the end kept, bounded to
   * MOVE_STDERR_MAX_CHARS and inert; absent when it wrote nothing.
   */
  stderr?: string;
};

/** The longest stderr log kept per move (the end of it), as long as a fault message may be. */
export const MOVE_STDERR_MAX_CHARS = 4000;

const SIGSYS = constants.signals.SIGSYS;
/** A JSON text is UTF-8: bytes that are not (decoded as U+FFFD by a lenient decoder) are invalid output. */
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
const SIGXCPU = constants.signals.SIGXCPU;

/**
 * Turns everything known about one sandboxed move into exactly one verdict, in this order:
 * output_limit, infrastructure (no report), cpu_timeout / total_cpu_timeout, wall_timeout,
 * sandbox_violation (SIGSYS from seccomp), bot_crash (signal or non-zero exit), invalid_output,
 * userdata_limit, illegal_move — else the move.
 */
export function classifyRun(
  run: SandboxRun,
  context: { requestId: string; legalMoves: readonly ProtocolMove[]; budget: MoveBudget },
): MoveVerdict {
  const verdict = classify(run, context);
  const log = run.stderr.length > 0 ? tail(run.stderr.toString("utf8"), MOVE_STDERR_MAX_CHARS) : "";
  return log ? { ...verdict, stderr: log } : verdict;
}

function classify(
  run: SandboxRun,
  context: { requestId: string; legalMoves: readonly ProtocolMove[]; budget: MoveBudget },
): MoveVerdict {
  const { budget } = context;
  const report = run.report && "exited" in run.report ? run.report : null;
  const figures: MoveFigures = {
    cpuMs: report ? round(report.cpuUs / 1000) : null,
    wallMs: report ? round(report.wallUs / 1000) : null,
    hostWallMs: round(run.hostWallMs),
    outputBytes: run.outputBytes,
    userdataBytes: 0,
    maxRssKb: report ? report.maxRssKb : null,
  };
  const fault = (code: BotFaultCode, message: string): MoveVerdict => ({
    kind: "fault",
    code,
    message,
    figures,
  });
  const infrastructure = (message: string): MoveVerdict => ({ kind: "infrastructure", message, figures });
  const matchWallBound = budget.wallMs < budget.moveWallMs;

  if (run.spawnError) return infrastructure(`${run.spawnError}${sandboxNote(run)}`);
  if (report?.killed === "output" || run.outputBytes > budget.outputBytes) {
    return fault(FAULT.outputLimit, `wrote more than ${budget.outputBytes} bytes to stdout+stderr`);
  }
  if (!report) {
    if (run.killedBy === "backstop") {
      return matchWallBound
        ? infrastructure(`match wall time exhausted during the move`)
        : fault(FAULT.wallTimeout, `still running after ${budget.wallMs} ms of wall time`);
    }
    const why = run.report && "error" in run.report ? run.report.error : "no supervisor report";
    return infrastructure(
      `sandbox failure (${why}; bwrap ${run.exitSignal ?? `exit ${run.exitCode}`})${sandboxNote(run)}`,
    );
  }

  const cpuMs = figures.cpuMs ?? 0;
  const wallMs = figures.wallMs ?? 0;
  if (report.killed === "cpu" || cpuMs > budget.cpuMs || report.signal === SIGXCPU) {
    if (budget.cpuMs < budget.moveCpuMs && cpuMs < budget.moveCpuMs) {
      return fault(
        FAULT.totalCpuTimeout,
        `used up the match CPU budget (${budget.cpuMs.toFixed(0)} ms were left, the move took ${cpuMs.toFixed(0)} ms)`,
      );
    }
    return fault(
      FAULT.cpuTimeout,
      `used ${cpuMs.toFixed(0)} ms of CPU (limit ${budget.moveCpuMs} ms per move)`,
    );
  }
  if (report.killed === "wall" || wallMs > budget.wallMs || run.killedBy === "backstop") {
    if (matchWallBound && wallMs < budget.moveWallMs)
      return infrastructure("match wall time exhausted during the move");
    return fault(FAULT.wallTimeout, `still running after ${budget.moveWallMs} ms of wall time`);
  }
  if (!report.exited && report.signal === SIGSYS) {
    return fault(
      FAULT.sandboxViolation,
      `killed by the sandbox (seccomp): tried to start a process or thread or to open a network socket${stderrNote(run)}`,
    );
  }
  if (!report.exited) {
    return fault(
      FAULT.botCrash,
      `killed by signal ${report.signal} (${signalName(report.signal)})${stderrNote(run)}`,
    );
  }
  if (report.code !== 0) return fault(FAULT.botCrash, `exit code ${report.code}${stderrNote(run)}`);

  // Everything from here reads the bot's answer. parseBotOutput bounds it and never throws; the
  // guard is for whatever slips past that: an answer must never become a runner failure.
  let parsed: ReturnType<typeof parseBotOutput>;
  let stdout: string;
  try {
    stdout = STRICT_UTF8.decode(run.stdout);
  } catch {
    return fault(FAULT.invalidOutput, "the answer is not valid UTF-8");
  }
  try {
    parsed = parseBotOutput(stdout, context.requestId);
    if (parsed.ok) figures.userdataBytes = userdataBytes(parsed.userdata);
  } catch (error) {
    return fault(
      FAULT.invalidOutput,
      `the answer cannot be read (${inertText(String(error), { maxChars: 200 })})`,
    );
  }
  if (!parsed.ok) return fault(FAULT.invalidOutput, parsed.message);
  if (figures.userdataBytes > budget.userdataBytes) {
    return fault(
      FAULT.userdataLimit,
      `userdata is ${figures.userdataBytes} bytes (limit ${budget.userdataBytes})`,
    );
  }
  if (!context.legalMoves.some((legal) => sameMove(legal, parsed.move))) {
    return fault(FAULT.illegalMove, `${formatMove(parsed.move)} is not in legal_moves`);
  }
  return { kind: "move", move: parsed.move, userdata: parsed.userdata, figures };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function signalName(signal: number): string {
  const entry = Object.entries(constants.signals).find(([, n]) => n === signal);
  return entry ? entry[0] : "unknown";
}

/** The end of a stream the bot writes to, bounded and inert (line breaks kept). */
function tail(text: string, chars: number): string {
  return inertText(text.trim(), { maxChars: chars, keep: "end", multiline: true });
}

function sandboxNote(run: SandboxRun): string {
  const text = tail(run.sandboxStderr, 300);
  return text ? `: ${text}` : "";
}

function stderrNote(run: SandboxRun): string {
  const text = tail(run.stderr.toString("utf8"), 600);
  return text ? `; stderr: ${text}` : "";
}
