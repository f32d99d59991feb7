import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameState, type Level, legalActions, newGame, step } from "../src/index.js";
import { keyPlan, stateKey } from "../src/solver/state-key.js";
import { baseLevel, P, setPropField, tutorial, withProp } from "./helpers/levels.js";

const LEVELS: [string, Level][] = [
  ...[
    "01-flow-and-consumers",
    "04-leaks-and-remedies",
    "05-heat-and-shields",
    "06-rule-events",
    "07-final-shift",
  ].map((name): [string, Level] => [name, tutorial(`${name}.json`)]),
  // no turn rule at all, a lamp nobody needs, a terminal: the turn, the lamp and the terminal leave the key
  [
    "lamp",
    withProp(
      withProp(setPropField(baseLevel(), "electricity-use", { enabled: false }), {
        kind: "consumer",
        id: "lamp",
        at: P(2, 0),
        carrier: "fuel",
        enabled: true,
      }),
      { kind: "terminal", id: "eye", at: P(1, 3), unlocked: false },
    ),
  ],
];

/** Plays the legal action chosen by each pick (modulo the number of legal actions) while the game runs. */
function playPicks(state: GameState, picks: readonly number[]): GameState {
  for (const pick of picks) {
    const legal = legalActions(state);
    if (legal.length === 0) break;
    const result = step(state, legal[pick % legal.length]!);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return state;
}

/**
 * A copy of `state` changed only where the solver's key says nothing of the future depends: the order
 * of the inventory, fired events and removed cells; the log, forecast and this turn's actions; last
 * turn's network values (unless a start-of-simulation rule reads them); moves this turn without a
 * shield; the calm level state (unless a rule reads it); the turn past the key's cap (when no rule
 * reads the turn at all); and the state of props nothing depends on.
 */
function perturbed(state: GameState, level: Level): GameState {
  const plan = keyPlan(level);
  const copy = structuredClone(state);
  copy.robot.inventory.reverse();
  copy.firedEvents.reverse();
  copy.networkEdits.reverse();
  copy.log = [];
  copy.forecast = null;
  copy.turnActions = [];
  if (!plan.networkValues) {
    for (const layer of Object.values(copy.networks)) {
      layer.amount = layer.amount.map((v) => v / 2);
      layer.potential = layer.potential.map((v) => v + 1);
    }
  }
  if (copy.robot.heatImmunity === 0) copy.movesThisTurn += 2;
  if (!plan.calmStates && ["Stable", "Caution", "Critical"].includes(copy.levelState))
    copy.levelState = copy.levelState === "Critical" ? "Caution" : "Critical";
  const readsTurn = level.events.some((e) => e.enabled && e.when.some((p) => p.kind === "turn"));
  if (!readsTurn) copy.turn += 5;
  copy.props.forEach((prop, i) => {
    if (!plan.ignored.has(i)) return;
    if (prop.kind === "consumer") {
      prop.enabled = !prop.enabled;
      copy.services[prop.id] = prop.enabled ? "starved" : "disabled";
    } else if (prop.kind === "flow") prop.enabled = !prop.enabled;
  });
  return copy;
}

describe("the solver's state keys", () => {
  for (const [name, level] of LEVELS) {
    it(`${name}: a state changed only where its key looks away plays on exactly like the original`, () => {
      const start = newGame(level);
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { maxLength: 14 }),
          fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
          (prefix, suffix) => {
            const plan = keyPlan(level);
            let a = playPicks(start, prefix);
            let b = perturbed(a, level);
            expect(stateKey(b, plan)).toBe(stateKey(a, plan));
            for (const pick of suffix) {
              const legal = legalActions(a);
              if (legal.length === 0) break;
              const action = legal[pick % legal.length]!;
              const ra = step(a, action);
              const rb = step(b, action);
              expect(rb.ok).toBe(ra.ok);
              if (!ra.ok || !rb.ok) break;
              a = ra.state;
              b = rb.state;
              expect(stateKey(b, plan)).toBe(stateKey(a, plan));
              expect(b.loss?.reason).toBe(a.loss?.reason);
              if (a.levelState === "Won" || a.levelState === "Lost") expect(b.levelState).toBe(a.levelState);
            }
          },
        ),
        { numRuns: 40, seed: 36_100 },
      );
    }, 120_000);
  }

  it("looks away from exactly what the plan says for each tutorial level", () => {
    const plans = LEVELS.map(([name, level]) => [name, keyPlan(level)] as const);
    const lamp = plans.find(([name]) => name === "lamp")![1];
    expect(lamp.turnCap).toBe(1);
    // the base level's three consumers are bound and its flow props feed them; the lamp is nobody's
    expect([...lamp.ignored].map((i) => LEVELS.at(-1)![1].props[i]!.id)).toEqual(["lamp"]);
    expect(lamp.diagnostics).toBe(false);
    const final = plans.find(([name]) => name === "07-final-shift")![1];
    // steam vent from turn 9, pump trip at turn 10: turns up to 10 stay apart; the two deadlines do not count
    expect(final.turnCap).toBe(11);
    const level = tutorial("07-final-shift.json");
    expect([...final.ignored].map((i) => level.props[i]!.id).sort()).toEqual(["lab-burner", "west-lamp"]);
    expect(final).toMatchObject({ calmStates: false, networkValues: false, diagnostics: false });
  });
});
