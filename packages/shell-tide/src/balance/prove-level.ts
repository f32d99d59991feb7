import type { Level } from "../level/schema.js";
import type { LevelProof } from "./types.js";

export interface ProveOptions {
  /** The emotion seed of section 5 (default: level.balance.emotionSeed, else 2). */
  emotionSeed?: number;
}

/** The balance proof of one level (section 5). */
export function proveLevel(_level: Level, _options: ProveOptions = {}): LevelProof {
  throw new Error("proveLevel: not implemented yet");
}
