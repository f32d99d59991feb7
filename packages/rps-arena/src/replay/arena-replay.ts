import { describeValue, formatJsonPath, type ParseResult, type ValidationIssue } from "@rulekit/core";
import { parseReplay, type Replay } from "@rulekit/rps-grid";

/** A state hash as the arena records it: `stableHash` of `@rulekit/core`, 32 lowercase hex digits. */
export const STATE_HASH_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The header value (`"stateHashes": "none"`) of a replay that records no state hash: it says so,
 * so that a replay whose hashes were removed is not taken for one that never had any.
 */
export const NO_STATE_HASHES = "none";

/**
 * The arena's own checks on top of rps-grid's replay format, which leaves the fields the arena adds
 * optional and untyped: every move records its `stateHash` (a string of 32 hex digits) unless the
 * header says `"stateHashes": "none"`, in which case no move records one; `attempts` is a whole
 * number ≥ 1, `infrastructureErrors` a list of strings and `bots[].runtime` a string where present.
 * A hash of the wrong type or a hash missing from some moves would otherwise let the checker skip
 * exactly the states it was asked to compare.
 */
export function arenaReplayIssues(replay: Replay): ValidationIssue[] {
  const raw = replay as Replay & Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  const issue = (path: PropertyKey[], code: string, message: string) =>
    issues.push({ path: formatJsonPath(path), code, message });
  const header = raw.stateHashes;
  const declaredNone = header === NO_STATE_HASHES;
  if (header !== undefined && !declaredNone) {
    issue(
      ["stateHashes"],
      "invalid_value",
      `expected "${NO_STATE_HASHES}" or no field, got ${describeValue(header)}`,
    );
  }
  const hashes = replay.moves.map((move) => (move as Record<string, unknown>).stateHash);
  const noneRecorded = hashes.length > 0 && hashes.every((hash) => hash === undefined);
  if (noneRecorded && !declaredNone) {
    issue(
      ["stateHashes"],
      "missing_state_hashes",
      `missing: no move records the hash of the state after it, and a replay without hashes says so with "stateHashes": "${NO_STATE_HASHES}"`,
    );
  }
  hashes.forEach((hash, i) => {
    const path = ["moves", i, "stateHash"];
    if (hash === undefined) {
      if (!declaredNone && !noneRecorded) {
        issue(
          path,
          "missing_state_hash",
          `missing: every move records the hash of the state after it (a replay without any says "stateHashes": "${NO_STATE_HASHES}")`,
        );
      }
    } else if (declaredNone) {
      issue(
        path,
        "unexpected_state_hash",
        `present, but the replay says "stateHashes": "${NO_STATE_HASHES}"`,
      );
    } else if (typeof hash !== "string" || !STATE_HASH_PATTERN.test(hash)) {
      issue(path, "invalid_state_hash", `expected a state hash (32 hex digits), got ${describeValue(hash)}`);
    }
  });
  if (raw.attempts !== undefined && !(Number.isInteger(raw.attempts) && (raw.attempts as number) >= 1)) {
    issue(["attempts"], "invalid_type", `expected a whole number ≥ 1, got ${describeValue(raw.attempts)}`);
  }
  const errors = raw.infrastructureErrors;
  if (errors !== undefined) {
    if (!Array.isArray(errors)) {
      issue(
        ["infrastructureErrors"],
        "invalid_type",
        `expected a list of strings, got ${describeValue(errors)}`,
      );
    } else {
      errors.forEach((e, i) => {
        if (typeof e !== "string")
          issue(["infrastructureErrors", i], "invalid_type", `expected a string, got ${describeValue(e)}`);
      });
    }
  }
  replay.bots.forEach((bot, i) => {
    const runtime = (bot as Record<string, unknown>).runtime;
    if (runtime !== undefined && typeof runtime !== "string")
      issue(["bots", i, "runtime"], "invalid_type", `expected a string, got ${describeValue(runtime)}`);
  });
  return issues;
}

/**
 * Parses an arena replay strictly: rps-grid's format (`parseReplay`) and then the arena's fields
 * (see {@link arenaReplayIssues}). What `rulekit rps replay` and a tournament's resume read with.
 */
export function parseArenaReplay(data: unknown): ParseResult<Replay> {
  const parsed = parseReplay(data);
  if (!parsed.ok) return parsed;
  const issues = arenaReplayIssues(parsed.value);
  return issues.length > 0 ? { ok: false, issues } : parsed;
}
