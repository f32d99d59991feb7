/**
 * The first character in `text` that could drive a terminal or reorder what it shows (C0 but line
 * feed and tab, DEL, C1, bidi controls, line and paragraph separators, a lone surrogate), or null.
 * Written independently of `inertText` (inert-text.ts), as the oracle for tests of it and of any output
 * that must be inert: a terminal, a page, a log line.
 */
export function rawControlIn(text: string): string | null {
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const control = (cp < 0x20 && cp !== 0x0a && cp !== 0x09) || (cp >= 0x7f && cp <= 0x9f);
    const layout =
      cp === 0x061c ||
      cp === 0x200e ||
      cp === 0x200f ||
      (cp >= 0x202a && cp <= 0x202e) ||
      (cp >= 0x2066 && cp <= 0x2069) ||
      cp === 0x2028 ||
      cp === 0x2029;
    if (control || layout || (cp >= 0xd800 && cp <= 0xdfff)) return `U+${cp.toString(16).padStart(4, "0")}`;
  }
  return null;
}
