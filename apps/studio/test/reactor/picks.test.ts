import { createEmptyLevel } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { toggleLeak } from "../../src/routes/reactor/editor/level-edits.ts";
import { resolvePick, setIn } from "../../src/routes/reactor/editor/picks.ts";
import { createProp } from "../../src/routes/reactor/editor/prop-factory.ts";
import { newRuleEvent } from "../../src/routes/reactor/editor/rule-defaults.ts";
import { DEFAULT_TOOL_OPTIONS } from "../../src/routes/reactor/editor/tools.ts";

describe("map picks", () => {
  it("setIn copies along the path and leaves the input alone", () => {
    const input = { a: [{ b: 1 }, { b: 2 }], c: { d: 3 } };
    const out = setIn(input, ["a", 1, "b"], 9);
    expect(out).toEqual({ a: [{ b: 1 }, { b: 9 }], c: { d: 3 } });
    expect(input.a[1]?.b).toBe(2);
    expect(out.c).toBe(input.c);
  });

  it("fills a reactor binding, a leak face and a rule target", () => {
    let level = createEmptyLevel(4, 4);
    const reactor = createProp(level, "reactor-control", { x: 3, y: 3 }, DEFAULT_TOOL_OPTIONS);
    level = { ...level, props: [reactor] };
    level = toggleLeak(level, "electricity", { x: 0, y: 0 });
    level = { ...level, events: [newRuleEvent(level)] };
    const leak = level.leaks[0]?.id as string;
    const event = level.events[0]?.id as string;
    level = resolvePick(level, { kind: "binding", prop: reactor.id, carrier: "coolant" }, { x: 1, y: 2 });
    level = resolvePick(level, { kind: "leak-face", leak }, { x: 0, y: 1 });
    level = {
      ...level,
      events: level.events.map((e) => ({ ...e, when: [{ kind: "robot-at", at: { x: 0, y: 0 }, is: true }] })),
    };
    level = resolvePick(level, { kind: "event-pos", event, path: ["when", 0, "at"] }, { x: 2, y: 3 });
    const bound = level.props[0];
    expect(bound?.kind === "reactor-control" && bound.bindings.coolant).toEqual({ x: 1, y: 2 });
    expect(level.leaks[0]?.access).toEqual({ x: 0, y: 1 });
    expect(level.events[0]?.when[0]).toEqual({ kind: "robot-at", at: { x: 2, y: 3 }, is: true });
  });

  it("adds picked cells to a reactor's custom area once", () => {
    let level = createEmptyLevel(4, 4);
    const reactor = createProp(level, "reactor-control", { x: 1, y: 1 }, DEFAULT_TOOL_OPTIONS);
    level = { ...level, props: [reactor] };
    const pick = { kind: "reactor-area", prop: reactor.id } as const;
    level = resolvePick(resolvePick(level, pick, { x: 2, y: 1 }), pick, { x: 2, y: 1 });
    level = resolvePick(level, pick, { x: 3, y: 3 });
    const out = level.props[0];
    expect(out?.kind === "reactor-control" && out.area).toEqual([
      { x: 2, y: 1 },
      { x: 3, y: 3 },
    ]);
  });
});
