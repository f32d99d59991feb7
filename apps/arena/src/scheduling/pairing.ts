/**
 * Who plays whom in a round. Small fields play a full round robin; large ones a ladder over the
 * ratings (each competitor against about `k` neighbours in rating order), so a round costs O(n·k)
 * matches, not O(n²), and a newcomer's placement costs O(k).
 */

/** Every unordered pair, the lower id first. */
export function roundRobinPairs(ids: readonly number[]): [number, number][] {
  const sorted = [...ids].sort((a, b) => a - b);
  const pairs: [number, number][] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) pairs.push([sorted[i]!, sorted[j]!]);
  }
  return pairs;
}

/**
 * A ladder: `ranked` is the field best first; each competitor meets the next ⌈k/2⌉ below it, so
 * everyone meets up to ⌈k/2⌉ neighbours above and below (those at the ends meet fewer).
 */
export function ladderPairs(ranked: readonly number[], k: number): [number, number][] {
  const reach = Math.ceil(k / 2);
  const pairs: [number, number][] = [];
  for (let i = 0; i < ranked.length; i++) {
    for (let j = i + 1; j <= i + reach && j < ranked.length; j++) {
      const [a, b] = [ranked[i]!, ranked[j]!];
      pairs.push(a < b ? [a, b] : [b, a]);
    }
  }
  return pairs;
}

/** Fields up to `roundRobinMax` competitors play a round robin, larger ones a ladder. */
export function pairingFor(count: number, roundRobinMax: number): "round_robin" | "ladder" {
  return count <= roundRobinMax ? "round_robin" : "ladder";
}

/** The seed of a round's game g: `<round seed>-g<g>`, the same set for every pairing. */
export function gameSeed(roundSeed: string, game: number): string {
  return `${roundSeed}-g${game}`;
}
