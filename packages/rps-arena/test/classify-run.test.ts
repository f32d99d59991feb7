import { constants } from "node:os";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOT_FAULT_CODES, FAULT } from "../src/faults.js";
import { classifyRun } from "../src/move/classify-run.js";
import type { SandboxRun } from "../src/sandbox/run-sandboxed.js";
import type { SupervisorExit } from "../src/sandbox/supervisor-report.js";
import { answer, BUDGET, CONTEXT, exit, LEGAL_MOVES, run } from "./helpers/sandbox-run.js";

const budget = BUDGET;
const legalMoves = LEGAL_MOVES;
const context = CONTEXT;

describe("classifyRun", () => {
  it("accepts one JSON line with a legal move and reports the figures", () => {
    const verdict = classifyRun(run({}, answer(legalMoves[1]!, { userdata: { plan: "attack" } })), context);
    expect(verdict.kind).toBe("move");
    if (verdict.kind !== "move") return;
    expect(verdict.move).toEqual(legalMoves[1]);
    expect(verdict.userdata).toEqual({ plan: "attack" });
    expect(verdict.figures).toMatchObject({
      cpuMs: 30,
      wallMs: 40,
      userdataBytes: '{"plan":"attack"}'.length,
    });
  });

  const cases: [string, SandboxRun, string][] = [
    [
      "the supervisor's output kill",
      run({ report: exit({ exited: false, signal: 9, killed: "output" }), outputBytes: 70000 }),
      FAULT.outputLimit,
    ],
    ["output counted over the limit without a kill", run({ outputBytes: 65537 }), FAULT.outputLimit],
    [
      "the supervisor's CPU kill",
      run({ report: exit({ exited: false, signal: 9, killed: "cpu", cpuUs: 501_000 }) }),
      FAULT.cpuTimeout,
    ],
    [
      "CPU over the limit on exit",
      run({ report: exit({ cpuUs: 500_500 }) }, answer(legalMoves[0]!)),
      FAULT.cpuTimeout,
    ],
    [
      "the kernel's RLIMIT_CPU signal",
      run({ report: exit({ exited: false, signal: constants.signals.SIGXCPU }) }),
      FAULT.cpuTimeout,
    ],
    [
      "the supervisor's wall kill",
      run({ report: exit({ exited: false, signal: 9, killed: "wall", wallUs: 3_000_400 }) }),
      FAULT.wallTimeout,
    ],
    ["the runner's backstop with no report", run({ report: null, killedBy: "backstop" }), FAULT.wallTimeout],
    [
      "seccomp's SIGSYS",
      run({ report: exit({ exited: false, signal: constants.signals.SIGSYS }) }),
      FAULT.sandboxViolation,
    ],
    [
      "a segfault",
      run({ report: exit({ exited: false, signal: constants.signals.SIGSEGV }) }),
      FAULT.botCrash,
    ],
    [
      "exit code 1 even with a valid answer",
      run({ report: exit({ code: 1 }) }, answer(legalMoves[0]!)),
      FAULT.botCrash,
    ],
    ["no output", run(), FAULT.invalidOutput],
    ["two lines", run({}, answer(legalMoves[0]!) + answer(legalMoves[0]!)), FAULT.invalidOutput],
    ["malformed JSON", run({}, "{nope\n"), FAULT.invalidOutput],
    [
      "a wrong request_id",
      run({}, `${JSON.stringify({ request_id: "turn-3", move: legalMoves[0] })}\n`),
      FAULT.invalidOutput,
    ],
    ["float coordinates", run({}, answer({ ...legalMoves[0]!, toCol: 2.5 })), FAULT.invalidOutput],
    [
      "userdata over the limit",
      run({}, answer(legalMoves[0]!, { userdata: "x".repeat(16384) })),
      FAULT.userdataLimit,
    ],
    [
      "a move outside legal_moves",
      run({}, answer({ fromRow: 0, fromCol: 2, toRow: 0, toCol: 2 })),
      FAULT.illegalMove,
    ],
  ];
  it.each(cases)("classifies %s", (_name, sandboxRun, code) => {
    const verdict = classifyRun(sandboxRun, context);
    expect(verdict.kind).toBe("fault");
    expect(verdict.kind === "fault" && verdict.code).toBe(code);
  });

  it("calls a CPU kill under a reduced budget total_cpu_timeout, but cpu_timeout once the move limit itself is crossed", () => {
    const reduced = { ...context, budget: { ...budget, cpuMs: 120 } };
    const killedAtBudget = run({ report: exit({ exited: false, signal: 9, killed: "cpu", cpuUs: 121_000 }) });
    expect(classifyRun(killedAtBudget, reduced)).toMatchObject({
      kind: "fault",
      code: FAULT.totalCpuTimeout,
    });
    const tooLong = run({ report: exit({ cpuUs: 600_000 }) }, answer(legalMoves[0]!));
    expect(classifyRun(tooLong, reduced)).toMatchObject({ kind: "fault", code: FAULT.cpuTimeout });
  });

  it("blames the infrastructure, not the bot, when the match wall time runs out or the sandbox fails", () => {
    const matchBound = { ...context, budget: { ...budget, wallMs: 800 } };
    const killed = run({ report: exit({ exited: false, signal: 9, killed: "wall", wallUs: 800_200 }) });
    expect(classifyRun(killed, matchBound).kind).toBe("infrastructure");
    expect(classifyRun(run({ report: null, exitCode: 1 }), context).kind).toBe("infrastructure");
    const error = { v: 1 as const, error: "fork: EAGAIN", stdoutLen: 0 as const, stderrLen: 0 as const };
    expect(classifyRun(run({ report: error }), context).kind).toBe("infrastructure");
    expect(classifyRun(run({ report: null, spawnError: "cannot start bwrap: ENOENT" }), context).kind).toBe(
      "infrastructure",
    );
  });

  it("puts the output limit first: a flood that also ran out of CPU is output_limit", () => {
    const both = run({ outputBytes: 90000, report: exit({ killed: "output", cpuUs: 600_000 }) });
    expect(classifyRun(both, context)).toMatchObject({ code: FAULT.outputLimit });
  });

  it("never throws and always gives a move, a known fault code or an infrastructure failure", () => {
    const arbitraryReport = fc.oneof(
      fc.constant(null),
      fc.record({
        v: fc.constant(1 as const),
        error: fc.string(),
        stdoutLen: fc.constant(0 as const),
        stderrLen: fc.constant(0 as const),
      }),
      fc.record({
        v: fc.constant(1 as const),
        exited: fc.boolean(),
        code: fc.integer({ min: -1, max: 255 }),
        signal: fc.integer({ min: 0, max: 64 }),
        cpuUs: fc.nat(2_000_000),
        wallUs: fc.nat(5_000_000),
        killed: fc.constantFrom("none" as const, "cpu" as const, "wall" as const, "output" as const),
        maxRssKb: fc.nat(),
        outputBytes: fc.nat(),
        stdoutLen: fc.nat(),
        stderrLen: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(
        arbitraryReport,
        fc.constantFrom(null, "backstop" as const),
        fc.oneof(fc.string(), fc.constant(answer(legalMoves[0]!))),
        fc.nat(100_000),
        (report, killedBy, stdout, outputBytes) => {
          const verdict = classifyRun(
            run({ report: report as SupervisorExit, killedBy, outputBytes, stdout: Buffer.from(stdout) }),
            context,
          );
          if (verdict.kind === "fault") expect(BOT_FAULT_CODES).toContain(verdict.code);
          else expect(["move", "infrastructure"]).toContain(verdict.kind);
        },
      ),
    );
  });
});
