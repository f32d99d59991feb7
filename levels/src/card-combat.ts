import encounters from "../card-combat/encounters.json";
import ember from "../card-combat/factions/ember.json";
import grove from "../card-combat/factions/grove.json";
import tide from "../card-combat/factions/tide.json";
import manifest from "../card-combat/manifest.json";
import packs from "../card-combat/packs.json";
import { copyOfNamed, type JsonValue } from "./json.js";

/**
 * The shipped card content, file by file, keyed by the path `manifest.json` uses (`factions/ember.json`, …).
 */
const FILES: Record<string, unknown> = {
  "manifest.json": manifest,
  "factions/ember.json": ember,
  "factions/tide.json": tide,
  "factions/grove.json": grove,
  "packs.json": packs,
  "encounters.json": encounters,
};

/** The paths `cardContentFile` takes, `manifest.json` first. */
export const CARD_CONTENT_FILES = Object.keys(FILES) as readonly string[];

/**
 * One file of the shipped card content by its path in the content folder (`"manifest.json"`,
 * `"factions/ember.json"`, …), as JSON, a fresh copy; a RangeError for a path it does not ship. It is
 * the reader `assembleContent` of `@rulekit/card-combat` takes: `assembleContent(cardContentFile)`
 * checks the whole content and returns the engine's `ContentBundle`.
 */
export function cardContentFile(path: string): JsonValue {
  return copyOfNamed<JsonValue>(FILES, path, "cardContentFile");
}
