import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { jsonValueOf, parseInput, parseWith } from "../src/index.js";

const Point = z.strictObject({ x: z.int(), y: z.int() });

describe("parseInput: text or a value, one result", () => {
  it("JSON text and the value it holds give the same result", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parseInput(Point, text)).toEqual(parseWith(Point, JSON.parse(text)));
      }),
    );
  });

  it("reads a valid point from text", () => {
    expect(parseInput(Point, '{"x":1,"y":2}')).toEqual({ ok: true, value: { x: 1, y: 2 } });
  });

  it("bad text is one issue at $ naming the problem", () => {
    expect(parseInput(Point, "{x:1}")).toMatchObject({
      ok: false,
      issues: [{ path: "$", code: "invalid_json", message: expect.stringMatching(/^is not valid JSON/) }],
    });
    const deep = `${"[".repeat(100)}${"]".repeat(100)}`;
    expect(parseInput(Point, deep)).toMatchObject({ ok: false, issues: [{ path: "$", code: "too_deep" }] });
    expect(parseInput(Point, '{"x":1,"y":2}', { maxDepth: 64, maxChars: 5 })).toMatchObject({
      ok: false,
      issues: [{ path: "$", code: "too_large" }],
    });
  });

  it("issues of the value keep their JSON paths when it came as text", () => {
    expect(parseInput(Point, '{"x":1,"y":"2"}')).toMatchObject({
      ok: false,
      issues: [{ path: "$.y", code: "invalid_type" }],
    });
  });

  it("jsonValueOf passes a value through untouched and parses text", () => {
    const value = { a: [1] };
    expect(jsonValueOf(value)).toEqual({ ok: true, value });
    expect((jsonValueOf(value) as { value: unknown }).value).toBe(value);
    expect(jsonValueOf("[1,2]")).toEqual({ ok: true, value: [1, 2] });
  });
});
