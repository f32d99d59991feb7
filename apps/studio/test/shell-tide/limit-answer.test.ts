import { exactLimitReport, type Level } from "@rulekit/shell-tide";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLevel } from "../../src/routes/shell-tide/levels/level-parser.ts";
import {
  answerLimits,
  askLimits,
  type LimitAnswers,
  limitView,
  NO_ANSWERS,
} from "../../src/routes/shell-tide/levels/limit-answer.ts";
import { makeLevel } from "./levels.ts";

const small = makeLevel([1, 0, 2, 0, 0, 1, 0, 0]);
const big = makeLevel([6, 6, 6, 0, 6, 6, 6, 0, 0, 0, 0, 0], { wetPits: [3, 7] });
const reportOf = (level: Level) => exactLimitReport(level, { countMoves: false });

describe("the limit report shown is always the shown level's", () => {
  it("drops the answer for an old level when a new one was asked meanwhile", () => {
    let answers = askLimits(small, 1);
    answers = askLimits(big, 2);
    answers = answerLimits(answers, 1, { report: reportOf(small) });
    expect(limitView(answers, big)).toEqual({ status: "computing" });
    answers = answerLimits(answers, 2, { report: reportOf(big) });
    expect(limitView(answers, big)).toEqual({ status: "done", report: reportOf(big) });
    // a late answer for the old ticket does not replace the new level's report
    answers = answerLimits(answers, 1, { report: reportOf(small) });
    expect(limitView(answers, big)).toEqual({ status: "done", report: reportOf(big) });
  });

  it("shows nothing computed for a level that was not asked yet (the render before the request)", () => {
    const answers = answerLimits(askLimits(small, 1), 1, { report: reportOf(small) });
    expect(limitView(answers, small).status).toBe("done");
    expect(limitView(answers, big)).toEqual({ status: "computing" });
    expect(limitView(NO_ANSWERS, small)).toEqual({ status: "computing" });
  });

  it("keeps a failure only for the latest request", () => {
    let answers = askLimits(big, 2);
    answers = answerLimits(answers, 1, { failure: "old worker failed" });
    expect(limitView(answers, big)).toEqual({ status: "computing" });
    answers = answerLimits(answers, 2, { failure: "the worker failed" });
    expect(limitView(answers, big)).toEqual({ status: "failed", message: "the worker failed" });
  });

  it("for any order of requests and answers, shows only the current level's report, and it once its answer came", () => {
    const levels = [small, big, makeLevel([2, 2, 0, 1, 0, 0, 1, 0]), makeLevel([3, 0, 0, 0, 0, 0, 0, 1])];
    const reports = levels.map(reportOf);
    // each step asks for a level or delivers the answer of an earlier request (by its position)
    const step = fc.oneof(
      fc.record({ ask: fc.integer({ min: 0, max: levels.length - 1 }) }),
      fc.record({ answer: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let answers: LimitAnswers = NO_ANSWERS;
        const asked: number[] = []; // level index of ticket t + 1
        let current: number | null = null;
        let latestAnswered = false;
        for (const s of steps) {
          if ("ask" in s) {
            asked.push(s.ask);
            current = s.ask;
            latestAnswered = false;
            answers = askLimits(levels[s.ask]!, asked.length);
          } else if (asked.length > 0) {
            const ticket = (s.answer % asked.length) + 1;
            answers = answerLimits(answers, ticket, { report: reports[asked[ticket - 1]!]! });
            if (ticket === asked.length) latestAnswered = true;
          }
          if (current === null) continue;
          const view = limitView(answers, levels[current]!);
          if (view.status === "done") expect(view.report).toBe(reports[current]);
          expect(view.status).toBe(latestAnswered ? "done" : "computing");
        }
      }),
    );
  });
});

describe("the studio's level parse (no limit report on the main thread)", () => {
  it("accepts and refuses exactly what the engine's parseLevel with beyondSolver 'warn' does", async () => {
    const { parseLevel: engineParse } = await import("@rulekit/shell-tide");
    const beyond = {
      id: "huge",
      nodes: [6, 6, 6, "W", 6, 6, 6, "W", 6, 0, 0, 0].map((c, index) =>
        c === "W" ? { index, type: "wet_pit", starfish: 0 } : { index, type: "sand", starfish: c },
      ),
      edges: {
        left: Array.from({ length: 12 }, (_, i) => (i + 11) % 12),
        right: Array.from({ length: 12 }, (_, i) => (i + 1) % 12),
      },
      rules: { finalTideSweep: false, wetPitRescue: true },
    };
    const broken = { ...beyond, nodes: beyond.nodes.map((n, i) => (i === 3 ? { ...n, starfish: -2 } : n)) };
    for (const data of [small, big, beyond, broken, "{ nope", { id: 3 }]) {
      const engine = engineParse(data, { beyondSolver: "warn" });
      const studio = parseLevel(data);
      expect(studio.ok).toBe(engine.ok);
      if (studio.ok && engine.ok) expect(studio.value).toEqual(engine.value);
      if (!studio.ok && !engine.ok) expect(studio.issues).toEqual(engine.issues);
    }
    expect(engineParse(beyond, { beyondSolver: "warn" })).toHaveProperty("warnings");
    expect(parseLevel(beyond)).not.toHaveProperty("warnings");
  });
});
