import { RUN_STATS } from "../constants.js";
import type { ContentBundle } from "../schema/content.js";
import type { MatchEvent } from "../types.js";
import type { RunStats } from "./types.js";

export function emptyStats(): RunStats {
  return Object.fromEntries(RUN_STATS.map((name) => [name, 0])) as RunStats;
}

/** Adds what side 0 (the run's player) did in these match events to the live stats. */
export function addMatchStats(stats: RunStats, events: readonly MatchEvent[]): RunStats {
  let next: RunStats | null = null;
  const bump = (name: keyof RunStats, by: number) => {
    if (by === 0) return;
    next ??= { ...stats };
    next[name] += by;
  };
  for (const e of events) {
    switch (e.type) {
      case "Damage":
        if (e.target === "leader:1") bump("damageDealt", e.applied);
        break;
      case "Heal":
        if (e.target === "leader:0") bump("healingDone", e.applied);
        break;
      case "CardPlayed":
        if (e.side === 0) bump("cardsPlayed", 1);
        break;
      case "EnergyGenerated":
        if (e.side === 0) bump("energyGenerated", e.amount);
        break;
      case "Destroyed":
        if (e.controller === 1) bump("creaturesDestroyed", 1);
        break;
      case "TurnBegan":
        if (e.side === 0) bump("turnsPlayed", 1);
        break;
      default:
        break;
    }
  }
  return next ?? stats;
}

/** Packs whose every unlock condition holds for these stats (packs without conditions always do). */
export function unlockedPacks(content: ContentBundle, stats: RunStats): string[] {
  return content.packs.filter((p) => p.unlock.every((c) => stats[c.stat] >= c.atLeast)).map((p) => p.id);
}
