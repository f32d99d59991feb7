/**
 * Seeded randomness for every engine: sfc32 (Chris Doty-Humphrey's Small Fast Counter, 32-bit)
 * seeded by cyrb128 over the seed's UTF-8 bytes, with the first 12 outputs discarded.
 * The state is four uint32 words in a plain object, so it lives inside game states and survives
 * JSON and structuredClone. The algorithm is fixed and documented in docs/core/rng.md so that
 * bots and other implementations can reproduce a setup from a seed.
 */

export const RNG_ALGORITHM = "sfc32" as const;

export interface RngState {
  algorithm: typeof RNG_ALGORITHM;
  a: number;
  b: number;
  c: number;
  d: number;
}

const WARM_UP_ROUNDS = 12;
const TWO_POW_32 = 0x1_0000_0000;

const utf8 = new TextEncoder();
/** Where an ASCII text's bytes are written (its UTF-8 bytes are its char codes): no encoder call. */
const asciiBytes = new Uint8Array(256);

/** Writes a short ASCII `text` into `asciiBytes` and returns its length; -1 for any other text. */
function asciiInto(text: string): number {
  const n = text.length;
  if (n > asciiBytes.length) return -1;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return -1;
    asciiBytes[i] = code;
  }
  return n;
}

/** cyrb128 over UTF-8 bytes: four uint32 words. Also the basis of {@link hashString}. */
export function cyrb128(text: string): [number, number, number, number] {
  let bytes = asciiBytes;
  let n = asciiInto(text);
  if (n < 0) {
    bytes = utf8.encode(text);
    n = bytes.length;
  }
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < n; i++) {
    const k = bytes[i] as number;
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh generator for a seed. The seed is mandatory: there is no clock fallback. */
export function createRng(seed: string | number): RngState {
  if (typeof seed !== "string" && typeof seed !== "number") {
    throw new TypeError("createRng: a seed (string or number) is required");
  }
  const [a, b, c, d] = cyrb128(String(seed));
  const rng: RngState = { algorithm: RNG_ALGORITHM, a, b, c, d };
  for (let i = 0; i < WARM_UP_ROUNDS; i++) nextUint32(rng);
  return rng;
}

/** Checks that a value read from JSON is a usable generator state. */
export function isRngState(value: unknown): value is RngState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.algorithm === RNG_ALGORITHM &&
    [v.a, v.b, v.c, v.d].every(
      (w) => typeof w === "number" && Number.isInteger(w) && w >= 0 && w < TWO_POW_32,
    )
  );
}

/** A copy that advances independently (forecasts, previews). */
export function cloneRng(rng: RngState): RngState {
  return { algorithm: RNG_ALGORITHM, a: rng.a, b: rng.b, c: rng.c, d: rng.d };
}

/**
 * Next uint32. Advances `rng` in place: engines call it only on a state they own
 * (the clone made at the start of a step), never on their input.
 */
export function nextUint32(rng: RngState): number {
  let { a, b, c, d } = rng;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  rng.a = a >>> 0;
  rng.b = b >>> 0;
  rng.c = c >>> 0;
  rng.d = d >>> 0;
  return t >>> 0;
}

/**
 * Unbiased integer in [0, maxExclusive) by rejection: draws above the largest multiple of
 * maxExclusive that fits in 2^32 are thrown away, so every value has the same probability.
 */
export function nextInt(rng: RngState, maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`nextInt: maxExclusive must be an integer in 1..2^32, got ${maxExclusive}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % maxExclusive;
}

/** Unbiased integer in [min, max], both inclusive. */
export function nextRange(rng: RngState, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`nextRange: need integers min <= max, got ${min}..${max}`);
  }
  return min + nextInt(rng, max - min + 1);
}

/** A float in [0, 1) with 32 bits of randomness. */
export function nextFloat(rng: RngState): number {
  return nextUint32(rng) / TWO_POW_32;
}

/** True with probability numerator/denominator, exactly. */
export function nextChance(rng: RngState, numerator: number, denominator: number): boolean {
  return nextInt(rng, denominator) < numerator;
}

/** One element chosen uniformly; throws on an empty list. */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError("pick: empty list");
  return items[nextInt(rng, items.length)] as T;
}

/** Fisher–Yates from the last index down (j = nextInt(i + 1)); shuffles `items` in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A shuffled copy; the input list is untouched. */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  return shuffleInPlace(rng, items.slice());
}
