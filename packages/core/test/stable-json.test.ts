import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashString, stableHash, stableStringify } from "../src/index.js";

const reorder = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reorder);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).reverse();
    return Object.fromEntries(entries.map(([k, v]) => [k, reorder(v)]));
  }
  return value;
};

const jsonValue = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe("stableStringify", () => {
  it("is valid JSON equal to the input", () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(JSON.parse(stableStringify(value))).toEqual(value);
      }),
    );
  });

  it("does not depend on key order", () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(stableStringify(reorder(value))).toBe(stableStringify(value));
      }),
    );
  });

  it("sorts keys at every depth and drops undefined properties", () => {
    expect(stableStringify({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it("refuses values JSON cannot carry, naming where", () => {
    expect(() => stableStringify({ a: [1, Number.NaN] })).toThrow("$.a[1]");
    expect(() => stableStringify({ f: () => 1 })).toThrow("$.f");
    expect(() => stableStringify({ n: 10n })).toThrow(/bigint/);
  });
});

describe("stableHash", () => {
  it("is equal for equal values and 32 hex digits long", () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const h = stableHash(value);
        expect(h).toMatch(/^[0-9a-f]{32}$/);
        expect(stableHash(reorder(value))).toBe(h);
      }),
    );
  });

  it("differs when the value differs", () => {
    expect(stableHash({ a: 1 })).not.toBe(stableHash({ a: 2 }));
    expect(stableHash([1, 2])).not.toBe(stableHash([2, 1]));
    expect(hashString("a")).not.toBe(hashString("b"));
  });
});
