import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_BALANCE,
  type GameState,
  type Level,
  newGame,
  type Pos,
  placeProp,
  type ReactorEvent,
} from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P } from "./helpers/levels.js";

// The design's door props: a closed door blocks surface propagation and pair evaluation across its
// authored edge, and nothing else — not underground network flow, not source feeding, not consumer
// supply, not the reactions inside a cell (surface.test.ts has the edge itself).

const B = DEFAULT_BALANCE;

/** Doors over the base level's networks: at a source (fuel), mid-line (coolant), at a consumer (electricity), and over a leak. */
function doorsOnNetworks(open: boolean): Level {
  let level = baseLevel();
  level = {
    ...level,
    leaks: [{ id: "fuel-leak", carrier: "fuel", at: P(3, 0), access: P(3, 0), severity: 1, repaired: false }],
  };
  const doors: [string, Pos, [Pos, Pos]][] = [
    ["source-door", P(0, 1), [P(0, 0), P(1, 0)]],
    ["leak-door", P(4, 1), [P(3, 0), P(4, 0)]],
    ["mid-door", P(2, 1), [P(2, 2), P(3, 2)]],
    ["consumer-door", P(5, 3), [P(5, 4), P(6, 4)]],
  ];
  for (const [id, at, edge] of doors) level = placeProp(level, { kind: "door", id, at, edge, open });
  return level;
}

const networksOf = (s: GameState) => ({
  fuel: [...s.networks.fuel.amount, ...s.networks.fuel.potential],
  coolant: [...s.networks.coolant.amount, ...s.networks.coolant.potential],
  electricity: [...s.networks.electricity.amount, ...s.networks.electricity.potential],
});

const injected = (events: ReactorEvent[]) =>
  events.flatMap((e) => (e.type === "leak-injected" ? [[e.leak, e.amount]] : []));

describe("closed doors on network cells change nothing underground", () => {
  it("flow, source feeding, leak feeding and consumer supply are the same with the doors closed, open or absent", () => {
    const closed = endTurns(newGame(doorsOnNetworks(false)), 3);
    const open = endTurns(newGame(doorsOnNetworks(true)), 3);
    const none = endTurns(newGame({ ...doorsOnNetworks(true), props: baseLevel().props }), 3);
    expect(
      closed.state.props.filter((p) => p.kind === "door").every((p) => p.kind === "door" && !p.open),
    ).toBe(true);
    for (const other of [open, none]) {
      expect(networksOf(closed.state)).toEqual(networksOf(other.state));
      expect(closed.state.services).toEqual(other.state.services);
      expect(injected(closed.events)).toEqual(injected(other.events));
    }
    expect(closed.state.services).toEqual({
      "fuel-use": "producing",
      "coolant-use": "producing",
      "electricity-use": "producing",
    });
    // The source's own cell, the cells behind each door and the consumers still get carrier.
    expect(closed.state.networks.fuel.amount[cell(closed.state, P(1, 0))]).toBeCloseTo(
      B.carriers.fuel.sourceAmount - B.carriers.fuel.amountFalloff,
      10,
    );
    expect(injected(closed.events)).toHaveLength(3);
    expect(injected(closed.events).every(([, amount]) => (amount as number) > 0)).toBe(true);
    expect(closed.state.levelState).toBe(open.state.levelState);
  });

  it("property: closing a door on any edge never changes network values or services", () => {
    const edges = fc
      .record({
        x: fc.integer({ min: 0, max: 5 }),
        y: fc.integer({ min: 0, max: 3 }),
        horizontal: fc.boolean(),
      })
      .map(({ x, y, horizontal }): [Pos, Pos] => [P(x, y), horizontal ? P(x + 1, y) : P(x, y + 1)]);
    fc.assert(
      fc.property(edges, fc.integer({ min: 1, max: 3 }), (edge, turns) => {
        const run = (open: boolean) =>
          endTurns(
            newGame(placeProp(baseLevel(), { kind: "door", id: "door", at: P(1, 3), edge, open })),
            turns,
          ).state;
        const open = run(true);
        const closed = run(false);
        expect(networksOf(closed)).toEqual(networksOf(open));
        expect(closed.services).toEqual(open.services);
      }),
      { numRuns: 25 },
    );
  });
});

describe("closed doors and same-cell reactions", () => {
  /** Fuel and heat critical on (2,3), coolant and heat critical on (3,3), a door on the edge between them. */
  const reacting = (open: boolean | null, heat = B.bands.heat.critical + 2) => {
    const level =
      open === null
        ? baseLevel()
        : placeProp(baseLevel(), { kind: "door", id: "d", at: P(1, 3), edge: [P(2, 3), P(3, 3)], open });
    return gameWith(level, (s) => {
      s.hazards.fuel[cell(s, P(2, 3))] = B.bands.fuel.critical + 2;
      s.hazards.heat[cell(s, P(2, 3))] = heat;
      s.hazards.coolant[cell(s, P(3, 3))] = B.bands.coolant.critical + 2;
      s.hazards.heat[cell(s, P(3, 3))] = heat;
      s.robot.at = P(6, 1);
    });
  };
  const pairCounts = (events: ReactorEvent[]) => events.find((e) => e.type === "pair-effects");

  it("both cells of a closed door's edge still react inside themselves; only the pairs across the edge stop", () => {
    const closed = endTurns(reacting(false), 1);
    const open = endTurns(reacting(true), 1);
    // Same cell: Ignite2 on the fuel cell, Quench2 on the coolant cell. Open adds the two across the edge.
    expect(pairCounts(closed.events)).toMatchObject({ counts: { Ignite2: 1, Quench2: 1 } });
    expect(pairCounts(open.events)).toMatchObject({ counts: { Ignite2: 2, Quench2: 2 } });
    expect(pairCounts(endTurns(reacting(null), 1).events)).toEqual(pairCounts(open.events));
    // Their marks (isolated formula): against the same door without heat, the fuel cell lost exactly the
    // Ignite2 burn and the coolant cell exactly the Quench2 evaporation; nothing crossed the edge.
    const s = closed.state;
    const cold = endTurns(reacting(false, 0), 1).state;
    const fuelCell = cell(s, P(2, 3));
    const coolantCell = cell(s, P(3, 3));
    expect(cold.hazards.fuel[fuelCell]! - s.hazards.fuel[fuelCell]!).toBeCloseTo(B.pairs.ignite2Burn, 10);
    expect(cold.hazards.coolant[coolantCell]! - s.hazards.coolant[coolantCell]!).toBeCloseTo(
      B.pairs.quench2Evaporate,
      10,
    );
    expect([s.hazards.fuel[coolantCell], s.hazards.coolant[fuelCell]]).toEqual([0, 0]);
  });
});
