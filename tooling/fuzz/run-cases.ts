import { type Mutant, mutate, type Pick } from "./mutate.ts";

/** A shipped file the fuzzer starts from. */
export interface FuzzSeedFile {
  name: string;
  value: unknown;
}

export interface FuzzRun {
  cases: number;
  elapsedMs: number;
  perSecond: number;
  /** The slowest case, for the hang check and the report. */
  slowestMs: number;
  /** How many mutants the target accepted (the rest were refused cleanly). */
  accepted: number;
}

export interface FuzzOptions {
  files: readonly FuzzSeedFile[];
  cases: number;
  seed: string;
  /** A seeded source of integers for a case's seed (each test passes @rulekit/core's RNG). */
  random: (seed: string) => Pick;
  /**
   * Runs one mutant and returns whether it was accepted; throws (with its own message) when the
   * outcome is neither a clean refusal nor an accepted, valid result.
   */
  check: (mutant: Mutant, file: FuzzSeedFile) => boolean | Promise<boolean>;
  /**
   * A case that spends more CPU than this (this process's user + system time, so a loaded machine
   * does not make a case a hang) counts as a hang (default 5 s); so does one that takes twelve times
   * as long on the wall clock (a case stuck waiting burns no CPU).
   */
  maxCaseMs?: number;
}

/**
 * Runs `cases` mutants, round robin over the files, each from its own seed (`<seed>/<file>/<i>`), so
 * a failure names the one seed that reproduces it. Throws on the first failure or hang.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzRun> {
  const maxCaseMs = options.maxCaseMs ?? 5_000;
  let accepted = 0;
  let slowestMs = 0;
  const started = performance.now();
  for (let i = 0; i < options.cases; i++) {
    const file = options.files[i % options.files.length]!;
    const caseSeed = `${options.seed}/${file.name}/${i}`;
    const mutant = mutate(file.value, options.random(caseSeed));
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    try {
      if (await options.check(mutant, file)) accepted++;
    } catch (error) {
      throw new Error(
        `fuzz case ${caseSeed} (${mutant.mutations.join("; ")}) failed: ${(error as Error).message}\n` +
          `input starts: ${mutant.text.slice(0, 300)}`,
        { cause: error },
      );
    }
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (process.env.RULEKIT_FUZZ_SLOW && ms > Number(process.env.RULEKIT_FUZZ_SLOW))
      console.log(`slow: ${caseSeed} ${Math.round(ms)} ms (${mutant.mutations.join("; ")})`);
    slowestMs = Math.max(slowestMs, ms);
    if (cpuMs > maxCaseMs || ms > 12 * maxCaseMs) {
      throw new Error(
        `fuzz case ${caseSeed} (${mutant.mutations.join("; ")}) took ${Math.round(cpuMs)} ms of CPU, ${Math.round(ms)} ms in all: a hang`,
      );
    }
  }
  const elapsedMs = performance.now() - started;
  return {
    cases: options.cases,
    elapsedMs,
    perSecond: Math.round((options.cases * 1000) / Math.max(1, elapsedMs)),
    slowestMs,
    accepted,
  };
}

/**
 * A per-case source of picks from a seeded generator (each test passes @rulekit/core's `createRng`
 * and `nextInt`, which tooling cannot import itself).
 */
export const seededPicks =
  <Rng>(create: (seed: string) => Rng, next: (rng: Rng, n: number) => number) =>
  (seed: string): Pick => {
    const rng = create(seed);
    return (n) => next(rng, n);
  };

/** One line for the test output: `shell-tide: 400 cases, 812/s, 37 accepted, slowest 12 ms`. */
export const fuzzReport = (name: string, run: FuzzRun) =>
  `${name}: ${run.cases} cases, ${run.perSecond}/s, ${run.accepted} accepted, slowest ${Math.round(run.slowestMs)} ms`;
