import {
  autoRun,
  type ContentBundle,
  encounterSetup,
  type MatchSetup,
  playMatch,
  RUN_PHASE,
  starterDeck,
} from "@rulekit/card-combat";
import { endless } from "./runaway.js";

/** What `cards sim` plays: matches or whole runs, how many, from which base seed. */
export interface SimPlan {
  runs: boolean;
  games: number;
  seed: string;
}

/**
 * The counts of a share of a simulation, per encounter (the content's encounters for matches, the run
 * map's fights for runs). Shares add up (`addTally`) to exactly what one loop over every game gives:
 * game i is the same game whoever plays it.
 */
export interface SimTally {
  played: number[];
  won: number[];
  /** Matches only: the turns of the matches of each encounter. */
  turns: number[];
  commands: number;
  draws: number;
  refusals: number;
  runsWon: number;
}

export function emptyTally(content: ContentBundle, runs: boolean): SimTally {
  const zeros = () => (runs ? content.run.map : content.encounters).map(() => 0);
  return { played: zeros(), won: zeros(), turns: zeros(), commands: 0, draws: 0, refusals: 0, runsWon: 0 };
}

export function addTally(into: SimTally, share: SimTally): void {
  for (const key of ["played", "won", "turns"] as const)
    share[key].forEach((n, k) => {
      into[key][k]! += n;
    });
  into.commands += share.commands;
  into.draws += share.draws;
  into.refusals += share.refusals;
  into.runsWon += share.runsWon;
}

/**
 * Plays the games `first`, `first + step`, `first + 2·step`, … below `plan.games` (one worker's share
 * of `step`; 0 and 1 for all of them) and counts them; `tick` runs after each game.
 *
 * Matches: game i is the i-th ordered pair of factions' starter decks (side 0, balanced AI) against
 * the encounter of its turn, seed `<seed>/<i>`. Runs: `autoRun` with seed `<seed>/<i>`.
 */
export function playShare(
  content: ContentBundle,
  plan: SimPlan,
  first: number,
  step: number,
  tick: () => void,
): SimTally {
  const tally = emptyTally(content, plan.runs);
  if (plan.runs) {
    for (let i = first; i < plan.games; i += step) {
      const seed = `${plan.seed}/${i}`;
      const { state, refusals } = endless(
        () => autoRun(content, seed, { keepActions: false }),
        (e) => `run ${i} (seed '${seed}', the fight seeded '${e.seed}')`,
        ["the player", "the encounter"],
      );
      tally.refusals += refusals;
      if (state.phase === RUN_PHASE.over && state.summary) {
        for (let k = 0; k < state.summary.reached; k++) {
          tally.played[k]!++;
          if (k < state.summary.fightsWon) tally.won[k]!++;
        }
        if (state.summary.outcome === "won") tally.runsWon++;
      }
      tick();
    }
    return tally;
  }
  const ids = content.factions.map((f) => f.id);
  const pairs = ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => [a, b]));
  const encounters = content.encounters;
  // One setup per (pair, encounter), made the first time it plays: a match never changes its setup,
  // and building one (decks, the card record) cost as much as a short match.
  const setups = new Map<string, MatchSetup>();
  for (let i = first; i < plan.games; i += step) {
    const k = Math.floor(i / pairs.length) % encounters.length;
    const encounter = encounters[k]!;
    const pair = i % pairs.length;
    const key = `${pair}/${k}`;
    let setup = setups.get(key);
    if (!setup) {
      const player = {
        name: pairs[pair]!.join(" + "),
        health: content.run.playerHealth,
        deck: starterDeck(content, pairs[pair]!),
      };
      setup = encounterSetup(content, player, encounter);
      setups.set(key, setup);
    }
    // playMatch plays the AI's commands, legal by construction: a match is never refused.
    const seed = `${plan.seed}/${i}`;
    const player = setup.sides[0].name;
    const match = endless(
      () => playMatch(seed, setup, ["balanced", encounter.ai]),
      () => `match ${i} (${player} against ${encounter.name}, seed '${seed}')`,
      [player, encounter.name],
    );
    const s = match.state;
    tally.commands += match.commands;
    tally.played[k]!++;
    tally.turns[k]! += s.turn;
    if (s.winner === 0) tally.won[k]!++;
    if (s.winner === null) tally.draws++;
    tick();
  }
  return tally;
}
