import { closeSync, constants, fstatSync, openSync, readSync, statSync } from "node:fs";
import { type JsonLimits, parseJsonText } from "../json-limits.js";
import { FILE_ERROR, FileError, fileKind, fromSystemError } from "./file-error.js";

/** How much of a file a reader accepts: the cap for its format (bytes) and the JSON bounds. */
export interface InputLimits {
  /** Largest file accepted, in bytes; one byte more is refused with this limit named. */
  maxBytes: number;
  /** Bounds for the JSON inside (depth, values); defaults to `DEFAULT_JSON_LIMITS`. */
  json?: JsonLimits;
}

const CHUNK = 64 * 1024;
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a regular file as UTF-8 text, refusing at once (one FileError line) a directory, FIFO,
 * socket or device, and anything over `maxBytes`. The file is opened without blocking (a FIFO with
 * no writer cannot hang the open) and checked on the open descriptor, so what is read is what was
 * checked; at most `maxBytes + 1` bytes are ever read, since `st_size` lies for /proc files.
 */
export function readInputFile(path: string, limits: Pick<InputLimits, "maxBytes">): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    // A socket cannot be opened at all (ENXIO): say what it is rather than the errno.
    if ((error as NodeJS.ErrnoException).code === "ENXIO") throw notRegular(path, statSync(path));
    throw fromSystemError(path, error, "read");
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw notRegular(path, stat);
    return decode(path, readAtMost(fd, path, limits.maxBytes));
  } finally {
    closeSync(fd);
  }
}

/** {@link readInputFile}, then JSON with bounded depth (and value count, when given). */
export function readJsonInputFile(path: string, limits: InputLimits): unknown {
  return parseJsonInput(path, readInputFile(path, limits), limits.json);
}

/** JSON text from `source` (a path or `<stdin>`), bounded, or a FileError naming the limit. */
export function parseJsonInput(source: string, text: string, limits?: JsonLimits): unknown {
  const parsed = parseJsonText(text, limits);
  if (parsed.ok) return parsed.value;
  const issue = parsed.issues[0]!;
  // JSON.parse quotes a snippet of the input that may span lines: keep the message on one line.
  const oneLine = (why: string) => why.replace(/\s+/g, " ");
  if (issue.code === "invalid_json") {
    const detail = /^is not valid JSON \((.*)\)$/s.exec(issue.message)?.[1] ?? issue.message;
    throw new FileError(FILE_ERROR.invalidJson, source, oneLine(`not valid JSON: ${detail}`));
  }
  const code = issue.code === "too_deep" ? FILE_ERROR.tooDeep : FILE_ERROR.tooLarge;
  throw new FileError(code, source, oneLine(`not accepted: ${issue.message}`));
}

/** Bytes from a stream (stdin) up to `maxBytes`; one byte more is refused with the limit named. */
export async function readStreamText(
  stream: AsyncIterable<Uint8Array | string>,
  source: string,
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk);
    total += bytes.length;
    if (total > maxBytes) throw tooLarge(source, maxBytes);
    chunks.push(bytes);
  }
  return decode(source, Buffer.concat(chunks));
}

function readAtMost(fd: number, path: string, maxBytes: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
    let n: number;
    try {
      n = readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      throw fromSystemError(path, error, "read");
    }
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw tooLarge(path, maxBytes);
    chunks.push(buffer.subarray(0, n));
  }
  return Buffer.concat(chunks, total);
}

function decode(source: string, bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new FileError(FILE_ERROR.notText, source, "cannot read: not UTF-8 text");
  }
}

function notRegular(path: string, stat: Parameters<typeof fileKind>[0]): FileError {
  return new FileError(
    FILE_ERROR.notRegularFile,
    path,
    `cannot read: is ${fileKind(stat)}, expected a regular file`,
  );
}

function tooLarge(source: string, maxBytes: number): FileError {
  return new FileError(
    FILE_ERROR.tooLarge,
    source,
    `cannot read: larger than ${formatBytes(maxBytes)} (the limit for this kind of file)`,
  );
}

/** `1048576` → `1 MiB`, `65536` → `64 KiB`, `1000` → `1000 bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
