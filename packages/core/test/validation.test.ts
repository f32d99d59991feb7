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
});
