/**
 * A set of integer keys below 2^53 (the solver's packed distributions) for boards too large for a
 * dense numbering: open addressing with linear probing, the keys stored in the slots themselves
 * (−1 marks a free slot), no Map, no strings.
 */
export class KeySet {
  size = 0;
  private slots: Float64Array;
  private mask: number;

  constructor(initialCapacity = 1024) {
    let slotCount = 16;
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: the starting size only; the set grows to stay at most half full
    while (slotCount < initialCapacity * 2) slotCount *= 2;
    this.slots = new Float64Array(slotCount).fill(-1);
    this.mask = slotCount - 1;
  }

  /** Adds the key; false when it was already there. */
  add(key: number): boolean {
    let slot = hashKey(key) & this.mask;
    for (;;) {
      const held = this.slots[slot]!;
      if (held === key) return false;
      if (held === -1) break;
      slot = (slot + 1) & this.mask;
    }
    this.slots[slot] = key;
    if (++this.size * 2 > this.slots.length) this.grow();
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (const key of old) {
      if (key === -1) continue;
      let slot = hashKey(key) & this.mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[slot] = key;
    }
  }
}

/** Mixes both 32-bit halves of an integer key below 2^53 (murmur3 finaliser). */
// Stryker disable all: any deterministic number is a correct hash for the set (`& mask` makes it a slot,
// NaN and undefined give slot 0, linear probing finds every key); the mixing only spreads the keys
export function hashKey(key: number): number {
  const lo = key >>> 0;
  const hi = (key / 4294967296) >>> 0;
  let h = lo ^ Math.imul(hi, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}
// Stryker restore all
