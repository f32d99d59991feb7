import { readFileSync } from "node:fs";
import { estimateProof, exactLimitReport, type Level, newAttempt, proveLevel, solve } from "../src/index.js";

/*
 * Runs calls of the search's public functions in a child process for search-child-run.ts: a call that
 * loops (as solve did on a level with broken edges, inside compileBoard, where no heartbeat or signal is
 * read) cannot be stopped by vitest's per-test timeout in the same thread, but a child can be killed.
 * Reads the calls as JSON on stdin, prints what each returned or threw as JSON on stdout.
 */

export type SearchEntry = "solve" | "newAttempt" | "proveLevel" | "exactLimitReport" | "estimateProof";
export interface SearchCall {
  entry: SearchEntry;
  level: Level;
  maxStates?: number;
}
/** What a call threw (`error` null: it returned). */
export interface SearchOutcome {
  error: { name: string; message: string; kind?: string; code?: string; issues?: unknown[] } | null;
}

const run: Record<SearchEntry, (call: SearchCall) => unknown> = {
  solve: ({ level, maxStates }) => solve(level, undefined, maxStates === undefined ? {} : { maxStates }),
  newAttempt: ({ level }) => newAttempt(level),
  proveLevel: ({ level }) => proveLevel(level),
  exactLimitReport: ({ level }) => exactLimitReport(level),
  estimateProof: ({ level }) => estimateProof(level),
};

const calls = JSON.parse(readFileSync(0, "utf8")) as SearchCall[];
const outcomes = calls.map((call): SearchOutcome => {
  try {
    run[call.entry](call);
    return { error: null };
  } catch (thrown) {
    const { name, message, kind, code, issues } = thrown as SearchOutcome["error"] & object;
    return { error: { name, message, kind, code, issues } };
  }
});
process.stdout.write(JSON.stringify(outcomes));
