/**
 * The solver's visited set and queue in one: states are numbered in discovery order (that order is
 * the BFS queue), their counts live in one Uint8Array, and an open-addressing hash table over the
 * integer keys maps a key to its number. No strings, no Map, no per-state objects. Without `hashed`
 * it is only the queue (the caller keeps a dense visited set).
 */
export class StateTable {
  size = 0;
  rows: Uint8Array;
  keys: Float64Array;
  parent: Int32Array;
  /** src * 2 + direction code of the move that discovered the state (255 for the start). */
  parentMove: Uint8Array;
  depth: Uint16Array;
  private slots: Int32Array;
  private mask: number;
  private capacity: number;

  constructor(
    readonly n: number,
    initialCapacity = 1024,
    readonly hashed = true,
  ) {
    this.capacity = Math.max(16, initialCapacity);
    this.rows = new Uint8Array(this.capacity * n);
    this.keys = new Float64Array(this.capacity);
    this.parent = new Int32Array(this.capacity);
    this.parentMove = new Uint8Array(this.capacity);
    this.depth = new Uint16Array(this.capacity);
    let slotCount = 16;
    while (slotCount < this.capacity * 2) slotCount *= 2;
    this.slots = new Int32Array(slotCount).fill(-1);
    this.mask = slotCount - 1;
  }

  /** Forgets every state (keeps the memory). */
  clear(): void {
    this.size = 0;
    if (this.hashed) this.slots.fill(-1);
  }

  /** The number of the state with this key, or -1. */
  find(key: number): number {
    let slot = hashKey(key) & this.mask;
    for (;;) {
      const index = this.slots[slot]!;
      if (index === -1 || this.keys[index] === key) return index;
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Adds a state known to be absent (call `find` first); returns its number. The caller writes its
   * counts at rows[number * n].
   */
  add(key: number, parent: number, parentMove: number, depth: number): number {
    if (this.size === this.capacity) this.grow();
    const index = this.size++;
    this.keys[index] = key;
    this.parent[index] = parent;
    this.parentMove[index] = parentMove;
    this.depth[index] = depth;
    if (!this.hashed) return index;
    let slot = hashKey(key) & this.mask;
    while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
    this.slots[slot] = index;
    return index;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const rows = new Uint8Array(capacity * this.n);
    rows.set(this.rows);
    this.rows = rows;
    this.keys = growFloat(this.keys, capacity);
    this.parent = growInt(this.parent, capacity);
    const parentMove = new Uint8Array(capacity);
    parentMove.set(this.parentMove);
    this.parentMove = parentMove;
    const depth = new Uint16Array(capacity);
    depth.set(this.depth);
    this.depth = depth;
    this.capacity = capacity;
    if (!this.hashed) return;
    const slotCount = (this.mask + 1) * 2;
    this.slots = new Int32Array(slotCount).fill(-1);
    this.mask = slotCount - 1;
    for (let index = 0; index < this.size; index++) {
      let slot = hashKey(this.keys[index]!) & this.mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[slot] = index;
    }
  }
}

/** Mixes both 32-bit halves of an integer key below 2^53 (murmur3 finaliser). */
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

function growFloat(a: Float64Array, capacity: number): Float64Array {
  const b = new Float64Array(capacity);
  b.set(a);
  return b;
}

function growInt(a: Int32Array, capacity: number): Int32Array {
  const b = new Int32Array(capacity);
  b.set(a);
  return b;
}
