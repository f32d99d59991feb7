import { readFileSync } from "node:fs";
import { replay as replayEngine, stableStringify } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Action,
  legalActions,
  loadLevel,
  newGame,
  parseActions,
  parseLevel,
  REFUSALS,
  reactorEngine,
  replay,
  replayActions,
  serializeLevel,
  serializeLevelText,
  validateLevel,
} from "../src/index.js";
import { baseLevel, LEVELS_DIR, P, tutorial } from "./helpers/levels.js";

/** The engine contract's shapes: parseLevel / parseActions take text or values, replay is core's. */

const warned = () => ({ ...baseLevel(), hazards: [{ at: P(2, 3), fuel: 5 }] });

describe("parseLevel: the one level loader", () => {
  it("text and the value it holds give the same result, whatever the file", () => {
    const files = [serializeLevel(baseLevel()), serializeLevel(warned()), { format: "nope" }, [1], null];
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.boolean(), (file, validate) => {
        const text = JSON.stringify(file);
        expect(parseLevel(text, { validate })).toEqual(parseLevel(JSON.parse(text), { validate }));
      }),
    );
  });

  it("validates by default: errors refuse the level, each an issue with its JSON path", () => {
    const broken = { ...baseLevel(), robot: { at: P(40, 40), inventory: [], heatImmunity: 0 } };
    const parsed = parseLevel(serializeLevelText(broken));
    expect(parsed).toEqual({
      ok: false,
      issues: validateLevel(broken).errors.map((e) => ({
        path: e.location.path,
        code: e.code,
        message: e.message,
      })),
    });
    expect(parsed.ok || parsed.issues[0]!.path).toMatch(/^\$/);
    // validate: false only checks the structure
    expect(parseLevel(serializeLevel(broken), { validate: false })).toEqual({
      ok: true,
      value: broken,
      warnings: [],
    });
  });

  it("a level with warnings is usable: the warnings come with the value", () => {
    const parsed = parseLevel(serializeLevel(warned()));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.warnings).toEqual(validateLevel(warned()).warnings);
    expect(parsed.ok && parsed.warnings!.length).toBeGreaterThan(0);
  });

  it("an unsupported file is one issue at $ with code unsupported-format; text that is not JSON is invalid_json", () => {
    expect(parseLevel({ pipes: [] })).toMatchObject({
      ok: false,
      issues: [{ path: "$", code: "unsupported-format", message: expect.stringContaining("prototype") }],
    });
    expect(parseLevel("{ nope")).toMatchObject({ ok: false, issues: [{ path: "$", code: "invalid_json" }] });
  });

  it("the deprecated loadLevel answers as before, for every outcome parseLevel has", () => {
    for (const input of [
      serializeLevel(warned()),
      { pipes: [] },
      "{ nope",
      serializeLevelText(baseLevel()),
    ]) {
      const parsed = parseLevel(input);
      const loaded = loadLevel(input);
      expect(loaded.ok).toBe(parsed.ok);
      if (loaded.ok && parsed.ok) {
        expect(loaded.level).toEqual(parsed.value);
        expect(loaded.warnings).toEqual(parsed.warnings);
      }
      if (!loaded.ok && !parsed.ok && loaded.error.kind === "unsupported-format")
        expect(parsed.issues).toEqual([
          { path: "$", code: "unsupported-format", message: loaded.error.message },
        ]);
    }
  });
});

describe("parseActions takes text like parseLevel", () => {
  const file = readFileSync(`${LEVELS_DIR}01-flow-and-consumers.solution.json`, "utf8");

  it("the text of an actions file reads like its value (it was $: invalid_union)", () => {
    const parsed = parseActions(file);
    expect(parsed.ok).toBe(true);
    expect(parsed).toEqual(parseActions(JSON.parse(file)));
    expect(parseActions('[{"type":"EndTurn"}]')).toEqual({
      ok: true,
      value: { format: "reactor-actions", version: 1, actions: [{ type: "EndTurn" }] },
    });
  });

  it("text that is not JSON is one invalid_json issue at $", () => {
    expect(parseActions("[{")).toMatchObject({ ok: false, issues: [{ path: "$", code: "invalid_json" }] });
  });
});

/** An action list that follows legal actions, with a refused action now and then. */
const actionLists = fc.array(fc.tuple(fc.nat(), fc.nat(9)), { maxLength: 25 });
function walk(choices: readonly (readonly [number, number])[]): Action[] {
  let state = newGame(tutorial("01-flow-and-consumers.json"));
  const actions: Action[] = [];
  for (const [pick, odd] of choices) {
    const legal = legalActions(state);
    const action: Action =
      odd === 0 || legal.length === 0 ? { type: "ActivateReactor" } : legal[pick % legal.length]!;
    actions.push(action);
    const result = reactorEngine.step(state, action);
    if (result.ok) state = result.state;
  }
  return actions;
}

describe("replay(initial, actions): core's replay over reactorEngine, with turns", () => {
  it("its state and events are core's replay over the engine, byte for byte", () => {
    fc.assert(
      fc.property(actionLists, (choices) => {
        const actions = walk(choices);
        const start = newGame(tutorial("01-flow-and-consumers.json"));
        const { turns: _t, openActions: _o, ...contract } = replay(start, actions);
        expect(stableStringify(contract)).toBe(stableStringify(replayEngine(reactorEngine, start, actions)));
      }),
      { numRuns: 15 },
    );
  });

  it("the deprecated replayActions gives what replay gives, in its older shape", () => {
    fc.assert(
      fc.property(actionLists, (choices) => {
        const actions = walk(choices);
        const start = newGame(tutorial("01-flow-and-consumers.json"));
        const now = replay(start, actions);
        const old = replayActions(start, actions);
        expect(old.ok).toBe(now.ok);
        expect(stableStringify(old.state)).toBe(stableStringify(now.state));
        expect(old.events).toEqual(now.events);
        expect(old.turns).toEqual(now.turns);
        expect(old.openActions).toEqual(now.openActions);
        if (!now.ok)
          expect(old.refused).toEqual({
            index: now.index,
            action: now.action,
            code: now.refusal.code,
            message: now.refusal.message,
          });
        else expect(old.refused).toBeUndefined();
      }),
      { numRuns: 15 },
    );
  });

  it("a refusal says where, and the state is the one before it", () => {
    const start = newGame(baseLevel());
    const north: Action = { type: "MoveRobot", direction: "north" };
    const result = replay(start, [north, { type: "ActivateReactor" }, north]);
    expect(result).toMatchObject({ ok: false, index: 1, refusal: { code: REFUSALS.notAtReactor } });
    expect(result.turns).toEqual([]);
    expect(result.openActions).toEqual([north]);
    const progress: number[] = [];
    replay(start, [north, north], { onStep: (done) => progress.push(done) });
    expect(progress).toEqual([1, 2]);
  });
});
