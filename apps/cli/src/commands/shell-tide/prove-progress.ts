import type { PackLevelInput, ProofProgress } from "@rulekit/shell-tide";

const count = (n: number) => n.toLocaleString("en-US");

/** A proof's heartbeat in words: the part it is in and how far it got (see ProofProgress). */
export function describeProofProgress(p: ProofProgress): string {
  const of = p.total === null ? "" : ` of ≤ ${count(p.total)}`;
  switch (p.phase) {
    case "optimum":
      return `optimum: ${count(p.done)}${of} boards`;
    case "graph":
      return `graph: ${count(p.done)}${of} boards`;
    case "distances":
      return `distances: ${count(p.done)} turns from Full Rescue`;
    case "plausible":
      return `plausible player: turn ${p.done}/${p.total ?? "?"}`;
    case "audit":
      return `fail audit: turn ${p.done}/${p.total ?? "?"}`;
    case "routes":
      return "bands and routes";
  }
}

/**
 * The levels being proved and how far each got, for the progress line: `level-08.json graph: 1,212,416
 * of ≤ 3,124,550 boards · level-10.json …`, in level order. Only the pack table's file names are shown
 * (never text read from a level), so nothing a file holds reaches the terminal.
 */
export class ProofsInFlight {
  private readonly running = new Map<number, { file: string; progress: ProofProgress }>();

  update(level: PackLevelInput, progress: ProofProgress): string {
    this.running.set(level.level, { file: level.file, progress });
    return this.note();
  }

  /** The note once `level` is proved: it leaves the line. */
  finish(level: PackLevelInput): string {
    this.running.delete(level.level);
    return [`${level.file} proved`, this.note()].filter(Boolean).join(" · ");
  }

  private note(): string {
    return [...this.running.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, { file, progress }]) => `${file} ${describeProofProgress(progress)}`)
      .join(" · ");
  }
}
