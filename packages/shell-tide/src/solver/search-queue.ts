/**
 * The breadth-first queue of the solver: states numbered in discovery order (that order is the
 * queue), each stored as its four key parts, the state that discovered it and the move that did,
 * and its dense index (for clearing a reused visited set). Flat typed arrays that grow by doubling:
 * no per-state object, no strings.
 */
export class SearchQueue {
  size = 0;
  partA: Int32Array;
  partB: Int32Array;
  partC: Int32Array;
  partD: Int32Array;
  parent: Int32Array;
  /** src * 2 + direction code of the move that discovered the state (255 for the start). */
  parentMove: Uint8Array;
  /** Dense index of the state (−1 without a state space). */
  index: Int32Array;

  constructor(initialCapacity = 1024) {
    // Stryker disable next-line MethodExpression: the starting capacity only; the queue grows by doubling
    const capacity = Math.max(16, initialCapacity);
    this.partA = new Int32Array(capacity);
    this.partB = new Int32Array(capacity);
    this.partC = new Int32Array(capacity);
    this.partD = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
    this.parentMove = new Uint8Array(capacity);
    this.index = new Int32Array(capacity);
  }

  /** Appends a state; returns its number. */
  push(
    a: number,
    b: number,
    c: number,
    d: number,
    parent: number,
    parentMove: number,
    index: number,
  ): number {
    if (this.size === this.partA.length) this.grow();
    const s = this.size++;
    this.partA[s] = a;
    this.partB[s] = b;
    this.partC[s] = c;
    this.partD[s] = d;
    this.parent[s] = parent;
    this.parentMove[s] = parentMove;
    this.index[s] = index;
    return s;
  }

  /** The moves (src * 2 + d codes) from the start to state `s`, following discovery parents. */
  pathTo(s: number): number[] {
    const codes: number[] = [];
    for (let at = s; at > 0 && this.parent[at]! >= 0; at = this.parent[at]!) codes.push(this.parentMove[at]!);
    return codes.reverse();
  }

  private grow(): void {
    const capacity = this.partA.length * 2;
    this.partA = grown(this.partA, capacity);
    this.partB = grown(this.partB, capacity);
    this.partC = grown(this.partC, capacity);
    this.partD = grown(this.partD, capacity);
    this.parent = grown(this.parent, capacity);
    this.index = grown(this.index, capacity);
    const parentMove = new Uint8Array(capacity);
    parentMove.set(this.parentMove);
    this.parentMove = parentMove;
  }
}

function grown(a: Int32Array, capacity: number): Int32Array {
  const b = new Int32Array(capacity);
  b.set(a);
  return b;
}
