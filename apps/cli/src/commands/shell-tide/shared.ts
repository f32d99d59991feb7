import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  type Direction,
  type Level,
  levelFileName,
  type Move,
  PACK_ID,
  PACK_TABLE,
  type Preview,
  parseLevel,
  type ShellTideEvent,
} from "@rulekit/shell-tide";
import { ruleFailure, usageError } from "../../io/errors.js";
import { INPUT_FORMATS } from "../../io/input-limits.js";
import { expectKind, pathOf, readJsonInFolder, readJsonInput } from "../../io/read-input.js";
import { defaultDataDir, insideNodeModules } from "../../io/shipped-data.js";

/** The Full Rescue v2 pack: ./levels/shell-tide/full-rescue-v2 when there is one, else the shipped pack. */
export function defaultPackDir(): string {
  return defaultDataDir(`shell-tide/${PACK_ID}`);
}

export const DEFAULT_PACK_HELP = `the pack directory (default: ./levels/shell-tide/${PACK_ID} if present, else the shipped pack)`;

/**
 * The folder a command that writes a pack (`prove --write`, `design --write-levels`) writes to: the
 * shipped pack is read-only, so without --pack it needs a ./levels/shell-tide/full-rescue-v2 folder.
 */
export function writablePackDir(pack: string | undefined, flag: string): string {
  const dir = pack ?? defaultPackDir();
  if (pack === undefined && insideNodeModules(dir))
    throw usageError(
      `${flag}: the default pack is the shipped one (${dir}), inside an installed package: give --pack <dir> to write a pack elsewhere`,
      undefined,
      { code: "installed_package", path: dir },
    );
  return dir;
}

/**
 * `3`, `level-3` or `level-03`: a level of the default pack by its number, as `--rules classic` names a
 * RuleSet (the MCP tools take `level: 3`).
 */
const PACK_LEVEL_NAME = /^(?:level-)?0?([1-9]\d*)$/;

/** The help line of every command that takes a level. */
export const LEVEL_ARG_HELP =
  "\nThe level is a JSON file, a level of the shipped pack by number (3, level-3; 1 … 10), or JSON on stdin\nwith '-' or no path. A file of that name wins over the pack level.";

export function parseLevelFrom(source: string, data: unknown): Level {
  return expectKind(source, "Shell Tide level", parseLevel(data));
}

/**
 * A level from a file (or stdin with `-` / no path), or a pack level by its number (`3`, `level-3`)
 * when no file of that name exists.
 */
export async function loadLevel(
  path: string | undefined,
  packDir: string = defaultPackDir(),
): Promise<{ source: string; level: Level }> {
  const { source, data } = await readLevelInput(path, packDir);
  return { source, level: parseLevelFrom(source, data) };
}

/**
 * What {@link loadLevel} reads, not yet parsed: the parse of a level near the solver's limits counts
 * its moves (a second or more), so `solve` and `analyze` parse on their search thread, where Ctrl-C
 * can stop it.
 */
export async function readLevelInput(
  path: string | undefined,
  packDir: string = defaultPackDir(),
): Promise<{ source: string; data: unknown }> {
  const named = path === undefined ? null : PACK_LEVEL_NAME.exec(path);
  if (named && !existsSync(path!)) {
    const n = Number(named[1]);
    if (!existsSync(join(packDir, levelFileName(n))))
      throw usageError(
        `${path}: no such file, nor a level of the pack in ${packDir} (1 … ${PACK_TABLE.length}, or level-1 … level-${PACK_TABLE.length})`,
        undefined,
        { code: "not_found", path },
      );
    return readPackLevel(packDir, n);
  }
  return readJsonInput(path, INPUT_FORMATS.shellTideLevel);
}

/** Level N (1-based) of a pack directory (the file must be inside it: no symlink out). */
export function loadPackLevel(dir: string, n: number): { source: string; level: Level } {
  const { source, data } = readPackLevel(dir, n);
  return { source, level: parseLevelFrom(source, data) };
}

function readPackLevel(dir: string, n: number): { source: string; data: unknown } {
  return {
    source: join(dir, levelFileName(n)),
    data: readJsonInFolder(dir, levelFileName(n), INPUT_FORMATS.shellTideLevel),
  };
}

const DIRECTION_WORDS: Record<string, Direction> = { left: "left", l: "left", right: "right", r: "right" };

export function parseDirection(word: string): Direction | null {
  return DIRECTION_WORDS[word.trim().toLowerCase()] ?? null;
}

/** `3:right,5:left` (also `3:r`, spaces allowed) → moves; a bad item is a usage error. */
export function parseMoves(text: string): Move[] {
  const items = text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (items.length === 0) throw usageError(`--moves: no moves in '${text}' (expected e.g. 3:right,5:left)`);
  return items.map((item) => {
    const match = /^(\d+)\s*:\s*([a-zA-Z]+)$/.exec(item);
    const direction = match ? parseDirection(match[2]!) : null;
    if (!match || !direction) {
      throw usageError(`--moves: '${item}' is not node:direction (e.g. 3:right or 3:r)`);
    }
    const node = Number(match[1]);
    // (a number past 2^53 would be rounded, and shown back as 1e20)
    if (!Number.isSafeInteger(node)) throw usageError(`--moves: '${item}': no ring has a node ${match[1]}`);
    return { node, direction };
  });
}

export const formatMove = (move: Move) => `${move.node}:${move.direction}`;

/**
 * The one-line error for the move at `index` of a --moves list that the engine refused (exit 1); the
 * JSON payload names the move and its refusal, plus whatever the command adds (`extra`).
 */
export function refusedMoveError(
  source: string,
  index: number,
  move: Move,
  refusal: { code: string; message: string },
  extra: Record<string, unknown> = {},
) {
  return ruleFailure(
    `${source}: move ${index + 1} (${formatMove(move)}) refused: ${refusal.code}: ${refusal.message}`,
    { refused: { index, move, code: refusal.code, message: refusal.message }, ...extra },
    { code: "refused", path: pathOf(source) },
  );
}

/** One line per event, for people. */
export function describeEvent(event: ShellTideEvent): string {
  switch (event.type) {
    case "sow":
      return `sow ${event.count} from node ${event.source} ${event.direction}: ${event.route
        .map((s) => s.index)
        .join(" → ")} (STOP ${event.stop})`;
    case "wetPitRescue":
      return `wet pit ${event.index} rescues starfish #${event.order}`;
    case "capture":
      return `Vortex at ${event.empty}: pile of ${event.count} at node ${event.rich} rescued`;
    case "finalTideSweep":
      return `Final Tide Sweep rescues the last pile of ${event.count} at node ${event.index}`;
    case "turnEnd":
      return `turn ${event.turnsUsed} done: ${event.rescuedThisTurn} rescued, ${event.remainingStarfish} left`;
    case "won":
      return `Full Rescue in ${event.turnsUsed} turns: ${"★".repeat(event.rating)}${"☆".repeat(3 - event.rating)}`;
    case "lost":
      return `out of turns after ${event.turnsUsed} with ${event.remainingStarfish} starfish left`;
  }
}

/** A preview in one line: route, STOP and what it would rescue. */
export function describePreview(p: Preview): string {
  const parts = [`${p.direction.padEnd(5)} ${p.route.map((s) => s.index).join("→")} STOP ${p.stop}`];
  for (const c of p.captures) parts.push(`Vortex ${c.empty}→${c.rich} (+${c.count})`);
  if (p.wetPitRescues.length > 0) parts.push(`wet pit +${p.wetPitRescues.length}`);
  if (p.sweep) parts.push(`Sweep +${p.sweep.count}`);
  parts.push(`${p.remainingAfter} left`);
  if (p.currentLocked) parts.push("(Current Arrow)");
  return parts.join(" · ");
}

/**
 * Runs engine work for a file; the engine's size limits (RangeError: too many starfish for the exact
 * solver, a state space too large for the balance proof) become one-line rule failures.
 */
export function withLimits<T>(source: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError)
      throw ruleFailure(`${source}: ${error.message}`, undefined, { code: "limit", path: pathOf(source) });
    throw error;
  }
}
