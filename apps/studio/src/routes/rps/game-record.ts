import {
  boardDims,
  DEFAULT_LIMITS,
  ENGINE_NAME,
  ENGINE_VERSION,
  type Game,
  newGame,
  type PlayerIndex,
  parseRuleSet,
  play,
  type Replay,
  type RuleSet,
} from "@rulekit/rps-grid";
import { type CellMove, moveName, parseMoveName } from "./coordinates.ts";
import type { ShippedRules } from "./levels.ts";

/**
 * A game against the bot as the address holds it, so a reload, Back/Forward, a closed tab or a shared link
 * comes back to the same position: the RuleSet (a shipped one by name, or the whole edited RuleSet), the
 * seed, the human's side, the moves in board coordinates and whether the human resigned. The engine is
 * deterministic, so the moves from the seed are the game.
 */
export interface GameRecord {
  rules: { shipped: string } | { custom: RuleSet };
  seed: string;
  side: PlayerIndex;
  moves: CellMove[];
  resigned: boolean;
}

/** Bounds on what an address may hold (a hostile link is refused, never replayed at any cost). */
export const MAX_RECORD_MOVES = 2000;
const MAX_SEED = 200;
const MAX_RULESET_PARAM = 24_000;

/** The query parameters of a record: `rules` or `ruleset` (base64url JSON), `seed`, `side`, `moves`, `resigned`. */
export function recordParams(record: GameRecord, rules: RuleSet): URLSearchParams {
  const params = new URLSearchParams();
  if ("shipped" in record.rules) params.set("rules", record.rules.shipped);
  else params.set("ruleset", toBase64Url(JSON.stringify(record.rules.custom)));
  params.set("seed", record.seed);
  params.set("side", String(record.side));
  const { rows } = boardDims(rules);
  if (record.moves.length) params.set("moves", record.moves.map((m) => moveName(m, rows)).join("."));
  if (record.resigned) params.set("resigned", "1");
  return params;
}

export type ReadRecord =
  | { ok: true; record: GameRecord; rules: RuleSet; title: string }
  | { ok: false; problem: string };

/**
 * The record the parameters hold, or null when they hold none (no `rules`/`ruleset`). A record that is not
 * usable (an unknown RuleSet, an invalid one, moves that are not cells of the board) is a plain sentence.
 */
export function readRecord(params: URLSearchParams, shipped: readonly ShippedRules[]): ReadRecord | null {
  const key = params.get("rules");
  const encoded = params.get("ruleset");
  if (key === null && encoded === null) return null;
  let rules: RuleSet;
  let title: string;
  let source: GameRecord["rules"];
  if (encoded !== null) {
    const data = encoded.length <= MAX_RULESET_PARAM ? fromBase64UrlJson(encoded) : undefined;
    const parsed = data === undefined ? null : parseRuleSet(data);
    if (!parsed?.ok) return { ok: false, problem: "The link's RuleSet is damaged or not a valid RuleSet." };
    rules = parsed.value;
    title = `${rules.id} (your RuleSet)`;
    source = { custom: rules };
  } else {
    const set = shipped.find((s) => s.key === key);
    if (!set) return { ok: false, problem: `The link names a RuleSet this studio does not have (${key}).` };
    rules = set.rules;
    title = set.title;
    source = { shipped: set.key };
  }
  const seed = params.get("seed") ?? "studio";
  if (seed.length > MAX_SEED) return { ok: false, problem: "The link's seed is too long." };
  const side: PlayerIndex = params.get("side") === "1" ? 1 : 0;
  const text = params.get("moves") ?? "";
  const parts = text === "" ? [] : text.split(".");
  if (parts.length > MAX_RECORD_MOVES)
    return { ok: false, problem: `The link holds more than ${MAX_RECORD_MOVES} moves.` };
  const { rows, cols } = boardDims(rules);
  const moves: CellMove[] = [];
  for (const part of parts) {
    const move = parseMoveName(part, rows, cols);
    if (!move)
      return { ok: false, problem: `The link's move "${part.slice(0, 12)}" is not a move on this board.` };
    moves.push(move);
  }
  return {
    ok: true,
    record: { rules: source, seed, side, moves, resigned: params.get("resigned") === "1" },
    rules,
    title,
  };
}

/** The game after each move (`games[0]` the start); the moves the engine refuses and all after them are dropped. */
export function replayRecord(rules: RuleSet, record: GameRecord): Game[] {
  const games = [newGame(rules, record.seed)];
  for (const move of record.moves) {
    const result = play(games[games.length - 1]!, move);
    if (!result.ok) break;
    games.push(result.state);
  }
  return games;
}

/**
 * How many moves a takeback keeps: back to before the human's last move, so it is the human's turn again;
 * null when the human has not moved yet.
 */
export function takebackTo(games: readonly Game[], side: PlayerIndex): number | null {
  for (let k = games.length - 2; k >= 0; k--) if (games[k]!.currentTurn === side) return k;
  return null;
}

export const BOT_NAME = "greedy bot";
export const YOU = "you";

/**
 * The game as an arena replay file (rulekit-rps-replay v1), so the replay viewer, `rulekit rps replay` and
 * anything else that reads replays can open it. A resignation is an aborted match with the human's fault
 * `resigned`; a game still in progress is an aborted one without a fault.
 */
export function recordReplay(rules: RuleSet, record: GameRecord, games: readonly Game[]): Replay {
  const bots = ([0, 1] as const).map((p) => ({
    name: p === record.side ? YOU : BOT_NAME,
    language: "studio",
    sourceHash: "",
  })) as Replay["bots"];
  const last = games[games.length - 1]!;
  const bot: PlayerIndex = record.side === 0 ? 1 : 0;
  const result: Replay["result"] = record.resigned
    ? {
        status: "aborted",
        winner: bot,
        winReason: "resigned",
        fault: { player: record.side, code: "resigned", message: "resigned" },
      }
    : last.status === "finished"
      ? { status: "finished", winner: last.winner, winReason: last.winReason, fault: null }
      : { status: "aborted", winner: null, winReason: null, fault: null };
  return {
    format: "rulekit-rps-replay",
    version: 1,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    rules,
    seed: record.seed,
    limits: DEFAULT_LIMITS,
    bots,
    moves: games.slice(1).map((_, i) => ({
      ply: i,
      player: games[i]!.currentTurn,
      move: { ...record.moves[i]! },
      requestId: `studio-${i}`,
      cpuMs: 0,
      wallMs: 0,
      outputBytes: 0,
      userdataBytes: 0,
    })),
    result,
  };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64UrlJson(text: string): unknown {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}
