import { formatIssues, inertText } from "@rulekit/core";
import { type JsonValue, type ProtocolMove, parseResponseLine } from "@rulekit/rps-grid";

export type ParsedOutput =
  | { ok: true; move: ProtocolMove; userdata: JsonValue | undefined }
  | { ok: false; message: string };

/**
 * A bot's stdout against protocol v1 (rps-grid's `parseResponseLine`): exactly one JSON line, the
 * request's `request_id`, a `move` of four integers, an optional `userdata`, nested at most 64
 * levels deep and at most 1 MiB (checked before parsing). Every failure is the arena's
 * `invalid_output`; the message names what was wrong and is inert (it may quote the bot's text,
 * escaped and bounded). Never throws.
 */
export function parseBotOutput(stdout: string, requestId: string): ParsedOutput {
  const parsed = parseResponseLine(stdout, requestId);
  if (!parsed.ok) return { ok: false, message: inertText(formatIssues(parsed.issues, 2), { maxChars: 300 }) };
  const { move, userdata } = parsed.value;
  return {
    ok: true,
    move: { fromRow: move.fromRow, fromCol: move.fromCol, toRow: move.toRow, toCol: move.toCol },
    userdata: userdata as JsonValue | undefined,
  };
}

export function sameMove(a: ProtocolMove, b: ProtocolMove): boolean {
  return a.fromRow === b.fromRow && a.fromCol === b.fromCol && a.toRow === b.toRow && a.toCol === b.toCol;
}

export function formatMove(move: ProtocolMove): string {
  return `(${move.fromRow},${move.fromCol})→(${move.toRow},${move.toCol})`;
}
