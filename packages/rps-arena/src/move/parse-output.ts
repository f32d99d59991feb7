import { formatIssues } from "@rulekit/core";
import { type JsonValue, type ProtocolMove, parseResponseLine } from "@rulekit/rps-grid";

export type ParsedOutput =
  | { ok: true; move: ProtocolMove; userdata: JsonValue | undefined }
  | { ok: false; message: string };

/**
 * A bot's stdout against protocol v1 (rps-grid's `parseResponseLine`): exactly one JSON line, the
 * request's `request_id`, a `move` of four integers, an optional `userdata`. Every failure is the
 * arena's `invalid_output`; the message names what was wrong.
 */
export function parseBotOutput(stdout: string, requestId: string): ParsedOutput {
  const parsed = parseResponseLine(stdout, requestId);
  if (!parsed.ok) return { ok: false, message: formatIssues(parsed.issues, 2) };
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
