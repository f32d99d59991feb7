import { createRng, pick } from "@rulekit/core";
import { RUN_PHASE } from "../constants.js";
import { starterDeck } from "../content/decks.js";
import { referenceError } from "../content/reference-error.js";
import type { ContentBundle } from "../schema/content.js";
import { startFight } from "./fight.js";
import { trustRun } from "./state-check.js";
import { emptyStats, unlockedPacks } from "./stats.js";
import type { RunEvent, RunState } from "./types.js";

/**
 * Starts a run: the run's GameRng from the seed, two factions (given, or picked by the GameRng), the
 * starting RunProgress (8 + 8 owned cards), fresh RunStats and unlocks, and the first fight.
 */
export function createRun(
  content: ContentBundle,
  seed: string,
  factions?: readonly [string, string],
): { state: RunState; events: RunEvent[] } {
  const rng = createRng(seed);
  let chosen: [string, string];
  if (factions) chosen = [factions[0], factions[1]];
  else {
    // Its own generator, so a replay that names the factions draws the same rewards as the live run.
    const pickRng = createRng(`${seed}/factions`);
    const first = pick(pickRng, content.factions).id;
    chosen = [
      first,
      pick(
        pickRng,
        content.factions.filter((f) => f.id !== first),
      ).id,
    ];
  }
  if (chosen[0] === chosen[1]) throw referenceError("a run needs two different factions");
  const cards = starterDeck(content, chosen);
  const stats = emptyStats();
  const state: RunState = {
    seed,
    rng,
    content,
    progress: { factions: chosen, cards, nextUid: cards.length + 1 },
    stats,
    unlockedPacks: unlockedPacks(content, stats),
    position: 0,
    phase: RUN_PHASE.combat,
    match: null,
    offer: [],
    summary: null,
  };
  const events: RunEvent[] = [];
  return { state: trustRun(startFight(state, events)), events };
}
