import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkJsonValue, jsonTextDepth, parseJsonText } from "../src/index.js";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const codeOf = (result: ReturnType<typeof parseJsonText>) => (result.ok ? "ok" : result.issues[0]!.code);

describe("jsonTextDepth", () => {
  it("counts arrays and objects, not brackets inside strings or escaped quotes", () => {
    expect(jsonTextDepth("1")).toBe(0);
    expect(jsonTextDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonTextDepth('["[[[[", "\\"[[[["]')).toBe(1);
  });

  it("agrees with the depth of the value JSON.stringify wrote", () => {
    const depthOf = (v: unknown): number =>
      v !== null && typeof v === "object" ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (v) => jsonTextDepth(JSON.stringify(v)) === depthOf(v)),
    );
  });
});

describe("parseJsonText", () => {
  it("parses what is within the limits", () => {
    expect(parseJsonText('{"a":[1,2]}', { maxDepth: 2 })).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(codeOf(parseJsonText(nested(64), { maxDepth: 64 }))).toBe("ok");
  });

  it("refuses one level too deep, and a million levels without overflowing", () => {
    expect(parseJsonText(nested(65), { maxDepth: 64 })).toMatchObject({
      ok: false,
      issues: [{ path: "$", code: "too_deep", message: expect.stringContaining("64 levels") }],
    });
    expect(codeOf(parseJsonText(nested(1_000_000), { maxDepth: 64 }))).toBe("too_deep");
  });

  it("refuses text over maxChars before looking at it, and names bad JSON", () => {
    expect(parseJsonText("[1, 2, 3]", { maxDepth: 4, maxChars: 5 })).toMatchObject({
      ok: false,
      issues: [{ code: "too_large", message: expect.stringContaining("limit is 5") }],
    });
    expect(codeOf(parseJsonText("{ nope", { maxDepth: 4 }))).toBe("invalid_json");
  });

  it("counts values when maxNodes is set", () => {
    expect(codeOf(parseJsonText("[1,2,3]", { maxDepth: 4, maxNodes: 4 }))).toBe("ok");
    expect(codeOf(parseJsonText("[1,2,3,4]", { maxDepth: 4, maxNodes: 4 }))).toBe("too_large");
  });
});

describe("checkJsonValue", () => {
  it("refuses a deep value in memory without recursion", () => {
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(checkJsonValue(deep, { maxDepth: 64 })).toMatchObject({
      ok: false,
      issues: [{ code: "too_deep" }],
    });
  });

  it("ends on a cycle", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(checkJsonValue(cyclic, { maxDepth: 10 }).ok).toBe(false);
  });

  it("accepts every value within its depth", () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 5 }), (v) => checkJsonValue(v, { maxDepth: 7 }).ok));
  });
});
