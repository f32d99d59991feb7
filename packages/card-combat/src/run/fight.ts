import { RUN_PHASE } from "../constants.js";
import { encounterSetup } from "../content/decks.js";
import { referenceError } from "../content/reference-error.js";
import { createMatch } from "../match/create.js";
import type { Encounter } from "../schema/content.js";
import { addMatchStats } from "./stats.js";
import type { RunEvent, RunState } from "./types.js";

export function currentEncounter(run: RunState): Encounter {
  const id = run.content.run.map[run.position];
  const encounter = run.content.encounters.find((e) => e.id === id);
  if (!encounter) throw referenceError(`unknown encounter '${id}'`);
  return encounter;
}

/** The seed of the fight at `position`: derived from the run seed, so every fight replays alone too. */
export const fightSeed = (run: RunState, position: number) => `${run.seed}/fight-${position + 1}`;

/**
 * Starts the fight at `run.position`. The player's side gets COPIES of the owned cards: nothing that
 * happens in combat reaches RunProgress.
 */
export function startFight(run: RunState, events: RunEvent[]): RunState {
  const encounter = currentEncounter(run);
  const seed = fightSeed(run, run.position);
  const player = {
    name: "Player",
    health: run.content.run.playerHealth,
    deck: run.progress.cards.map((c) => ({ ...c })),
  };
  const started = createMatch(seed, encounterSetup(run.content, player, encounter));
  events.push({ type: "FightStarted", position: run.position, encounter: encounter.id, seed });
  events.push(...started.events);
  return {
    ...run,
    phase: RUN_PHASE.combat,
    match: started.state,
    offer: [],
    stats: addMatchStats(run.stats, started.events),
  };
}
