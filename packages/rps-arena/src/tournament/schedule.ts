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
  /** The scoring round (1-based; 1 unless the tournament plays several rounds). */
  round: number;
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
          const key = `${players[0]}v${players[1]}-g${game}`;
          out.push({ key, index: out.length, players, seed, game, round: 1 });
        }
      }
    }
  }
  return out;
}

/**
 * `rounds` scoring rounds, each a round robin as above with its own seeds. Round 1 is exactly
 * `scheduleRoundRobin(botCount, games, baseSeed)` (so a one-round tournament is unchanged); round
 * r ≥ 2 uses the seeds `<base>-r<r>-g<k>` and the keys `r<r>-<key>`. Indices run on across rounds,
 * so schedule order is round by round.
 */
export function scheduleRounds(
  botCount: number,
  games: number,
  baseSeed: string,
  rounds: number,
): ScheduledMatch[] {
  const out: ScheduledMatch[] = [];
  for (let round = 1; round <= rounds; round++) {
    const seed = round === 1 ? baseSeed : `${baseSeed}-r${round}`;
    for (const match of scheduleRoundRobin(botCount, games, seed)) {
      const key = round === 1 ? match.key : `r${round}-${match.key}`;
      out.push({ ...match, key, index: out.length, round });
    }
  }
  return out;
}
