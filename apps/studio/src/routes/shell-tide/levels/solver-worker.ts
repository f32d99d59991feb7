import {
  type ExactLimitReport,
  exactLimitReport,
  type Level,
  type LevelProof,
  proveLevel,
  type SolveResult,
  SolverLimitError,
  solve,
} from "@rulekit/shell-tide";

/**
 * The exact solver, the balance proof and the limit report off the main thread: a heavy board's search
 * takes seconds to minutes, and the limit report of a big ring counts its moves (about a second), either
 * of which would freeze the page. The solve reports its progress (states kept so far); the page cancels
 * a task by terminating the worker. A board beyond a limit answers with the typed figures. A limit
 * report's answer carries its request's `ticket` back, so the page can tell which level it belongs to.
 */
export type SolverRequest =
  | { kind: "solve" | "prove"; level: Level }
  | { kind: "limits"; level: Level; ticket: number };

export type SolverReply =
  | { kind: "progress"; statesExplored: number }
  | { kind: "solved"; result: SolveResult }
  | { kind: "proved"; proof: LevelProof }
  | { kind: "limits"; ticket: number; report: ExactLimitReport }
  | { kind: "limit"; code: SolverLimitError["code"]; sandNodes: number; starfish: number }
  | { kind: "error"; message: string };

const reply = (message: SolverReply) =>
  (globalThis as unknown as { postMessage(m: SolverReply): void }).postMessage(message);

globalThis.addEventListener("message", (event: Event) => {
  const request = (event as MessageEvent<SolverRequest>).data;
  const { kind, level } = request;
  try {
    if (request.kind === "limits") {
      reply({ kind: "limits", ticket: request.ticket, report: exactLimitReport(level) });
    } else if (kind === "solve") {
      const result = solve(level, undefined, {
        onProgress: (statesExplored) => reply({ kind: "progress", statesExplored }),
      });
      reply({ kind: "solved", result });
    } else {
      reply({ kind: "proved", proof: proveLevel(level) });
    }
  } catch (error) {
    if (error instanceof SolverLimitError) {
      reply({ kind: "limit", code: error.code, sandNodes: error.sandNodes, starfish: error.starfish });
    } else {
      reply({ kind: "error", message: (error as Error).message });
    }
  }
});
