import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseJsonText, stableHash } from "@rulekit/core";
import type { Limits, RuleSet } from "@rulekit/rps-grid";
import type { Entrant } from "../submission/entrant.js";
import { RESULTS_LIMITS, readTournamentFile, TOURNAMENT_FILES, writeTournamentFile } from "./results-log.js";

/** The folder holds another tournament (other bots, rules, limits or seeds), or results of an unknown one. */
export class TournamentMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TournamentMismatchError";
  }
}

/** What decides which tournament a folder holds. */
export interface TournamentSpec {
  submissions: readonly Entrant[];
  games: number;
  seed: string;
  rules: RuleSet;
  limits: Limits;
  /** Scoring rounds (1 when omitted). */
  rounds?: number;
}

/**
 * What identifies a tournament: resuming into a folder requires the same one. `rounds` is part of
 * it only when there are several, so a one-round tournament keeps the identity it always had.
 */
export function tournamentIdentity(spec: TournamentSpec, names: readonly string[]) {
  const rounds = spec.rounds ?? 1;
  return {
    bots: spec.submissions.map((s, i) => ({ name: names[i]!, sourceHash: s.sourceHash })),
    games: spec.games,
    seed: spec.seed,
    rulesHash: stableHash(spec.rules),
    limits: spec.limits,
    ...(rounds > 1 ? { rounds } : {}),
  };
}

/** A short stable id of a tournament (the queue's job ids start with it). */
export function tournamentId(spec: TournamentSpec, names: readonly string[]): string {
  return stableHash(tournamentIdentity(spec, names)).slice(0, 20);
}

/**
 * Checks the folder holds this tournament (or none yet), and writes tournament.json when it holds
 * none. Results without a tournament.json are refused and left as they are: nothing tells which
 * tournament they belong to.
 */
export function checkManifest(dir: string, spec: TournamentSpec, names: readonly string[]): void {
  const path = join(dir, TOURNAMENT_FILES.manifest);
  const current = tournamentIdentity(spec, names);
  let content: Buffer | null;
  try {
    content = readTournamentFile(dir, TOURNAMENT_FILES.manifest, RESULTS_LIMITS.manifestBytes);
  } catch (error) {
    throw new TournamentMismatchError(`${path}: not a tournament manifest (${(error as Error).message})`);
  }
  if (content !== null) {
    const recorded = parseJsonText(content.toString("utf8"), {
      maxDepth: 64,
      maxChars: RESULTS_LIMITS.manifestBytes,
    });
    if (
      !recorded.ok ||
      typeof recorded.value !== "object" ||
      recorded.value === null ||
      Array.isArray(recorded.value)
    ) {
      throw new TournamentMismatchError(`${path}: not a tournament manifest (not a JSON object)`);
    }
    const { format: _format, version: _version, ...rest } = recorded.value as Record<string, unknown>;
    if (stableHash(rest) !== stableHash(current)) {
      throw new TournamentMismatchError(
        `${dir} holds another tournament (different bots, sources, games, rounds, seed, rules or limits); use another --out folder`,
      );
    }
    return;
  }
  const orphans = [
    TOURNAMENT_FILES.results,
    TOURNAMENT_FILES.rejected,
    TOURNAMENT_FILES.replays,
    TOURNAMENT_FILES.summary,
  ].filter((name) => existsSync(join(dir, name)));
  if (orphans.length > 0) {
    throw new TournamentMismatchError(
      `${dir} has ${orphans.join(", ")} but no ${TOURNAMENT_FILES.manifest}: they may be another tournament's results, so they are neither used nor overwritten; use another --out folder`,
    );
  }
  writeTournamentFile(
    path,
    `${JSON.stringify({ format: "rulekit-rps-tournament", version: 1, ...current }, null, 2)}\n`,
  );
}

/**
 * Display names made unique, whatever names are given: the first bot with a name keeps it, and each
 * later one gets `name#k` with the smallest k ≥ 2 that no bot has, given or made (so `champ`,
 * `champ#2`, `champ` become `champ`, `champ#2`, `champ#3`). Names are only shown: standings,
 * ratings and results count by a bot's index in the list (its entrant number), never by its name.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set(names);
  const owner = new Map<string, number>();
  names.forEach((name, i) => {
    if (!owner.has(name)) owner.set(name, i);
  });
  return names.map((name, i) => {
    if (owner.get(name) === i) return name;
    let k = 2;
    while (taken.has(`${name}#${k}`)) k++;
    const made = `${name}#${k}`;
    taken.add(made);
    return made;
  });
}
