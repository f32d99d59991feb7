/**
 * @rulekit/levels — the data Rulekit ships, as JSON files and as typed accessors that return a fresh
 * copy of each file's JSON for the engine's parser: `parseLevel(shellTideLevel(3))`,
 * `loadLevel(reactorTutorial(1))`, `parseRuleSet(rpsRuleSet("classic"))`, `assembleContent(cardContentFile)`.
 */
export { CARD_CONTENT_FILES, cardContentFile } from "./card-combat.js";
export type { JsonObject, JsonValue } from "./json.js";
export {
  REACTOR_TUTORIAL_COUNT,
  REACTOR_TUTORIAL_NAMES,
  type ReactorActionsFile,
  type ReactorLevelFile,
  type ReactorProofFile,
  type ReactorRecording,
  reactorTutorial,
  reactorTutorialActions,
  reactorTutorialPack,
  reactorTutorialProof,
} from "./reactor.js";
export {
  RPS_REPLAY_NAMES,
  RPS_RULE_SET_NAMES,
  type RpsReplayFile,
  type RpsReplayName,
  type RpsRuleSetFile,
  type RpsRuleSetName,
  rpsReplay,
  rpsRuleSet,
} from "./rps-grid.js";
export {
  SHELL_TIDE_LEVEL_COUNT,
  SHELL_TIDE_PACK,
  type ShellTideLevelFile,
  type ShellTidePackProofFile,
  shellTideLevel,
  shellTideLevels,
  shellTidePackProof,
} from "./shell-tide.js";
