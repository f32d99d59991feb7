import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeValue } from "../src/index.js";

describe("describeValue names a value's type for messages", () => {
  it("names each kind", () => {
    expect(describeValue("0")).toBe('the string "0"');
    expect(describeValue(1.5)).toBe("the number 1.5");
    expect(describeValue(Number.NaN)).toBe("the number NaN");
    expect(describeValue(true)).toBe("true");
    expect(describeValue(null)).toBe("null");
    expect(describeValue(undefined)).toBe("undefined");
    expect(describeValue([1])).toBe("an array");
    expect(describeValue({ a: 1 })).toBe("an object");
    expect(describeValue(10n)).toBe("a bigint");
    expect(describeValue(Symbol("s"))).toBe("a symbol");
    expect(describeValue(() => 1)).toBe("a function");
  });

  it("cuts a long string short", () => {
    expect(describeValue("x".repeat(100))).toBe(`the string "${"x".repeat(40)}…"`);
  });

  it("never throws and stays short, whatever the value (deep arrays too)", () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(describeValue(deep)).toBe("an array");
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(describeValue(value).length).toBeLessThan(70);
      }),
    );
  });
});
