import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Action,
  CARRIERS,
  DIRECTIONS,
  ELEMENTS,
  forecast,
  type GameState,
  type Level,
  legalActions,
  loadLevel,
  newGame,
  placeProp,
  REMEDIES,
  serializeLevel,
  setTerrain,
  step,
  validateLevel,
} from "../src/index.js";
import { baseLevel, P, tutorial } from "./helpers/levels.js";
import { stableStringifyState } from "./helpers/rules.js";

const RUNS = { numRuns: 40 };
const LEVELS: Level[] = [
  baseLevel(),
  tutorial("02-junction-ratios.json"),
  tutorial("04-leaks-and-remedies.json"),
  tutorial("06-rule-events.json"),
];

/** Plays choice-indexed legal actions; returns every state visited. */
function playChoices(level: Level, choices: number[]): GameState[] {
  let state = newGame(level);
  const states = [state];
  for (const choice of choices) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    const r = step(state, legal[choice % legal.length]!);
    if (!r.ok) throw new Error(`legal action refused: ${r.code}`);
    state = r.state;
    states.push(state);
  }
  return states;
}

const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom(...DIRECTIONS).map((direction) => ({ type: "MoveRobot", direction }) as Action),
  fc
    .option(fc.constantFrom("0/4", "2/2", "3/0/3"), { nil: undefined })
    .map((mode) => (mode ? { type: "InteractProp", mode } : { type: "InteractProp" }) as Action),
  fc
    .record({ leak: fc.constantFrom("corridor-leak", "nope"), use: fc.constantFrom("repair", "remedy") })
    .map((a) => ({ type: "InteractLeak", ...a }) as Action),
  fc.constantFrom<Action>({ type: "ApplyHeatShield" }, { type: "ActivateReactor" }, { type: "EndTurn" }),
);

/** Random surface hazards on floor cells of the base level. */
const hazardsArb = fc.array(
  fc.record({
    x: fc.integer({ min: 0, max: 6 }),
    y: fc.integer({ min: 0, max: 4 }),
    element: fc.constantFrom(...ELEMENTS),
    value: fc.double({ min: 0, max: 10, noNaN: true }),
  }),
  { maxLength: 12 },
);

function withHazards(
  state: GameState,
  hazards: { x: number; y: number; element: (typeof ELEMENTS)[number]; value: number }[],
): GameState {
  for (const h of hazards) state.hazards[h.element][h.y * state.width + h.x] = h.value;
  return state;
}

describe("properties", () => {
  it("random valid action sequences never throw and legal actions are always accepted", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEVELS), fc.array(fc.nat(), { maxLength: 30 }), (level, choices) => {
        const states = playChoices(level, choices);
        const last = states.at(-1)!;
        expect(JSON.parse(JSON.stringify(last.log))).toEqual(last.log);
      }),
      RUNS,
    );
  });

  it("refused actions change nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), anyAction, (choices, action) => {
        const state = playChoices(LEVELS[2]!, choices).at(-1)!;
        const before = stableStringifyState(state);
        const r = step(state, action);
        expect(stableStringifyState(state)).toBe(before);
        if (!r.ok) expect(legalActions(state)).not.toContainEqual(action);
      }),
      RUNS,
    );
  });

  it("forecasts never mutate the state", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 10 }),
        hazardsArb,
        fc.integer({ min: 1, max: 8 }),
        (choices, hazards, horizon) => {
          const state = withHazards(playChoices(LEVELS[0]!, choices).at(-1)!, hazards);
          const before = stableStringifyState(state);
          forecast(state, horizon);
          expect(stableStringifyState(state)).toBe(before);
        },
      ),
      RUNS,
    );
  });

  it("the simulation is deterministic: same level and actions give the same states", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEVELS), fc.array(fc.nat(), { maxLength: 20 }), (level, choices) => {
        const a = playChoices(level, choices).map(stableStringifyState);
        const b = playChoices(level, choices).map(stableStringifyState);
        expect(a).toEqual(b);
      }),
      { numRuns: 20 },
    );
  });

  it("values stay within their clamps", () => {
    fc.assert(
      fc.property(hazardsArb, fc.array(fc.nat(), { maxLength: 12 }), (hazards, choices) => {
        let state = withHazards(newGame(baseLevel()), hazards);
        for (const choice of choices) {
          const legal = legalActions(state);
          if (legal.length === 0) break;
          const r = step(state, legal[choice % legal.length]!);
          if (r.ok) state = r.state;
        }
        const { clamps } = state.balance;
        for (const element of ELEMENTS) {
          for (const v of state.hazards[element]) {
            expect(v).toBeGreaterThanOrEqual(clamps[element].min);
            expect(v).toBeLessThanOrEqual(clamps[element].max);
          }
        }
        for (const carrier of CARRIERS) {
          for (const v of state.networks[carrier].amount) expect(v).toBeLessThanOrEqual(clamps.amount.max);
          for (const v of state.networks[carrier].potential)
            expect(v).toBeGreaterThanOrEqual(clamps.potential.min);
          for (const b of state.blocks[carrier]) expect(b).toBeGreaterThanOrEqual(0);
        }
        expect(state.robot.heatImmunity).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it("a closed door only ever blocks its own edge", () => {
    const edges = fc
      .record({
        x: fc.integer({ min: 0, max: 5 }),
        y: fc.integer({ min: 0, max: 3 }),
        horizontal: fc.boolean(),
      })
      .map(
        ({ x, y, horizontal }) =>
          [P(x, y), horizontal ? P(x + 1, y) : P(x, y + 1)] as [ReturnType<typeof P>, ReturnType<typeof P>],
      );
    fc.assert(
      fc.property(edges, hazardsArb, (edge, hazards) => {
        const simulateWith = (open: boolean) => {
          const level = placeProp(baseLevel(), { kind: "door", id: "door", at: P(0, 3), edge, open });
          const r = step(withHazards(newGame(level), hazards), { type: "EndTurn" });
          if (!r.ok) throw new Error(r.message);
          return r.state;
        };
        const open = simulateWith(true);
        const closed = simulateWith(false);
        const ends = new Set(edge.map((p) => p.y * 7 + p.x));
        for (const element of ELEMENTS) {
          open.hazards[element].forEach((v, cell) => {
            if (!ends.has(cell)) expect(closed.hazards[element][cell]).toBe(v);
          });
        }
      }),
      RUNS,
    );
  });

  it("serialization round-trips generated levels", () => {
    const levelArb = fc
      .record({
        walls: fc.array(fc.record({ x: fc.integer({ min: 0, max: 6 }), y: fc.constantFrom(1, 3) }), {
          maxLength: 5,
        }),
        hazards: fc.array(
          fc.record({
            x: fc.integer({ min: 0, max: 6 }),
            y: fc.constantFrom(1, 3),
            heat: fc.double({ min: 0, max: 9, noNaN: true }),
            fuel: fc.option(fc.double({ min: 0, max: 9, noNaN: true }), { nil: undefined }),
          }),
          { maxLength: 5 },
        ),
        inventory: fc.array(fc.constantFrom(...REMEDIES), { maxLength: 3 }),
        unlocked: fc.boolean(),
        horizon: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
        title: fc.string({ minLength: 1, maxLength: 20 }),
      })
      .map(({ walls, hazards, inventory, unlocked, horizon, title }) => {
        let level: Level = {
          ...baseLevel(),
          meta: { id: "gen", title, description: "generated" },
          robot: { at: P(3, 3), inventory, heatImmunity: 0 },
          diagnosticsUnlocked: unlocked,
        };
        for (const w of walls)
          if (!(w.x === 3 && w.y === 3) && !(w.x === 3 && w.y === 1)) level = setTerrain(level, w, "wall");
        const seen = new Set<string>();
        level.hazards = hazards
          .filter(
            (h) =>
              level.terrain[h.y]![h.x] === "." && !seen.has(`${h.x},${h.y}`) && seen.add(`${h.x},${h.y}`),
          )
          .map((h) => ({ at: P(h.x, h.y), heat: h.heat, ...(h.fuel === undefined ? {} : { fuel: h.fuel }) }));
        if (horizon !== undefined) level.balance = { forecastHorizon: horizon };
        return level;
      });
    fc.assert(
      fc.property(levelArb, (level) => {
        expect(validateLevel(level).errors).toEqual([]);
        const loaded = loadLevel(JSON.parse(JSON.stringify(serializeLevel(level))));
        expect(loaded.ok && loaded.level).toEqual(level);
      }),
      RUNS,
    );
  });
});
