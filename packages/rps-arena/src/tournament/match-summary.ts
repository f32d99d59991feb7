import { type ParseResult, parseWith } from "@rulekit/core";
import { z } from "zod";
import { BOT_FAULT_CODES, type BotFaultCode } from "../faults.js";

/** What a tournament remembers of one finished match (one line of results.jsonl). */
export interface MatchSummary {
  key: string;
  index: number;
  seed: string;
  /** Bot names, index = player (display names: shown, never counted by). */
  players: [string, string];
  /**
   * The players' entrant numbers (their index in the tournament's bot list), index = player: what
   * standings and ratings count by. Written by every tournament since it was added; a line without
   * it is counted by its names where they are unique.
   */
  entrants?: [number, number];
  /** The players' source hashes (as in tournament.json and the replay). */
  sourceHashes: [string, string];
  status: "finished" | "aborted";
  winner: 0 | 1 | null;
  winReason: string | null;
  faults: { player: 0 | 1; code: BotFaultCode; message: string }[];
  moves: number;
  cpuMs: [number, number];
  wallMs: [number, number];
  attempts: number;
  /** Replay file, relative to the tournament folder. */
  replay: string;
}

const player = z.union([z.literal(0), z.literal(1)]);
const pair = <T extends z.ZodType>(item: T) => z.tuple([item, item]);

/** The shape of a results.jsonl line (read back on resume; what it says is then verified). */
export const MatchSummarySchema = z.object({
  key: z.string(),
  index: z.int().min(0),
  seed: z.string(),
  players: pair(z.string()),
  entrants: pair(z.int().min(0)).optional(),
  sourceHashes: pair(z.string()),
  status: z.enum(["finished", "aborted"]),
  winner: player.nullable(),
  winReason: z.string().nullable(),
  faults: z
    .array(
      z.object({
        player,
        code: z.enum(BOT_FAULT_CODES as [BotFaultCode, ...BotFaultCode[]]),
        message: z.string(),
      }),
    )
    .max(2),
  moves: z.int().min(0),
  cpuMs: pair(z.number().min(0)),
  wallMs: pair(z.number().min(0)),
  attempts: z.int().min(1),
  replay: z.string(),
});

export function parseMatchSummary(data: unknown): ParseResult<MatchSummary> {
  return parseWith(MatchSummarySchema, data) as ParseResult<MatchSummary>;
}
