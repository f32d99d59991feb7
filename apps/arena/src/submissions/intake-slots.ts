import type { ArenaContext } from "../context.js";
import { claimSubmission, takeIn } from "./intake.js";

/** Submissions taken in at the same time (each a git fetch or an unpacking in a child process). */
export const INTAKE_SLOTS = 3;

/**
 * The intake: up to `size` submissions taken in at once, and never two of one competitor. A git
 * fetch may take its full two minutes (a host that answers slowly, by accident or on purpose); one
 * at a time, that stopped every other competitor's versions for as long. Now such a competitor holds
 * one slot, and everyone else's versions go through the others. Claims are made one after another
 * in this process (the one service of its database), so the "one per competitor" rule is exact.
 */
export class IntakeSlots {
  /** Submission ids being taken in by this process now (the rest of its `building` rows are lost work). */
  readonly taking = new Set<number>();
  private readonly slots = new Set<Promise<void>>();
  private claiming: Promise<unknown> = Promise.resolve();
  private again = false;
  private closed = false;

  constructor(
    private readonly ctx: ArenaContext,
    private readonly size = INTAKE_SLOTS,
    private readonly log?: (line: string) => void,
  ) {}

  /** New submissions may be waiting: free slots start claiming them. */
  kick(): void {
    if (this.closed) return;
    this.again = true;
    while (this.slots.size < this.size) {
      const slot: Promise<void> = this.run().finally(() => this.slots.delete(slot));
      this.slots.add(slot);
    }
  }

  /** Whether any slot is at work. */
  get busy(): boolean {
    return this.slots.size > 0;
  }

  /** Resolves when every slot has stopped (nothing left to claim, or closed). */
  async settled(): Promise<void> {
    while (this.slots.size > 0) await Promise.all([...this.slots]);
  }

  /** Takes no more submissions; resolves when those being taken in are done. */
  async stop(): Promise<void> {
    this.closed = true;
    await this.settled();
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      this.again = false;
      const row = await this.claim().catch((error: Error) => {
        this.log?.(`intake: ${error.message}`);
        return null;
      });
      if (!row) {
        // A submission that came while this claim was looking is claimed by the next loop.
        if (this.again && !this.closed) continue;
        return;
      }
      try {
        await takeIn(this.ctx, row);
      } catch (error) {
        this.log?.(`intake: ${(error as Error).message}`);
      } finally {
        this.taking.delete(row.id);
      }
    }
  }

  /** One claim at a time: each sees the competitors the others are taking in. */
  private claim(): ReturnType<typeof claimSubmission> {
    // The id is marked as being taken in before the heal can see the row as forgotten, and unmarked
    // if the claim then fails (the heal puts the row back in the queue).
    let id: number | null = null;
    const forget = () => {
      if (id !== null) this.taking.delete(id);
    };
    const next = this.claiming
      .then(() =>
        claimSubmission(this.ctx, (claimed) => {
          id = claimed;
          this.taking.add(claimed);
        }),
      )
      .then(
        (row) => {
          if (!row) forget();
          return row;
        },
        (error: unknown) => {
          forget();
          throw error;
        },
      );
    this.claiming = next.catch(() => {});
    return next;
  }
}
