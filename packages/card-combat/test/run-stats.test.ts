import { describe, expect, it } from "vitest";
import { createRun, emptyStats, type RunState, type RunStats } from "../src/index.js";
import { act, labContent } from "./run-lab.js";

/**
 * RunStats count what side 0 (the run's player) does, live from the match events: damage dealt to the
 * enemy leader, healing done to your own leader, cards played, energy generated, enemy creatures
 * destroyed, turns played. The enemy's own doings never count.
 *
 * Both sides hold one card each. The player's combo: 1 damage to the enemy leader, 1 to every enemy
 * creature, heal own leader 1, supply 1, summon a 1/1. The enemy's: 2 damage to the player's leader,
 * 1 to every enemy (player) creature, heal own leader 1, supply 1, summon a 1/1.
 */
describe("RunStats", () => {
  const content = labContent({
    alphaStarter: Array(8).fill("alpha.combo"),
    betaStarter: Array(8).fill("alpha.combo"),
    enemyDeck: Array(10).fill("beta.foe"),
    health: [20, 20, 20],
  });
  const stats = (over: Partial<RunStats>): RunStats => ({ ...emptyStats(), ...over });
  const play = (run: RunState) => {
    const m = run.match!;
    return act(run, {
      type: "Combat",
      command: { type: "PlayCard", side: m.active, card: m.players[m.active].hand[0]!.uid },
    }).state;
  };
  const endTurn = (run: RunState) =>
    act(run, { type: "Combat", command: { type: "EndTurn", side: run.match!.active } }).state;

  it("count only what the player does: its turns, supply, plays, damage to the enemy leader, healing of its own leader and enemy kills", () => {
    let run = createRun(content, "stats", ["alpha", "beta"]).state;
    // Fight 1 has started: the player's first turn began and its base field supplied 1.
    expect(run.stats).toEqual(stats({ turnsPlayed: 1, energyGenerated: 1 }));

    run = play(run); // 1 to the enemy leader; the heal applies 0 (full health); supply 1.
    expect(run.stats).toEqual(stats({ turnsPlayed: 1, energyGenerated: 2, cardsPlayed: 1, damageDealt: 1 }));

    run = endTurn(run); // The enemy's turn begins and its base field supplies: not the player's.
    expect(run.match!.active).toBe(1);
    expect(run.stats).toEqual(stats({ turnsPlayed: 1, energyGenerated: 2, cardsPlayed: 1, damageDealt: 1 }));

    // The enemy plays: damage to the player's leader and creature, its own heal and supply, its kill.
    run = play(run);
    expect(run.match!.players[0].health).toBe(18);
    expect(run.match!.players[1].health).toBe(20);
    expect(run.match!.board.filter((e) => e.controller === 0 && e.card === "alpha.pup")).toHaveLength(0);
    expect(run.stats).toEqual(stats({ turnsPlayed: 1, energyGenerated: 2, cardsPlayed: 1, damageDealt: 1 }));

    run = endTurn(run); // The player's second turn: a turn and the base field's supply.
    expect(run.stats).toEqual(stats({ turnsPlayed: 2, energyGenerated: 3, cardsPlayed: 1, damageDealt: 1 }));

    // 1 to the enemy leader and 1 to its creature (destroyed: not leader damage), heal 1 applied.
    run = play(run);
    expect(run.match!.players[0].health).toBe(19);
    expect(run.stats).toEqual(
      stats({
        turnsPlayed: 2,
        energyGenerated: 4,
        cardsPlayed: 2,
        damageDealt: 2,
        healingDone: 1,
        creaturesDestroyed: 1,
      }),
    );
  });
});
