import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BAND_COMPARE_OPS,
  BANDS,
  CARRIERS,
  COMPARE_OPS,
  type Effect,
  ELEMENTS,
  forecast,
  type GameState,
  LEVEL_STATES,
  type Level,
  legalActions,
  loadLevel,
  newGame,
  type Pos,
  type Predicate,
  placeProp,
  REMEDIES,
  RULE_PHASES,
  RULE_REPEATS,
  serializeLevel,
  serializeLevelText,
  setNetworkCell,
  setTerrain,
  step,
  T_JUNCTION_MODES,
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
  // Legal actions accepted, refusals unchanged, frozen inputs, JSON states, replay determinism and
  // mid-game continuation: the engine conformance kit (conformance.test.ts).
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
          for (const v of state.networks[carrier].amount) {
            expect(v).toBeGreaterThanOrEqual(clamps.amount.min);
            expect(v).toBeLessThanOrEqual(clamps.amount.max);
          }
          for (const v of state.networks[carrier].potential) {
            expect(v).toBeGreaterThanOrEqual(clamps.potential.min);
            expect(v).toBeLessThanOrEqual(clamps.potential.max);
          }
          for (const b of state.blocks[carrier]) {
            expect(b).toBeGreaterThanOrEqual(0);
            expect(b).toBeLessThanOrEqual(state.balance.remedyBlockTurns);
          }
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
    const pos = (xs: number, ys: number[]) =>
      fc.record({ x: fc.integer({ min: 0, max: xs }), y: fc.constantFrom(...ys) });
    const predicate: fc.Arbitrary<Predicate> = fc.oneof(
      fc.record({ kind: fc.constant("turn"), op: fc.constantFrom(...COMPARE_OPS), value: fc.integer() }),
      fc.record({
        kind: fc.constant("level-state"),
        is: fc.boolean(),
        state: fc.constantFrom(...LEVEL_STATES),
      }),
      fc.record({ kind: fc.constant("robot-at"), at: pos(6, [1, 3]), is: fc.boolean() }),
      fc.record({
        kind: fc.constant("hazard-band"),
        at: pos(6, [1, 3]),
        element: fc.constantFrom(...ELEMENTS),
        op: fc.constantFrom(...BAND_COMPARE_OPS),
        band: fc.constantFrom(...BANDS),
      }),
      fc.record({ kind: fc.constant("diagnostics-unlocked"), is: fc.boolean() }),
    ) as fc.Arbitrary<Predicate>;
    const effect: fc.Arbitrary<Effect> = fc.oneof(
      fc.record({
        kind: fc.constant("heat"),
        at: pos(6, [1, 3]),
        amount: fc.double({ min: -5, max: 5, noNaN: true }),
      }),
      fc.record({
        kind: fc.constant("inventory"),
        remedy: fc.constantFrom(...REMEDIES),
        amount: fc.integer({ min: -2, max: 2 }),
      }),
      fc.record({ kind: fc.constant("warn"), text: fc.string({ minLength: 1, maxLength: 12 }) }),
      fc.record({ kind: fc.constant("lose"), reason: fc.string({ minLength: 1, maxLength: 12 }) }),
    ) as fc.Arbitrary<Effect>;
    const event = fc.record(
      {
        enabled: fc.boolean(),
        repeat: fc.constantFrom(...RULE_REPEATS),
        priority: fc.integer({ min: -5, max: 5 }),
        phase: fc.constantFrom(...RULE_PHASES),
        when: fc.array(predicate, { maxLength: 3 }),
        effects: fc.array(effect, { maxLength: 3 }),
        forecastText: fc.string({ maxLength: 12 }),
      },
      { requiredKeys: ["enabled", "repeat", "priority", "phase", "when", "effects"] },
    );
    const levelArb = fc
      .record({
        walls: fc.array(pos(6, [1, 3]), { maxLength: 5 }),
        hazards: fc.array(
          fc.record({
            at: pos(6, [1, 3]),
            heat: fc.double({ min: 0, max: 9, noNaN: true }),
            fuel: fc.option(fc.double({ min: 0, max: 9, noNaN: true }), { nil: undefined }),
          }),
          { maxLength: 5 },
        ),
        inventory: fc.array(fc.constantFrom(...REMEDIES), { maxLength: 3 }),
        unlocked: fc.boolean(),
        horizon: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
        title: fc.string({ minLength: 1, maxLength: 20 }),
        teaches: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
        door: fc.option(fc.record({ x: fc.integer({ min: 0, max: 5 }), open: fc.boolean() }), {
          nil: undefined,
        }),
        leakSeverity: fc.option(fc.double({ min: 0, max: 4, noNaN: true }), { nil: undefined }),
        leakRepaired: fc.boolean(),
        mode: fc.constantFrom(...T_JUNCTION_MODES),
        events: fc.array(event, { maxLength: 3 }),
      })
      .map((g) => {
        let level: Level = {
          ...baseLevel(),
          meta: {
            id: "gen",
            title: g.title,
            description: "generated",
            ...(g.teaches === undefined ? {} : { teaches: g.teaches }),
          },
          robot: { at: P(3, 3), inventory: g.inventory, heatImmunity: 0 },
          diagnosticsUnlocked: g.unlocked,
        };
        // A fuel T-junction at (3,0) with its third branch under the reactor, in the generated mode.
        level = setNetworkCell(level, "fuel", P(3, 1), true);
        level = placeProp(level, { kind: "t-junction", id: "split", at: P(3, 0), mode: g.mode });
        for (const w of g.walls)
          if (!(w.x === 3 && w.y === 3) && !(w.x === 3 && w.y === 1)) level = setTerrain(level, w, "wall");
        const floor = (p: { x: number; y: number }) => level.terrain[p.y]![p.x] === ".";
        if (g.door && floor(P(g.door.x, 3)) && floor(P(g.door.x + 1, 3))) {
          const edge: [Pos, Pos] = [P(g.door.x, 3), P(g.door.x + 1, 3)];
          if (!level.props.some((p) => p.at.x === g.door!.x && p.at.y === 3))
            level = placeProp(level, { kind: "door", id: "door", at: edge[0], edge, open: g.door.open });
        }
        if (g.leakSeverity !== undefined) {
          level.leaks = [
            {
              id: "leak",
              carrier: "coolant",
              at: P(2, 2),
              access: P(2, 2),
              severity: g.leakSeverity,
              repaired: g.leakRepaired,
            },
          ];
        }
        const seen = new Set<string>();
        level.hazards = g.hazards
          .filter((h) => floor(h.at) && !seen.has(`${h.at.x},${h.at.y}`) && seen.add(`${h.at.x},${h.at.y}`))
          .map((h) => ({
            at: P(h.at.x, h.at.y),
            heat: h.heat,
            ...(h.fuel === undefined ? {} : { fuel: h.fuel }),
          }));
        // Rule targets must be floor cells; keep the events whose cells are.
        level.events = g.events
          .map((e, i) => ({ id: `event-${i}`, ...e }))
          .filter((e) =>
            [...e.when, ...e.effects].every((x) => !("at" in x) || floor(x.at as { x: number; y: number })),
          );
        if (g.horizon !== undefined) level.balance = { forecastHorizon: g.horizon };
        return level;
      });
    fc.assert(
      fc.property(levelArb, (level) => {
        expect(validateLevel(level).errors).toEqual([]);
        const loaded = loadLevel(JSON.parse(JSON.stringify(serializeLevel(level))));
        expect(loaded.ok && loaded.level).toEqual(level);
        const fromText = loadLevel(serializeLevelText(level));
        expect(fromText.ok && fromText.level).toEqual(level);
      }),
      RUNS,
    );
  });
});
