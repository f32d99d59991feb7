import { compareCost, type SearchCost } from "./cost.js";

/**
 * A binary min-heap of node numbers ordered by cost, then by the order they were pushed (so equal costs
 * come out first-in first-out: a breadth-first search stays breadth-first and its path deterministic).
 */
export class CostHeap {
  private readonly nodes: number[] = [];
  private readonly costs: SearchCost[] = [];
  private readonly seqs: number[] = [];
  private seq = 0;

  get size(): number {
    return this.nodes.length;
  }

  push(node: number, cost: SearchCost): void {
    this.nodes.push(node);
    this.costs.push(cost);
    this.seqs.push(this.seq++);
    this.up(this.nodes.length - 1);
  }

  /** The cost the next pop comes with (empty heap: none). */
  peekCost(): SearchCost {
    return this.costs[0] ?? [];
  }

  /** The cheapest node (the earliest pushed among equals), or -1 when empty. */
  pop(): number {
    const n = this.nodes.length;
    if (n === 0) return -1;
    const top = this.nodes[0]!;
    const last = n - 1;
    this.move(last, 0);
    this.nodes.pop();
    this.costs.pop();
    this.seqs.pop();
    if (last > 0) this.down(0);
    return top;
  }

  private less(i: number, j: number): boolean {
    const c = compareCost(this.costs[i]!, this.costs[j]!);
    return c < 0 || (c === 0 && this.seqs[i]! < this.seqs[j]!);
  }

  private move(from: number, to: number): void {
    this.nodes[to] = this.nodes[from]!;
    this.costs[to] = this.costs[from]!;
    this.seqs[to] = this.seqs[from]!;
  }

  private swap(i: number, j: number): void {
    const node = this.nodes[i]!;
    const cost = this.costs[i]!;
    const seq = this.seqs[i]!;
    this.move(j, i);
    this.nodes[j] = node;
    this.costs[j] = cost;
    this.seqs[j] = seq;
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.nodes.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < n && this.less(l, best)) best = l;
      if (r < n && this.less(r, best)) best = r;
      if (best === i) return;
      this.swap(i, best);
      i = best;
    }
  }
}
