/**
 * Combining marks in display names: the accents and other signs drawn on (or around) the character
 * before them instead of beside it — Unicode's nonspacing and enclosing marks (Mn, Me). The spacing
 * marks of Indic scripts (Mc) take room of their own and are left alone. Two rules use them: the
 * look-alike key drops the marks of Latin, Greek and Cyrillic letters (display-name-key.ts), and a
 * name stacking more than MAX_MARKS_PER_CHARACTER on one character is refused at registration —
 * "Zalgo" text, whose towers of marks run over the lines above and below it.
 */
const MARK = /[\p{Mn}\p{Me}]/u;
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
// Where a mark only decorates a letter that reads the same without it. In other scripts (Devanagari,
// Thai, Tibetan, …) marks write vowels and other sounds: without them it is another name.
const DECORATED_BASE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/u;

/** Vietnamese puts two marks on a letter (ệ, ở); nothing written in a Latin name needs three. */
export const MAX_MARKS_PER_CHARACTER = 2;

/**
 * The text without the code points drawn as nothing (Unicode's default-ignorables: the combining
 * grapheme joiner, variation selectors, Hangul fillers; controls and bidi marks are refused before).
 */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, "");
}

/**
 * The text with the marks of Latin, Greek and Cyrillic letters (and of digits, signs and spaces)
 * dropped, whether written precomposed (é) or as letter + mark (e + U+0301): `Zoë` becomes `Zoe`.
 */
export function withoutMarks(text: string): string {
  let out = "";
  let decorated = true;
  for (const char of text.normalize("NFD")) {
    if (!MARK.test(char)) decorated = DECORATED_BASE.test(char);
    else if (decorated) continue;
    out += char;
  }
  return out.normalize("NFC");
}

/** What is wrong with the marks of a display name (too many on one character), or null. */
export function stackedMarksProblem(displayName: string): string | null {
  let onThisCharacter = 0;
  for (const char of withoutInvisibles(displayName.normalize("NFD"))) {
    onThisCharacter = MARK.test(char) ? onThisCharacter + 1 : 0;
    if (onThisCharacter > MAX_MARKS_PER_CHARACTER) {
      return `has more than ${MAX_MARKS_PER_CHARACTER} combining marks (accents) stacked on one character`;
    }
  }
  return null;
}
