/**
 * Text a bot controls (its stderr, its name, its compiler's messages, the parser's view of its
 * answer) goes into fault messages, replays, results.jsonl and the operator's terminal. Made inert
 * here: bounded, and every character that could drive a terminal or reorder what is shown (C0
 * controls, DEL, C1 controls such as the 8-bit CSI, bidi overrides and isolates, line and paragraph
 * separators, lone surrogates) written as a visible escape. The escapes are for display only:
 * a backslash already in the text is left as it is, so the result cannot be decoded back.
 */
export interface InertTextOptions {
  /** Longest result, in UTF-16 code units; a cut is marked with "…". Default INERT_TEXT_MAX_CHARS. */
  maxChars?: number;
  /** Keep line feeds and tabs, for messages meant to span lines (a carriage return is always escaped). */
  multiline?: boolean;
  /** Which end survives a cut: the start (default) or the end (a stderr tail). */
  keep?: "start" | "end";
}

export const INERT_TEXT_MAX_CHARS = 2000;

const ELLIPSIS = "…";
const LINE_FEED = 0x0a;
const TAB = 0x09;

/** Bidi controls (ALM, LRM, RLM, LRE…RLO, LRI…PDI) and the Unicode line and paragraph separators. */
function isLayoutControl(cp: number): boolean {
  return (
    cp === 0x061c ||
    cp === 0x200e ||
    cp === 0x200f ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0x2028 ||
    cp === 0x2029
  );
}

/** C0, DEL and C1. */
function isControl(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
}

function escapeCodePoint(cp: number, multiline: boolean): string | null {
  if (isControl(cp)) {
    if (multiline && (cp === LINE_FEED || cp === TAB)) return null;
    return `\\x${cp.toString(16).padStart(2, "0")}`;
  }
  if (isLayoutControl(cp) || (cp >= 0xd800 && cp <= 0xdfff)) return `\\u{${cp.toString(16)}}`;
  return null;
}

/** True when the text has nothing {@link inertText} would escape (line feeds and tabs count as escaped). */
export function isInertText(text: string): boolean {
  for (const char of text) {
    if (escapeCodePoint(char.codePointAt(0)!, false) !== null) return false;
  }
  return true;
}

/**
 * `text` bounded and with its control characters escaped (`\x1b`, `\x9b`, `\u{202e}`, `\u{d800}`).
 * Idempotent: inert text comes back unchanged, so applying it at several layers is harmless.
 */
export function inertText(text: string, options: InertTextOptions = {}): string {
  const maxChars = Math.max(1, options.maxChars ?? INERT_TEXT_MAX_CHARS);
  const multiline = options.multiline ?? false;
  const keepEnd = options.keep === "end";
  // Escapes only grow the text, so only the kept end of a long input can reach the result.
  let source = text;
  if (source.length > maxChars) {
    source = keepEnd ? source.slice(-maxChars) : source.slice(0, maxChars);
    // Do not leave half of a surrogate pair at the cut.
    if (keepEnd && isLowSurrogate(source.charCodeAt(0))) source = source.slice(1);
    if (!keepEnd && isHighSurrogate(source.charCodeAt(source.length - 1))) source = source.slice(0, -1);
  }
  const pieces: string[] = [];
  for (const char of source) {
    pieces.push(escapeCodePoint(char.codePointAt(0)!, multiline) ?? char);
  }
  let length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const cut = source.length < text.length || length > maxChars;
  if (!cut) return pieces.join("");
  // Whole pieces only: a cut never splits an escape or a surrogate pair.
  let start = 0;
  let end = pieces.length;
  while (start < end && length + ELLIPSIS.length > maxChars) {
    length -= pieces[keepEnd ? start++ : --end]!.length;
  }
  const kept = pieces.slice(start, end).join("");
  return keepEnd ? ELLIPSIS + kept : kept + ELLIPSIS;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
