import type { UpgradeKind } from "../constants.js";
import { cardOf } from "../content/decks.js";
import type { RunProgress, RunState } from "./types.js";

/** Why an upgrade cannot be applied, or null. ReduceCost needs cost > 0; +Attack/+Health need a creature. */
export function upgradeProblem(run: RunState, uid: string, upgrade: UpgradeKind): string | null {
  const card = run.progress.cards.find((c) => c.uid === uid);
  if (!card) return `${uid} is not one of your cards`;
  if (upgrade === "ReduceCost") return card.cost > 0 ? null : `${card.card} already costs 0`;
  return cardOf(run.content, card.card).type === "creature" ? null : `${card.card} is not a creature`;
}

/** Upgrades change one owned copy in RunProgress, never the definition or any other copy. */
export function applyUpgrade(progress: RunProgress, uid: string, upgrade: UpgradeKind): RunProgress {
  return {
    ...progress,
    cards: progress.cards.map((c) => {
      if (c.uid !== uid) return c;
      if (upgrade === "ReduceCost") return { ...c, cost: Math.max(0, c.cost - 1) };
      if (upgrade === "AddAttack") return { ...c, attack: c.attack + 1 };
      return { ...c, health: c.health + 1 };
    }),
  };
}
