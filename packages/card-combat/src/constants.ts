/** Package name and rules version, recorded in logs. Bump the version when the rules change. */
export const ENGINE_NAME = "@rulekit/card-combat" as const;
export const RULES_VERSION = 1 as const;

export type Side = 0 | 1;
export const SIDES: readonly Side[] = [0, 1];

export const CARD_TYPES = ["creature", "field", "spell"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The closed 11-verb effect dictionary. Every card is written in these verbs only. */
export const ACTIONS = [
  "GenerateEnergy",
  "DealDamage",
  "Heal",
  "Draw",
  "Discard",
  "Summon",
  "Destroy",
  "ModifyAttack",
  "ModifyHealth",
  "ModifyCost",
  "ModifyCountdown",
] as const;
export type ActionName = (typeof ACTIONS)[number];

/** The five v1 triggers of the seed. */
export const TRIGGERS = ["TurnStart", "OnDestroyed", "OnEnterBoard", "OpponentTurnEnd", "OnSupply"] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** When an ability runs: on play, on activation, or on one of the five triggers. */
export const ABILITY_WHEN = ["onPlay", "activated", ...TRIGGERS] as const;
export type AbilityWhen = (typeof ABILITY_WHEN)[number];

/** Target selectors (data, never code). */
export const SELECTORS = [
  "self",
  "controller",
  "opponent",
  "chosen",
  "allEnemyCreatures",
  "allFriendlyCreatures",
  "randomEnemyCreature",
  "triggerSource",
  "friendlyHand",
  "enemyHand",
] as const;
export type Selector = (typeof SELECTORS)[number];

/** What a `chosen` target may be; an ability that uses `chosen` declares one of these in `choose`. */
export const CHOICES = [
  "enemyCreature",
  "friendlyCreature",
  "anyCreature",
  "enemyCharacter",
  "friendlyCharacter",
  "anyCharacter",
  "enemyEntity",
  "friendlyEntity",
  "anyEntity",
] as const;
export type Choice = (typeof CHOICES)[number];

/** The guaranteed system field of the seed: 0 cost, TurnStart supply 1, countdown 3. */
export const SYSTEM_FIELD_ID = "card.system.base_field" as const;
export const SYSTEM_HOLDER = "system" as const;

export const LIMITS = {
  /** Shared board capacity, both system fields included (seed rule). */
  boardCapacity: 10,
  openingHand: 4,
  handLimit: 10,
  defaultHealth: 20,
  /** A match that reaches this turn ends in a draw (fatigue normally ends it long before). */
  maxTurns: 120,
  /** Trigger resolutions per command; beyond it the queue is dropped with a `TriggerLimit` event. */
  maxTriggersPerCommand: 200,
  maxCost: 20,
  maxAmount: 50,
} as const;

/** Refusal codes of `step`: the command was refused and nothing changed. */
export const REFUSAL = {
  matchOver: "match_over",
  notYourTurn: "not_your_turn",
  badCommand: "bad_command",
  unknownCard: "unknown_card",
  notEnoughEnergy: "not_enough_energy",
  boardFull: "board_full",
  noAttacksLeft: "no_attacks_left",
  attackZero: "attack_zero",
  noActivatesLeft: "no_activates_left",
  noActivatedAbility: "no_activated_ability",
  wrongTarget: "wrong_target",
  /** The state handed in is not a match state (wrong shape, cards without definitions, …). */
  invalidState: "invalid_state",
} as const;
export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];

export const MATCH_STATUS = { playing: "playing", over: "over" } as const;
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

export const END_REASON = {
  leaderDefeated: "leader_defeated",
  bothDefeated: "both_defeated",
  turnLimit: "turn_limit",
} as const;
export type EndReason = (typeof END_REASON)[keyof typeof END_REASON];

export const AI_POLICIES = ["aggressive", "balanced", "random"] as const;
export type AiPolicy = (typeof AI_POLICIES)[number];

export const UPGRADES = ["ReduceCost", "AddAttack", "AddHealth"] as const;
export type UpgradeKind = (typeof UPGRADES)[number];

export const ENCOUNTER_TIERS = ["normal", "elite", "boss"] as const;
export type EncounterTier = (typeof ENCOUNTER_TIERS)[number];

export const RUN_STATS = [
  "fightsWon",
  "damageDealt",
  "healingDone",
  "cardsPlayed",
  "energyGenerated",
  "creaturesDestroyed",
  "turnsPlayed",
] as const;
export type RunStatName = (typeof RUN_STATS)[number];

export const RUN_PHASE = { combat: "combat", reward: "reward", upgrade: "upgrade", over: "over" } as const;
export type RunPhase = (typeof RUN_PHASE)[keyof typeof RUN_PHASE];

export const RUN_REFUSAL = {
  runOver: "run_over",
  wrongPhase: "wrong_phase",
  badChoice: "bad_choice",
} as const;
export type RunRefusalCode = (typeof RUN_REFUSAL)[keyof typeof RUN_REFUSAL] | RefusalCode;

export const LOG_FORMAT = {
  match: "rulekit.cards.match-log",
  run: "rulekit.cards.run-log",
  content: "rulekit.cards.content",
} as const;
