import { PassThrough, type Readable } from "node:stream";

const MiB = 1024 * 1024;

/** The largest message the server reads: the MCP SDK's own stdio limit, now said to the host. */
export const MAX_REQUEST_BYTES = 10 * MiB;

/** How much of a refused line is kept, to find its request id at either end. */
const EDGE = 256;

export type RequestId = string | number | null;

/**
 * `input` (the server's stdin) as whole lines of at most `maxBytes`, for the SDK's stdio transport.
 * That transport keeps a line in memory until its end and, past its 10 MiB limit, closes: the server
 * ended (exit 0, no word) and every later call of the host failed — one large argument from an agent
 * was enough. Here a longer line is skipped as it arrives (only its first and last bytes are kept) and
 * `onTooLarge` hears its size and the request id it carries, if one can be seen at either end, so the
 * request is refused and the server goes on.
 */
export function boundedLines(
  input: Readable,
  onTooLarge: (id: RequestId, bytes: number) => void,
  maxBytes = MAX_REQUEST_BYTES,
): PassThrough {
  const lines = new PassThrough();
  let parts: Buffer[] = [];
  let length = 0;
  let head: Buffer | null = null;
  let tail = Buffer.alloc(0);
  const take = (piece: Buffer) => {
    length += piece.length;
    if (head === null && length <= maxBytes) {
      parts.push(piece);
      return;
    }
    if (head === null) {
      head = Buffer.concat([...parts, piece]).subarray(0, EDGE);
      parts = [];
    }
    tail = Buffer.concat([tail, piece.subarray(-EDGE)]).subarray(-EDGE);
  };
  const endLine = () => {
    if (head === null) lines.write(Buffer.concat([...parts, Buffer.from("\n")]));
    else onTooLarge(requestIdOf(head.toString("utf8"), tail.toString("utf8")), length);
    parts = [];
    length = 0;
    head = null;
    tail = Buffer.alloc(0);
  };
  input.on("data", (chunk: Buffer) => {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      take(chunk.subarray(start, newline));
      endLine();
      start = newline + 1;
    }
    if (start < chunk.length) take(chunk.subarray(start));
  });
  input.once("end", () => lines.end());
  input.once("error", (error) => lines.destroy(error));
  return lines;
}

const ID = String.raw`(-?\d{1,16}|"(?:[^"\\]|\\.){0,100}")`;
/** `{"jsonrpc":"2.0","id":…` or `{"id":…` at the start of a line. */
const ID_FIRST = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID}`);
/** `…,"id":…}` at its end, as the SDK's client writes a request (the id last). */
const ID_LAST = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID}\s*\}\s*$`);

/** The request id a line carries at one of its ends, or null. */
export function requestIdOf(head: string, tail: string): RequestId {
  const found = ID_FIRST.exec(head) ?? ID_LAST.exec(tail);
  if (!found) return null;
  try {
    return JSON.parse(found[1]!) as string | number;
  } catch {
    return null;
  }
}
