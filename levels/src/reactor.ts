import level1 from "../reactor/01-flow-and-consumers.json";
import losing1 from "../reactor/01-flow-and-consumers.lose.json";
import proof1 from "../reactor/01-flow-and-consumers.proof.json";
import solution1 from "../reactor/01-flow-and-consumers.solution.json";
import level2 from "../reactor/02-junction-ratios.json";
import losing2 from "../reactor/02-junction-ratios.lose.json";
import proof2 from "../reactor/02-junction-ratios.proof.json";
import solution2 from "../reactor/02-junction-ratios.solution.json";
import level3 from "../reactor/03-doors.json";
import losing3 from "../reactor/03-doors.lose.json";
import proof3 from "../reactor/03-doors.proof.json";
import solution3 from "../reactor/03-doors.solution.json";
import level4 from "../reactor/04-leaks-and-remedies.json";
import losing4 from "../reactor/04-leaks-and-remedies.lose.json";
import proof4 from "../reactor/04-leaks-and-remedies.proof.json";
import solution4 from "../reactor/04-leaks-and-remedies.solution.json";
import level5 from "../reactor/05-heat-and-shields.json";
import losing5 from "../reactor/05-heat-and-shields.lose.json";
import proof5 from "../reactor/05-heat-and-shields.proof.json";
import solution5 from "../reactor/05-heat-and-shields.solution.json";
import level6 from "../reactor/06-rule-events.json";
import losing6 from "../reactor/06-rule-events.lose.json";
import proof6 from "../reactor/06-rule-events.proof.json";
import solution6 from "../reactor/06-rule-events.solution.json";
import level7 from "../reactor/07-final-shift.json";
import losing7 from "../reactor/07-final-shift.lose.json";
import proof7 from "../reactor/07-final-shift.proof.json";
import solution7 from "../reactor/07-final-shift.solution.json";
import pack from "../reactor/pack.json";
import { copyOf, type JsonObject, unknownData } from "./json.js";

/**
 * A Reactor Maintenance V1 level file (`reactor/NN-name.json`), as JSON: give it to `loadLevel` (or
 * `parseLevel`) of `@rulekit/reactor`, which checks it and returns the engine's `Level`.
 */
export interface ReactorLevelFile extends JsonObject {}

/**
 * A recorded action list (`reactor/NN-name.solution.json` or `.lose.json`, format `reactor-actions`),
 * as JSON: give it to `parseActions` of `@rulekit/reactor`.
 */
export interface ReactorActionsFile extends JsonObject {}

/**
 * A tutorial level's proof (`reactor/NN-name.proof.json`, format `reactor-level-proof`: the minimum turns and
 * actions, a winning line), as JSON: see `proveLevel` and `proofProblems` of `@rulekit/reactor`.
 */
export interface ReactorProofFile extends JsonObject {}

/** Which recorded action list of a tutorial level: the one that wins it or the one that loses it. */
export type ReactorRecording = "solution" | "lose";

const TUTORIAL: { name: string; level: unknown; solution: unknown; lose: unknown; proof: unknown }[] = [
  { name: "01-flow-and-consumers", level: level1, solution: solution1, lose: losing1, proof: proof1 },
  { name: "02-junction-ratios", level: level2, solution: solution2, lose: losing2, proof: proof2 },
  { name: "03-doors", level: level3, solution: solution3, lose: losing3, proof: proof3 },
  { name: "04-leaks-and-remedies", level: level4, solution: solution4, lose: losing4, proof: proof4 },
  { name: "05-heat-and-shields", level: level5, solution: solution5, lose: losing5, proof: proof5 },
  { name: "06-rule-events", level: level6, solution: solution6, lose: losing6, proof: proof6 },
  { name: "07-final-shift", level: level7, solution: solution7, lose: losing7, proof: proof7 },
];

/** How many levels the shipped tutorial has: they are numbered 1 … REACTOR_TUTORIAL_COUNT. */
export const REACTOR_TUTORIAL_COUNT = TUTORIAL.length;

/** The file names of the tutorial levels without `.json`, in order (`01-flow-and-consumers`, …). */
export const REACTOR_TUTORIAL_NAMES: readonly string[] = TUTORIAL.map((t) => t.name);

function tutorialLevel(call: string, n: number) {
  const entry = Number.isInteger(n) ? TUTORIAL[n - 1] : undefined;
  if (entry === undefined) throw unknownData(call, `tutorial levels 1 … ${TUTORIAL.length}`);
  return entry;
}

/** Level `n` (1 … 7) of the Reactor Maintenance tutorial, a fresh copy; a RangeError for any other `n`. */
export function reactorTutorial(n: number): ReactorLevelFile {
  return copyOf<ReactorLevelFile>(tutorialLevel(`reactorTutorial(${n})`, n).level);
}

/** The recorded action list that wins (`"solution"`) or loses (`"lose"`) tutorial level `n`, a fresh copy. */
export function reactorTutorialActions(n: number, which: ReactorRecording = "solution"): ReactorActionsFile {
  const entry = tutorialLevel(`reactorTutorialActions(${n})`, n);
  if (which !== "solution" && which !== "lose")
    throw unknownData(`reactorTutorialActions(${n}, ${JSON.stringify(which)})`, `"solution" or "lose"`);
  return copyOf<ReactorActionsFile>(entry[which]);
}

/** The proof of tutorial level `n`: its minimum turns and actions and a winning line, a fresh copy. */
export function reactorTutorialProof(n: number): ReactorProofFile {
  return copyOf<ReactorProofFile>(tutorialLevel(`reactorTutorialProof(${n})`, n).proof);
}

/** The tutorial's index (`reactor/pack.json`: each level's file, what it teaches, its recordings), a fresh copy. */
export function reactorTutorialPack(): JsonObject {
  return copyOf<JsonObject>(pack);
}
