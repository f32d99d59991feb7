/**
 * A small, fully validated content bundle for run tests: fights that the test plays by hand in a few
 * commands (the player's deck is all 0-cost damage spells; the enemy only does what the test says).
 */
import {
  type ContentBundle,
  legalCommands,
  parseContent,
  type RunAction,
  type RunEvent,
  type RunState,
  stepRun,
} from "../src/index.js";
import { card } from "./helpers.js";

const damage = (amount: number) => ({ action: "DealDamage", target: "opponent", amount });
/** A spell's one ability that touches every run statistic: damage, a sweep, a heal, energy and a summon. */
const comboAbility = (first: number, summon: string) => ({
  when: "onPlay",
  effects: [
    damage(first),
    { action: "DealDamage", target: "allEnemyCreatures", amount: 1 },
    { action: "Heal", target: "controller", amount: 1 },
    { action: "GenerateEnergy", amount: 1 },
    { action: "Summon", card: summon },
  ],
});

/** Spells that damage the opposing leader: what `winFight` plays. */
export const ZAPS = new Set(["alpha.zap", "beta.bite", "alpha.combo"]);

export interface LabOptions {
  alphaStarter?: string[];
  betaStarter?: string[];
  /** Health of the three encounters, in map order. */
  health?: [number, number, number];
  /** The enemy deck of every encounter. */
  enemyDeck?: string[];
  playerHealth?: number;
  packs?: ContentBundle["packs"];
  rewardChoices?: number;
}

export function labContent(o: LabOptions = {}): ContentBundle {
  const [h1, h2, h3] = o.health ?? [2, 3, 4];
  const enemyDeck = o.enemyDeck ?? Array(10).fill("beta.bite");
  const alpha = (data: Record<string, unknown>) => card({ faction: "alpha", ...data });
  const beta = (data: Record<string, unknown>) => card({ faction: "beta", ...data });
  const bundle = {
    name: "Run lab",
    factions: [
      {
        id: "alpha",
        name: "Alpha",
        starter: o.alphaStarter ?? Array(8).fill("alpha.zap"),
        cards: [
          alpha({
            id: "alpha.zap",
            type: "spell",
            cost: 0,
            abilities: [{ when: "onPlay", effects: [damage(1)] }],
          }),
          alpha({
            id: "alpha.combo",
            type: "spell",
            cost: 0,
            abilities: [comboAbility(1, "alpha.pup")],
          }),
          alpha({ id: "alpha.pup", type: "creature", cost: 1, attack: 1, health: 1 }),
          alpha({ id: "alpha.brute", type: "creature", cost: 2, attack: 2, health: 3 }),
          alpha({ id: "alpha.sprout", type: "creature", cost: 0, attack: 1, health: 1 }),
          alpha({ id: "alpha.totem", type: "field", cost: 2 }),
        ],
      },
      {
        id: "beta",
        name: "Beta",
        starter: o.betaStarter ?? Array(8).fill("beta.bite"),
        cards: [
          beta({
            id: "beta.bite",
            type: "spell",
            cost: 0,
            abilities: [{ when: "onPlay", effects: [damage(1)] }],
          }),
          beta({
            id: "beta.foe",
            type: "spell",
            cost: 0,
            abilities: [comboAbility(2, "beta.grunt")],
          }),
          beta({ id: "beta.grunt", type: "creature", cost: 0, attack: 1, health: 1 }),
        ],
      },
      {
        id: "gamma",
        name: "Gamma",
        starter: Array(8).fill("gamma.mite"),
        cards: [
          card({ faction: "gamma", id: "gamma.mite", type: "creature", cost: 1, attack: 1, health: 1 }),
        ],
      },
    ],
    packs: o.packs ?? [
      {
        id: "pack.base",
        name: "Base",
        cards: ["alpha.brute", "alpha.pup", "alpha.totem", "alpha.sprout"],
        unlock: [],
      },
      {
        id: "pack.first_win",
        name: "First win",
        cards: ["gamma.mite"],
        unlock: [{ stat: "fightsWon", atLeast: 1 }],
      },
    ],
    // Listed in another order than the map, so a fight against the wrong encounter shows.
    encounters: [
      { id: "enc.boss", name: "Boss", tier: "boss", health: h3, deck: enemyDeck, ai: "balanced" },
      { id: "enc.two", name: "Two", tier: "elite", health: h2, deck: enemyDeck, ai: "balanced" },
      { id: "enc.one", name: "One", tier: "normal", health: h1, deck: enemyDeck, ai: "aggressive" },
    ],
    run: {
      map: ["enc.one", "enc.two", "enc.boss"],
      playerHealth: o.playerHealth ?? 20,
      rewardChoices: o.rewardChoices ?? 3,
    },
  };
  const parsed = parseContent(bundle);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

/** Steps and fails the test with the refusal when the action is refused. */
export function act(run: RunState, action: RunAction): { state: RunState; events: RunEvent[] } {
  const result = stepRun(run, action);
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  return result;
}

/** Plays the current fight: the player casts its damage spells at the enemy leader, the enemy passes. */
export function winFight(run: RunState, events: RunEvent[] = []): RunState {
  for (let i = 0; i < 200 && run.phase === "combat"; i++) {
    const m = run.match!;
    const zap = m.active === 0 ? m.players[0].hand.find((c) => ZAPS.has(c.card)) : undefined;
    const command = zap
      ? { type: "PlayCard" as const, side: 0 as const, card: zap.uid }
      : { type: "EndTurn" as const, side: m.active };
    const result = act(run, { type: "Combat", command });
    events.push(...result.events);
    run = result.state;
  }
  return run;
}

/** Plays the current fight: the player passes, the enemy plays whatever it can at the player's leader. */
export function loseFight(run: RunState, events: RunEvent[] = []): RunState {
  for (let i = 0; i < 200 && run.phase === "combat"; i++) {
    const m = run.match!;
    const play = m.active === 1 ? legalCommands(m).find((c) => c.type === "PlayCard") : undefined;
    const result = act(run, { type: "Combat", command: play ?? { type: "EndTurn", side: m.active } });
    events.push(...result.events);
    run = result.state;
  }
  return run;
}

/** A run state as it comes back from JSON: not made by the engine, so checked in full by `stepRun`. */
export const fromJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
