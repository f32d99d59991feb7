import type { RngState } from "@rulekit/core";
import type { RunPhase, RunStatName, UpgradeKind } from "../constants.js";
import type { ContentBundle } from "../schema/content.js";
import type { CardInstance, Command, MatchEvent, MatchState } from "../types.js";

/** The persistent card list of a run: owned instances, each with its HolderId (the faction that owns it). */
export interface RunProgress {
  factions: [string, string];
  cards: CardInstance[];
  nextUid: number;
}

/** Live statistics of the current run (side 0's point of view); they drive pack unlocks. */
export type RunStats = Record<RunStatName, number>;

export interface RunSummary {
  outcome: "won" | "lost";
  fightsWon: number;
  reached: number;
  stats: RunStats;
  unlockedPacks: string[];
}

export interface RunState {
  seed: string;
  /** The run's own GameRng: faction pick and reward offers (each match has its own). */
  rng: RngState;
  content: ContentBundle;
  progress: RunProgress;
  stats: RunStats;
  unlockedPacks: string[];
  /** Index in `content.run.map` of the current (or next) encounter. */
  position: number;
  phase: RunPhase;
  match: MatchState | null;
  /** Card ids offered as a reward (phase "reward"). */
  offer: string[];
  /** Set when the run ends; stats and unlocks are then reset for the next run. */
  summary: RunSummary | null;
}

export type RunAction =
  | { type: "Combat"; command: Command }
  | { type: "ChooseReward"; card: string | null }
  | { type: "Upgrade"; uid: string; upgrade: UpgradeKind }
  | { type: "SkipUpgrade" };

export type RunLevelEvent =
  | { type: "FightStarted"; position: number; encounter: string; seed: string }
  | { type: "FightEnded"; position: number; encounter: string; won: boolean }
  | { type: "RewardOffered"; cards: string[] }
  | { type: "RewardTaken"; card: string; uid: string; holderId: string }
  | { type: "RewardSkipped" }
  | { type: "Upgraded"; uid: string; upgrade: UpgradeKind; cost: number; attack: number; health: number }
  | { type: "UpgradeSkipped" }
  | { type: "PackUnlocked"; pack: string }
  | { type: "RunEnded"; outcome: "won" | "lost"; fightsWon: number };

export type RunEvent = MatchEvent | RunLevelEvent;
