/** The parts of a balance proof, in the order `proveLevel` works through them. */
export type ProofPhase = "optimum" | "graph" | "distances" | "plausible" | "audit" | "routes";

/**
 * One heartbeat of `proveLevel`: the part it is in and how far it got. `done` counts boards for
 * `optimum` and `graph` (against `total`, the estimate's `states`: an upper bound), the distance being
 * assigned for `distances` (`total` null: the largest is known only at the end), the turn for
 * `plausible` and `audit` (against the horizon or maxTurns), and 0 of 1 for `routes`.
 */
export interface ProofProgress {
  phase: ProofPhase;
  done: number;
  total: number | null;
}

/** What `proveLevel` needs of an `AbortSignal`. */
export interface ProofSignal {
  readonly aborted: boolean;
  readonly reason?: unknown;
}

/** The proof's heartbeat: reports progress and stops the proof (by throwing) once the signal is aborted. */
export class ProofHeartbeat {
  constructor(
    private readonly onProgress: ((progress: ProofProgress) => void) | undefined,
    private readonly signal: ProofSignal | undefined,
    /** What stops, for the AbortError of a signal aborted without a reason. */
    private readonly work = "the balance proof",
  ) {}

  /** Throws the signal's reason when it is aborted. */
  check(): void {
    if (this.signal?.aborted) throw this.signal.reason ?? abortError(this.work);
  }

  beat(phase: ProofPhase, done: number, total: number | null): void {
    this.check();
    this.onProgress?.({ phase, done, total });
    // An abort from inside onProgress (a deadline the caller measures) stops at once.
    this.check();
  }
}

function abortError(work: string): Error {
  const error = new Error(`${work} was aborted`);
  error.name = "AbortError";
  return error;
}
