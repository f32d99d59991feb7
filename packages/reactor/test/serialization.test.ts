import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  LEVEL_FORMAT,
  loadLevel,
  parseLevel,
  saveLevel,
  serializeLevel,
  serializeLevelText,
} from "../src/index.js";
import { baseLevel, P, readJson, tutorial } from "./helpers/levels.js";

const GOLDEN = fileURLToPath(new URL("./fixtures/base-level.golden.json", import.meta.url));

describe("serialization round-trips valid v1 levels and rejects prototype or malformed files (design test requirement 15)", () => {
  it("load(save(level)) deep-equals the level, through text too", () => {
    for (const level of [baseLevel(), tutorial("07-final-shift.json"), tutorial("03-doors.json")]) {
      const file = serializeLevel(level);
      expect(file.format).toBe(LEVEL_FORMAT);
      expect(file.version).toBe(1);
      const fromValue = loadLevel(JSON.parse(JSON.stringify(file)));
      const fromText = loadLevel(serializeLevelText(level));
      expect(fromValue).toMatchObject({ ok: true });
      expect(fromValue.ok && fromValue.level).toEqual(level);
      expect(fromText.ok && fromText.level).toEqual(level);
    }
  });

  it("the file format is stable (golden fixture; regenerate with UPDATE_GOLDEN=1)", () => {
    const text = serializeLevelText({ ...baseLevel(), hazards: [{ at: P(1, 3), heat: 2.5 }] });
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(GOLDEN, text);
    expect(text).toBe(readFileSync(GOLDEN, "utf8"));
  });

  it("rejects a prototype-shaped file as unsupported-format, even with Version: 1", () => {
    const result = loadLevel(readJson("invalid/prototype-shaped.json"));
    expect(result).toMatchObject({ ok: false, error: { kind: "unsupported-format" } });
    expect(!result.ok && result.error.message).toMatch(/prototype/);
    expect(!result.ok && result.error.message).toContain('"Version"');
  });

  it("rejects prototype fields smuggled into a V1 envelope, other formats and other versions", () => {
    expect(loadLevel(readJson("invalid/prototype-in-v1-envelope.json"))).toMatchObject({
      ok: false,
      error: { kind: "unsupported-format" },
    });
    expect(loadLevel(readJson("invalid/wrong-version.json"))).toMatchObject({
      ok: false,
      error: { kind: "unsupported-format" },
    });
    expect(loadLevel({ format: "shell-tide-level", version: 1 })).toMatchObject({
      ok: false,
      error: { kind: "unsupported-format" },
    });
    expect(loadLevel({ meta: {} })).toMatchObject({ ok: false, error: { kind: "unsupported-format" } });
  });

  it("recognises prototype names in any case and PascalCase wrappers, inside the V1 envelope too", () => {
    const v1 = serializeLevel(baseLevel());
    const smuggled: Record<string, unknown>[] = [
      { ...v1, pipes: [] },
      { ...v1, actionsPerTurn: 3 },
      { ...v1, cells: [], grid: { width: 7 } },
      { ...v1, Robot: { X: 1, Y: 1 } },
      { version: 1, actionsPerTurn: 3, level: {} },
    ];
    for (const file of smuggled) {
      const result = loadLevel(file);
      expect(result, JSON.stringify(Object.keys(file))).toMatchObject({
        ok: false,
        error: { kind: "unsupported-format" },
      });
      expect(!result.ok && result.error.message).toMatch(/prototype-shaped/);
    }
  });

  it("rejects malformed V1 data as invalid-level, naming every JSON path", () => {
    const result = loadLevel(readJson("invalid/malformed-v1.json"));
    expect(result).toMatchObject({ ok: false, error: { kind: "invalid-level" } });
    const paths =
      !result.ok && result.error.kind === "invalid-level" ? result.error.issues.map((i) => i.path) : [];
    expect(paths).toContain("$.hazards[0].heat");
    expect(paths.some((p) => p.startsWith("$.props[0]"))).toBe(true);
    expect(loadLevel("{ not json")).toMatchObject({ ok: false, error: { kind: "invalid-level" } });
    expect(loadLevel([1, 2])).toMatchObject({ ok: false, error: { kind: "invalid-level" } });
    expect(parseLevel(readJson("invalid/malformed-v1.json")).ok).toBe(false);
  });

  it("rejects a structurally sound level with validation errors unless asked not to validate", () => {
    const broken = serializeLevel({
      ...baseLevel(),
      robot: { at: P(40, 40), inventory: [], heatImmunity: 0 },
    });
    const strict = loadLevel(broken);
    expect(strict).toMatchObject({ ok: false, error: { kind: "invalid-level" } });
    expect(!strict.ok && strict.error.kind === "invalid-level" && strict.error.issues[0]?.code).toBe(
      "robot-out-of-bounds",
    );
    expect(loadLevel(broken, { validate: false }).ok).toBe(true);
  });

  it("saving refuses a level with errors and returns the text otherwise", () => {
    const refused = saveLevel({ ...baseLevel(), robot: { at: P(40, 40), inventory: [], heatImmunity: 0 } });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.map((e) => e.code)).toContain("robot-out-of-bounds");
    const saved = saveLevel(baseLevel());
    expect(saved.ok && JSON.parse(saved.text)).toEqual(serializeLevel(baseLevel()));
  });
});
