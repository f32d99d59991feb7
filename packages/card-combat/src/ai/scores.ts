import type { Side } from "../constants.js";

/**
 * The AI's arithmetic, shared by the policy (`chooseCommand`, on match states) and the simulator
 * (src/sim, on its own representation): each formula is written once, so both score every offer
 * with the same numbers in the same order of operations.
 */

/** What scoring reads of a creature, a card or an entity. */
interface Body {
  attack: number;
  health: number;
}

/** What an entity's valuation reads of it. */
interface Valued extends Body {
  controller: Side;
  maxHealth: number;
  countdown: number | null;
}

export const creatureWorth = (e: Body): number => e.attack + e.health / 2 + 1;

/**
 * A PlayCard: `effects` is its onPlay ability's value (0 without one), `fieldWorth` the field's
 * `fieldValue`. A spell worth nothing is not played (-1).
 */
export function playScore(
  card: Body & { cost: number },
  type: string,
  fieldWorth: number,
  effects: number,
): number {
  let body = 0;
  if (type === "creature") body = card.attack + card.health / 2 + 1;
  else if (type === "field") body = 2 + fieldWorth;
  if (type === "spell" && effects <= 0) return -1;
  return 1 + card.cost * 0.5 + body + effects;
}

/** An Activate whose ability is worth `value` and costs `cost`. */
export const activateScore = (value: number, cost: number): number =>
  value > 0 ? 2 + value - cost * 0.5 : -1;

/** An Attack on a creature (`defender`), or on a leader with `leaderHealth` (`defender` null). */
export function attackScore(
  attacker: Body,
  defender: Body | null,
  leaderHealth: number,
  aggressive: boolean,
): number {
  if (defender === null) {
    if (attacker.attack >= leaderHealth) return 1000;
    return (aggressive ? 6 : 2.5) + attacker.attack;
  }
  const kills = attacker.attack >= defender.health;
  const dies = defender.attack >= attacker.health;
  const gain = kills ? 3 + defender.attack * 1.5 + defender.health * 0.5 : attacker.attack * 0.4;
  const loss = dies ? 1 + attacker.attack * 1.2 + attacker.health * 0.4 : 0;
  return (aggressive ? 1 : 3) + gain - loss;
}

/** A field's worth from its abilities: 3 per energy it generates, 1 per other effect. */
export function fieldValue(
  abilities: readonly { effects: readonly { action: string; amount?: number }[] }[],
): number {
  let v = 0;
  for (const a of abilities)
    for (const e of a.effects) v += e.action === "GenerateEnergy" ? 3 * (e.amount ?? 1) : 1;
  return v;
}

/** An effect (`action`, `amount` as written) on entity `e` (`creature`: whether it is one), for `side`. */
export function entityValue(
  side: Side,
  action: string,
  written: number | undefined,
  e: Valued,
  creature: boolean,
): number {
  const amount = written ?? 0;
  const sign = e.controller === side ? -1 : 1;
  switch (action) {
    case "DealDamage":
      if (!creature) return 0;
      return sign * (amount >= e.health ? creatureWorth(e) + 2 : amount * 0.7);
    case "Heal":
      return creature ? -sign * Math.min(amount, e.maxHealth - e.health) : 0;
    case "Destroy":
      return sign * (creature ? creatureWorth(e) + 2 : 3);
    case "ModifyAttack":
      return creature ? -sign * amount * 1.2 : 0;
    case "ModifyHealth":
      return creature ? -sign * amount * (amount < 0 && -amount >= e.health ? 3 : 0.8) : 0;
    case "ModifyCountdown":
      return e.countdown === null ? 0 : -sign * amount * (e.countdown + amount <= 0 ? 3 : 1);
    default:
      return 0;
  }
}

/** An effect on the leader of side `leader` (its `player`'s health), for `side`. */
export function leaderValue(
  side: Side,
  action: string,
  written: number | undefined,
  leader: Side,
  player: { health: number; maxHealth: number },
): number {
  const amount = written ?? 0;
  const sign = leader === side ? -1.5 : 1;
  if (action === "DealDamage") return leader !== side && amount >= player.health ? 1000 : sign * amount;
  if (action === "Heal") return -sign * Math.min(amount, player.maxHealth - player.health);
  return 0;
}
