/** One match of a tournament: which bots (by index into the bot list) play which side, with which seed. */
export interface ScheduledMatch {
  /** Stable identity of the match inside its tournament (used to resume). */
  key: string;
  /** Position in the schedule (0-based). */
  index: number;
  /** Bot indices: players[0] moves first. */
  players: [number, number];
  seed: string;
  /** Which of the pair's games (0 … games-1) this is. */
  game: number;
}

/**
 * Round robin with swapped sides: every unordered pair of bots plays `games` seeds, each seed twice,
 * once from each side, so no bot profits from a lucky setup or from moving first. Seeds are
 * `<base>-g<k>`: distinct across a pair's games, the same set for every pair. Matches are ordered
 * game by game, so a partial tournament has played every pair about equally.
 */
export function scheduleRoundRobin(botCount: number, games: number, baseSeed: string): ScheduledMatch[] {
  const out: ScheduledMatch[] = [];
  for (let game = 0; game < games; game++) {
    const seed = `${baseSeed}-g${game}`;
    for (let a = 0; a < botCount; a++) {
      for (let b = a + 1; b < botCount; b++) {
        for (const players of [
          [a, b],
          [b, a],
        ] as [number, number][]) {
          out.push({ key: `${players[0]}v${players[1]}-g${game}`, index: out.length, players, seed, game });
        }
      }
    }
  }
  return out;
}
