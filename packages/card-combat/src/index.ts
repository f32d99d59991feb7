/** Public entry of @rulekit/card-combat. */

export { chooseCommand, scoreCommand } from "./ai/policy.js";
export * from "./constants.js";
export {
  cardIndex,
  cardOf,
  decksSetup,
  encounterSetup,
  encounterSide,
  instanceOf,
  starterDeck,
} from "./content/decks.js";
export { cardName, describeCommand, describeEvent, refName } from "./describe.js";
export { digestOf, EMPTY_DIGEST, extendDigest } from "./log/digest.js";
export {
  createMatchLog,
  type LogCheck,
  type MatchReplay,
  type MatchReplayResult,
  parseMatchLog,
  replay,
  verifyMatchLog,
} from "./log/match-log.js";
export { createMatchRecorder, type MatchRecorder } from "./log/match-recorder.js";
export { createRunLog, parseRunLog, type RunReplay, replayRun, verifyRunLog } from "./log/run-log.js";
export { cloneMatch } from "./match/clone.js";
export { createMatch, DEFAULT_MATCH_OPTIONS } from "./match/create.js";
export { cardCombat, cardCombatEngine, legalCommands } from "./match/legal.js";
export { type PlayedMatch, type PlayedStep, playMatch } from "./match/play.js";
export { MAX_COMMANDS_PER_TURN, RunawayTurnError } from "./match/runaway.js";
export { choiceTargets, fitsChoice } from "./match/selectors.js";
export { checkCommand, type MatchStepResult, step } from "./match/step.js";
export { type AutoRunResult, autoRun, autoRunAction, runTurnCounter } from "./run/auto.js";
export { createRun } from "./run/create.js";
export { cardRunEngine } from "./run/engine.js";
export { currentEncounter, fightSeed } from "./run/fight.js";
export { legalRunActions } from "./run/legal.js";
export { emptyStats, unlockedPacks } from "./run/stats.js";
export { type RunStepResult, stepRun } from "./run/step.js";
export type {
  RunAction,
  RunEvent,
  RunLevelEvent,
  RunProgress,
  RunState,
  RunStats,
  RunSummary,
} from "./run/types.js";
export { applyUpgrade, upgradeProblem } from "./run/upgrades.js";
export {
  type Ability,
  AbilitySchema,
  type CardDefinition,
  CardDefinitionSchema,
  type Effect,
  EffectSchema,
  VERBS,
} from "./schema/card.js";
export {
  assembleContent,
  type ContentBundle,
  ContentBundleSchema,
  type ContentIssue,
  type ContentManifest,
  ContentManifestSchema,
  contentReferenceIssues,
  type Encounter,
  EncounterSchema,
  type Faction,
  FactionSchema,
  type Pack,
  PackSchema,
  parseContent,
  type RunConfig,
  STARTER_SIZE,
  type UnlockCondition,
} from "./schema/content.js";
export {
  CommandSchema,
  type MatchLog,
  MatchLogSchema,
  MatchSetupSchema,
  type RunLog,
  RunLogSchema,
} from "./schema/log.js";
export { SYSTEM_FIELD } from "./system-cards.js";
export * from "./types.js";
