/**
 * Characters that pass for a Latin letter (or a hyphen, an apostrophe) in common fonts, each with
 * what it passes for: the Cyrillic and Greek letters shaped like Latin ones, a few Latin variants
 * (dotless i, script a and g), the digits 0 and 1, the pipe, dash-like hyphens and apostrophe-like
 * quotes. Kept small on purpose — the common look-alikes, after Unicode's confusables list
 * (UTS #39), not all of it — and case-specific: an upper-case letter maps to an upper-case one.
 * Text is NFKC-normalised and its accents dropped (marks.ts) before this table is read, so
 * full-width and styled (mathematical) letters are already plain ones and `é` is already `e`. Used
 * by display-name-key.ts.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  // Cyrillic capitals
  ["А", "A"],
  ["В", "B"],
  ["Е", "E"],
  ["Ѕ", "S"],
  ["І", "I"],
  ["Ӏ", "I"],
  ["Ј", "J"],
  ["К", "K"],
  ["М", "M"],
  ["Н", "H"],
  ["О", "O"],
  ["Р", "P"],
  ["С", "C"],
  ["Т", "T"],
  ["У", "Y"],
  ["Ү", "Y"],
  ["Х", "X"],
  ["Ԛ", "Q"],
  ["Ԝ", "W"],
  // Cyrillic small letters
  ["а", "a"],
  ["е", "e"],
  ["ѕ", "s"],
  ["і", "i"],
  ["ӏ", "l"],
  ["ј", "j"],
  ["һ", "h"],
  ["о", "o"],
  ["р", "p"],
  ["с", "c"],
  ["у", "y"],
  ["ү", "y"],
  ["х", "x"],
  ["ԛ", "q"],
  ["ԝ", "w"],
  // Greek capitals
  ["Α", "A"],
  ["Β", "B"],
  ["Ε", "E"],
  ["Ζ", "Z"],
  ["Η", "H"],
  ["Ι", "I"],
  ["Κ", "K"],
  ["Μ", "M"],
  ["Ν", "N"],
  ["Ο", "O"],
  ["Ρ", "P"],
  ["Τ", "T"],
  ["Υ", "Y"],
  ["Χ", "X"],
  // Greek small letters
  ["α", "a"],
  ["γ", "y"],
  ["ι", "i"],
  ["κ", "k"],
  ["ν", "v"],
  ["ο", "o"],
  ["ρ", "p"],
  ["υ", "u"],
  ["χ", "x"],
  // Latin letters with a stroke: Unicode has no letter + mark spelling of them to drop
  ["Đ", "D"],
  ["đ", "d"],
  ["Ł", "L"],
  ["ł", "l"],
  ["Ø", "O"],
  ["ø", "o"],
  // Latin variants, digits and signs
  ["ı", "i"],
  ["ȷ", "j"],
  ["ɑ", "a"],
  ["ɡ", "g"],
  ["ǀ", "l"],
  ["|", "l"],
  ["1", "l"],
  ["0", "O"],
  ["‐", "-"],
  ["‒", "-"],
  ["−", "-"],
  ["’", "'"],
  ["ʼ", "'"],
  ["′", "'"],
];

export const CONFUSABLES: ReadonlyMap<string, string> = new Map(PAIRS);

/**
 * Letters that two others side by side pass for: m as rn, w as vv, d as cl. The key spells the one
 * letter as the two, not the two as one, so it never depends on where a run is cut (`vwv`, `wvv`,
 * `ww` and `vvvv` all become `vvvv`) and a key read again stays the same key. Small letters only:
 * the key has ignored case before it reads these.
 */
export const LETTER_PAIRS: ReadonlyMap<string, string> = new Map([
  ["m", "rn"],
  ["w", "vv"],
  ["d", "cl"],
]);
