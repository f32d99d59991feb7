import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatIssues, formatJsonPath, parseWith, RulekitValidationError } from "../src/index.js";

describe("formatJsonPath", () => {
  it("writes identifiers with dots, indices and odd keys with brackets", () => {
    expect(formatJsonPath([])).toBe("$");
    expect(formatJsonPath(["nodes", 3, "starfish"])).toBe("$.nodes[3].starfish");
    expect(formatJsonPath(["tileTypes", "lava pit"])).toBe('$.tileTypes["lava pit"]');
  });
});

describe("parseWith", () => {
  const schema = z.object({ nodes: z.array(z.object({ starfish: z.number().int().min(0) })) });

  it("returns the parsed value", () => {
    expect(parseWith(schema, { nodes: [{ starfish: 2 }] })).toEqual({
      ok: true,
      value: { nodes: [{ starfish: 2 }] },
    });
  });

  it("lists every issue with its JSON path", () => {
    const result = parseWith(schema, { nodes: [{ starfish: 1 }, { starfish: -1 }, { starfish: "x" }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path)).toEqual(["$.nodes[1].starfish", "$.nodes[2].starfish"]);
    const error = new RulekitValidationError("level", result.issues);
    expect(error.message).toMatch(/^invalid level: \$\.nodes\[1\]\.starfish: /);
    expect(formatIssues(result.issues, 1)).toMatch(/\(\+1 more\)$/);
  });

  it("refuses an over-deep, cyclic or enormous value before zod sees it (a typed issue, no overflow)", () => {
    const recursive: z.ZodType<unknown> = z.lazy(() => z.union([z.number(), z.array(recursive)]));
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => recursive.safeParse(deep)).toThrow(RangeError);
    expect(parseWith(recursive, deep)).toMatchObject({
      ok: false,
      issues: [{ path: "$", code: "too_deep" }],
    });
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(parseWith(recursive, cyclic)).toMatchObject({ ok: false, issues: [{ code: "too_deep" }] });
    const wide = { nodes: Array.from({ length: 1_000_001 }, () => ({ starfish: 0 })) };
    expect(parseWith(schema, wide)).toMatchObject({ ok: false, issues: [{ code: "too_large" }] });
    expect(parseWith(schema, { nodes: [{ starfish: 0 }] }, { maxDepth: 2 })).toMatchObject({
      ok: false,
      issues: [{ code: "too_deep", message: expect.stringContaining("2 levels") }],
    });
  });
});
