import { describe, expect, it } from "vitest";
import {
  LEVEL_FORMAT,
  type LoadResult,
  loadLevel,
  parseLevel,
  serializeLevel,
  serializeLevelText,
  validateLevel,
} from "../src/index.js";
import { baseLevel, P, readJson } from "./helpers/levels.js";

/** docs/reactor/format.md, "What the loader rejects": the envelope, prototype files, malformed V1 files. */

const v1 = () => serializeLevel(baseLevel()) as unknown as Record<string, unknown>;

const nested = (depth: number): unknown => {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

function refused(result: LoadResult) {
  if (result.ok) throw new Error("expected a refusal");
  return result.error;
}

describe("the loader's envelope: only V1 level objects get past it", () => {
  it("a value that is not a JSON object is invalid-level at $ (invalid_type), text or value", () => {
    for (const input of [5, null, true, [1, 2], "7", "null", "[]", '"a string"']) {
      const error = refused(loadLevel(input));
      expect(error, JSON.stringify(input)).toMatchObject({
        kind: "invalid-level",
        message: expect.stringMatching(/JSON object/),
        issues: [{ path: "$", code: "invalid_type", message: expect.stringMatching(/expected an object/) }],
      });
      // parseLevel takes text too: a string is JSON text, like loadLevel's
      expect(parseLevel(input)).toMatchObject({
        ok: false,
        issues: [{ path: "$", code: "invalid_type" }],
      });
    }
  });

  it("a value nested deeper than the limit is refused as too deep before anything reads it", () => {
    for (const data of [nested(100), { ...v1(), meta: nested(100) }, { pipes: nested(100) }]) {
      const error = refused(loadLevel(data));
      expect(error).toMatchObject({
        kind: "invalid-level",
        message: expect.stringMatching(/64 levels deep/),
        issues: [{ path: "$", code: "too_deep" }],
      });
      expect(parseLevel(data)).toMatchObject({ ok: false, issues: [{ path: "$", code: "too_deep" }] });
    }
  });

  it("a file without a format is unsupported-format: it names the missing V1 format", () => {
    const { format: _f, ...bare } = v1();
    for (const data of [bare, { meta: {} }, {}]) {
      const error = refused(loadLevel(data));
      expect(error.kind).toBe("unsupported-format");
      expect(error.message).toContain(`missing "format": "${LEVEL_FORMAT}"`);
      expect(parseLevel(data)).toMatchObject({
        ok: false,
        issues: [{ path: "$", code: "unsupported-format" }],
      });
    }
  });

  it("another format is unsupported-format, not taken for a prototype file; the message shows what was found", () => {
    const found: [unknown, string][] = [
      ["shell-tide-level", '"shell-tide-level"'],
      [7, "format 7;"],
      [true, "format true;"],
      [null, "format null;"],
      [{ name: LEVEL_FORMAT }, "format object;"],
      [[LEVEL_FORMAT], "format an array;"],
    ];
    for (const [format, shown] of found) {
      const error = refused(loadLevel({ ...v1(), format }));
      expect(error.kind, JSON.stringify(format)).toBe("unsupported-format");
      expect(error.message, JSON.stringify(format)).toContain(shown);
      expect(error.message, JSON.stringify(format)).toContain(`expected "${LEVEL_FORMAT}"`);
      expect(error.message, JSON.stringify(format)).not.toMatch(/prototype/);
    }
  });

  it("a long foreign value is cut short in the message", () => {
    const long = `x${"y".repeat(300)}`;
    const message = refused(loadLevel({ ...v1(), format: long })).message;
    expect(message).toContain(`"x${"y".repeat(40)}`);
    expect(message).not.toContain(long);
    expect(message.length).toBeLessThan(160);
  });

  it("any version but the number 1 is unsupported-format, naming the version found", () => {
    const found: [unknown, string][] = [
      [2, "version 2;"],
      ["1", 'version "1";'],
      [undefined, "version undefined;"],
      [[1], "version an array;"],
    ];
    for (const [version, shown] of found) {
      const data = { ...v1(), version };
      const error = refused(loadLevel(data));
      expect(error.kind, String(version)).toBe("unsupported-format");
      expect(error.message, String(version)).toContain(shown);
      expect(error.message, String(version)).toContain("only version 1 is supported");
      // parseLevel (the engine-contract parser) refuses it too, even though the rest is a sound level
      expect(parseLevel(data), String(version)).toMatchObject({
        ok: false,
        issues: [{ path: "$", code: "unsupported-format" }],
      });
    }
    expect(refused(loadLevel(readJson("invalid/wrong-version.json"))).message).toContain("version 2;");
  });

  it("every prototype name, alone and in any case, marks a prototype file, with or without the V1 envelope", () => {
    const names = [
      "pipes",
      "pressureSystems",
      "generators",
      "meltdown",
      "stability",
      "actionsPerTurn",
      "grid",
      "cells",
    ];
    for (const name of names) {
      for (const key of [name, name.toLowerCase(), name.toUpperCase()]) {
        const inside = refused(loadLevel({ ...v1(), [key]: 1 }));
        expect(inside, key).toMatchObject({ kind: "unsupported-format" });
        expect(inside.message, key).toContain(
          `prototype-shaped level (has "${key}") despite the V1 envelope`,
        );
        const outside = refused(loadLevel({ [key]: 1, version: 1 }));
        expect(outside, key).toMatchObject({ kind: "unsupported-format" });
        expect(outside.message, key).toContain(`prototype-shaped level (has "${key}")`);
        expect(parseLevel({ ...v1(), [key]: 1 }), key).toMatchObject({
          ok: false,
          issues: [{ path: "$", code: "unsupported-format" }],
        });
      }
    }
  });

  it("a prototype file lists every prototype key it has, each quoted", () => {
    const error = refused(loadLevel({ Version: 1, Pipes: [], grid: [], format: "old" }));
    expect(error.kind).toBe("unsupported-format");
    expect(error.message).toContain('(has "Version", "Pipes", "grid")');
  });

  it("a sound V1 file gets through: parseLevel gives the level without the envelope, and its warnings", () => {
    const parsed = parseLevel(v1());
    expect(parsed).toEqual({ ok: true, value: baseLevel(), warnings: validateLevel(baseLevel()).warnings });
  });
});

describe("the loader's text input", () => {
  it("text that is not JSON is invalid-level with the parser's reason and no JSON path", () => {
    for (const text of ["{ nope", "", '{"format": "reactor-maintenance-level",}']) {
      const error = refused(loadLevel(text));
      expect(error.kind, text).toBe("invalid-level");
      expect(error.message, text).toMatch(/^not valid JSON: \S/);
      expect(error.message, text).not.toMatch(/is not valid JSON \(/);
      expect(error.kind === "invalid-level" && error.issues, text).toEqual([]);
    }
  });

  it("text nested too deep is invalid-level, the message and issue naming the limit", () => {
    const error = refused(loadLevel(`${"[".repeat(80)}${"]".repeat(80)}`));
    expect(error).toMatchObject({
      kind: "invalid-level",
      message: "the text nests arrays or objects more than 64 levels deep",
      issues: [{ path: "$", code: "too_deep" }],
    });
  });

  it("the text of a level loads like the level itself", () => {
    const loaded = loadLevel(serializeLevelText(baseLevel()));
    expect(loaded).toEqual({ ok: true, level: baseLevel(), warnings: [] });
  });
});

describe("malformed and invalid V1 levels", () => {
  it("a malformed V1 file names its first issue's path in the message and lists every issue", () => {
    const error = refused(loadLevel(readJson("invalid/malformed-v1.json")));
    if (error.kind !== "invalid-level") throw new Error(error.kind);
    expect(error.issues.length).toBeGreaterThan(1);
    expect(error.message).toBe(`malformed V1 level: ${error.issues[0]!.path}: ${error.issues[0]!.message}`);
    const unknownKey = refused(loadLevel({ ...v1(), colour: "red" }));
    expect(unknownKey.message).toMatch(/^malformed V1 level: \$: /);
    expect(unknownKey.message).toContain("colour");
  });

  it("a level with validation errors is invalid-level: the count and the first error in the message, every error as an issue", () => {
    const level = { ...baseLevel(), robot: { at: P(40, 40), inventory: [], heatImmunity: 0 } };
    const report = validateLevel(level);
    const error = refused(loadLevel(serializeLevel(level)));
    if (error.kind !== "invalid-level") throw new Error(error.kind);
    expect(error.issues).toEqual(
      report.errors.map((e) => ({ path: e.location.path, code: e.code, message: e.message })),
    );
    expect(error.message).toBe(
      `${report.errors.length} validation error(s), first: ${report.errors[0]!.message}`,
    );
  });

  it("validate: false opens a sound level with errors and reports no warnings (nothing was validated)", () => {
    const warned = { ...baseLevel(), hazards: [{ at: P(2, 3), fuel: 5 }] };
    expect(validateLevel(warned).warnings.length).toBeGreaterThan(0);
    const checked = loadLevel(serializeLevel(warned));
    expect(checked.ok && checked.warnings).toEqual(validateLevel(warned).warnings);
    expect(loadLevel(serializeLevel(warned), { validate: false })).toEqual({
      ok: true,
      level: warned,
      warnings: [],
    });
  });
});
