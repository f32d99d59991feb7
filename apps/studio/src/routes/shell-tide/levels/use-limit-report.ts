import type { ExactLimitReport, Level } from "@rulekit/shell-tide";
import { useEffect, useRef, useState } from "react";
import { answerLimits, askLimits, type LimitView, limitView, NO_ANSWERS } from "./limit-answer.ts";
import type { SolverReply, SolverRequest } from "./solver-worker.ts";
import { spawnSolver } from "./use-solver-task.ts";
import { useWorkerTask } from "./use-worker-task.ts";

type Answer = { ticket: number; report: ExactLimitReport };
type Failure = { ticket: number; message: string };

/**
 * `exactLimitReport(level)` computed in the solver worker (a big ring's move count takes about a second,
 * which would freeze the page): "computing" until the answer for this very level comes back. A new level
 * stops the old request's worker and asks again; an answer for an earlier ticket is dropped
 * (limit-answer.ts), so an old level's report is never shown for a new one.
 */
export function useLimitReport(level: Level): LimitView {
  const [answers, setAnswers] = useState(NO_ANSWERS);
  const tickets = useRef(0);
  const { task, start } = useWorkerTask<SolverRequest, SolverReply, Answer, never, Failure>(
    spawnSolver,
    (reply) => {
      if (reply.kind === "limits") return { value: { ticket: reply.ticket, report: reply.report } };
      const message = reply.kind === "error" ? reply.message : "the solver answered another task";
      return { failure: { ticket: tickets.current, message } };
    },
    // only the latest request's worker is listened to (use-worker-task.ts), so a crash is the latest ticket's
    (message) => ({ ticket: tickets.current, message }),
  );
  useEffect(() => {
    tickets.current += 1;
    setAnswers(askLimits(level, tickets.current));
    start({ kind: "limits", level, ticket: tickets.current });
  }, [level, start]);
  useEffect(() => {
    if (task.status === "done") {
      setAnswers((a) => answerLimits(a, task.value.ticket, { report: task.value.report }));
    } else if (task.status === "failed") {
      setAnswers((a) => answerLimits(a, task.failure.ticket, { failure: task.failure.message }));
    }
  }, [task]);
  return limitView(answers, level);
}
