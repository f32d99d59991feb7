import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inertText, isInertText } from "../src/index.js";
import { rawControlIn } from "../src/testing/index.js";

describe("inertText", () => {
  it("leaves printable text alone, Unicode included", () => {
    for (const text of ["plain", "Traceback (most recent call last):", "ünïcødé 名前 🤖", "a\\x1b literal"]) {
      expect(inertText(text)).toBe(text);
      expect(isInertText(text)).toBe(true);
    }
  });

  it("escapes C0, DEL, C1, bidi controls, separators and lone surrogates visibly", () => {
    expect(inertText("\u001b[31mred\u001b[0m")).toBe("\\x1b[31mred\\x1b[0m");
    expect(inertText("\u001b]0;title\u0007")).toBe("\\x1b]0;title\\x07");
    expect(inertText("a\u0000b\u007fc\u009bd\u0085e")).toBe("a\\x00b\\x7fc\\x9bd\\x85e");
    expect(inertText("\u202eevil\u202c \u2066x\u2069 \u200f\u061c")).toBe(
      "\\u{202e}evil\\u{202c} \\u{2066}x\\u{2069} \\u{200f}\\u{61c}",
    );
    expect(inertText("l\u2028p\u2029")).toBe("l\\u{2028}p\\u{2029}");
    expect(inertText("\ud800 and \udfff")).toBe("\\u{d800} and \\u{dfff}");
    expect(inertText("line\nnext\ttab\r")).toBe("line\\x0anext\\x09tab\\x0d");
    expect(inertText("line\nnext\ttab\r", { multiline: true })).toBe("line\nnext\ttab\\x0d");
    expect(isInertText("a\nb")).toBe(false);
  });

  it("bounds the result, keeping the start or the end, without splitting an escape or a pair", () => {
    expect(inertText("abcdef", { maxChars: 4 })).toBe("abc…");
    expect(inertText("abcdef", { maxChars: 4, keep: "end" })).toBe("…def");
    expect(inertText("ab\u001bcd", { maxChars: 5 })).toBe("ab…");
    expect(inertText("🤖🤖🤖", { maxChars: 4 })).toBe("🤖…");
    expect(inertText("🤖🤖🤖", { maxChars: 4, keep: "end" })).toBe("…🤖");
    expect(inertText("x".repeat(1_000_000)).length).toBe(2000);
  });

  it("always gives bounded text with nothing raw in it, and is idempotent", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.integer({ min: 1, max: 120 }),
        fc.boolean(),
        fc.constantFrom("start" as const, "end" as const),
        (text, maxChars, multiline, keep) => {
          const options = { maxChars, multiline, keep };
          const out = inertText(text, options);
          expect(out.length).toBeLessThanOrEqual(maxChars);
          expect(rawControlIn(out)).toBeNull();
          if (!multiline) expect(out).not.toMatch(/[\n\t]/);
          expect(inertText(out, options)).toBe(out);
        },
      ),
      { numRuns: 500 },
    );
  });
});
