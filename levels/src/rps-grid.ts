import classicV1 from "../rps-grid/classic-v1.json";
import classicV2 from "../rps-grid/classic-v2.json";
import movementKinds from "../rps-grid/movement-kinds.json";
import powerUps from "../rps-grid/power-ups.json";
import queensAndRooks from "../rps-grid/queens-and-rooks.json";
import classicPythonVsCpp from "../rps-grid/replays/classic-python-vs-cpp.json";
import movementKindsPythonVsTs from "../rps-grid/replays/movement-kinds-python-vs-ts.json";
import terrainCppVsIllegalMove from "../rps-grid/replays/terrain-cpp-vs-illegal-move.json";
import tileEffectsTsVsPython from "../rps-grid/replays/tile-effects-ts-vs-python.json";
import terrain7x11 from "../rps-grid/terrain-7x11.json";
import tileEffects from "../rps-grid/tile-effects.json";
import { copyOfNamed, type JsonObject } from "./json.js";

/** An OTTv2 RuleSet file (`rps-grid/<name>.json`), as JSON: give it to `parseRuleSet` of `@rulekit/rps-grid`. */
export interface RpsRuleSetFile extends JsonObject {}

/** A match replay (`rps-grid/replays/<name>.json`), as JSON: give it to `parseReplay` of `@rulekit/rps-grid`. */
export interface RpsReplayFile extends JsonObject {}

/** The name of a shipped RuleSet: its file name without `.json`, or `classic` (Classic v2). */
export type RpsRuleSetName =
  | "classic"
  | "classic-v1"
  | "classic-v2"
  | "movement-kinds"
  | "power-ups"
  | "queens-and-rooks"
  | "terrain-7x11"
  | "tile-effects";

const RULE_SETS: Record<RpsRuleSetName, unknown> = {
  classic: classicV2,
  "classic-v1": classicV1,
  "classic-v2": classicV2,
  "movement-kinds": movementKinds,
  "power-ups": powerUps,
  "queens-and-rooks": queensAndRooks,
  "terrain-7x11": terrain7x11,
  "tile-effects": tileEffects,
};

/** Every name `rpsRuleSet` takes. */
export const RPS_RULE_SET_NAMES = Object.keys(RULE_SETS) as readonly RpsRuleSetName[];

/** A shipped RuleSet by name (`"classic"` is Classic v2), a fresh copy; a RangeError for an unknown name. */
export function rpsRuleSet(name: RpsRuleSetName): RpsRuleSetFile {
  return copyOfNamed<RpsRuleSetFile>(RULE_SETS, name, "rpsRuleSet");
}

/** The name of a shipped sample replay: its file name without `.json`. */
export type RpsReplayName =
  | "classic-python-vs-cpp"
  | "movement-kinds-python-vs-ts"
  | "terrain-cpp-vs-illegal-move"
  | "tile-effects-ts-vs-python";

const REPLAYS: Record<RpsReplayName, unknown> = {
  "classic-python-vs-cpp": classicPythonVsCpp,
  "movement-kinds-python-vs-ts": movementKindsPythonVsTs,
  "terrain-cpp-vs-illegal-move": terrainCppVsIllegalMove,
  "tile-effects-ts-vs-python": tileEffectsTsVsPython,
};

/** Every name `rpsReplay` takes. */
export const RPS_REPLAY_NAMES = Object.keys(REPLAYS) as readonly RpsReplayName[];

/** A shipped sample match replay by name, a fresh copy; a RangeError for an unknown name. */
export function rpsReplay(name: RpsReplayName): RpsReplayFile {
  return copyOfNamed<RpsReplayFile>(REPLAYS, name, "rpsReplay");
}
