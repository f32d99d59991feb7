import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseWith } from "../src/index.js";

// This file imports zod/mini only: classic zod (which installs the English locale globally when it
// loads) must not be in this module graph, or the test would pass without parseWith's own messages.
describe("parseWith on zod/mini schemas", () => {
  const schema = z.strictObject({
    id: z.string().check(z.minLength(1)),
    nodes: z.array(z.strictObject({ starfish: z.int().check(z.gte(0)) })),
    kind: z.enum(["sand", "wet_pit"]),
  });

  it("gives the messages of classic zod, with their JSON paths", () => {
    const result = parseWith(schema, {
      id: "",
      nodes: [{ starfish: -1 }, { starfish: 1.5 }],
      kind: "x",
      extra: 1,
    });
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: "$.id", code: "too_small", message: "Too small: expected string to have >=1 characters" },
        { path: "$.nodes[0].starfish", code: "too_small", message: "Too small: expected number to be >=0" },
        {
          path: "$.nodes[1].starfish",
          code: "invalid_type",
          message: "Invalid input: expected int, received number",
        },
        {
          path: "$.kind",
          code: "invalid_value",
          message: 'Invalid option: expected one of "sand"|"wet_pit"',
        },
        { path: "$", code: "unrecognized_keys", message: 'Unrecognized key: "extra"' },
      ],
    });
  });

  it("leaves a global error map the application configured in charge", () => {
    z.config({ customError: () => "custom" });
    try {
      const result = parseWith(schema, { id: "x", nodes: [], kind: "sand", extra: 1 });
      expect(result).toMatchObject({ ok: false, issues: [{ message: "custom" }] });
    } finally {
      z.config({ customError: undefined });
    }
  });
});
