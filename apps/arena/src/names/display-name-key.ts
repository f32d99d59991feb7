import { CONFUSABLES, LETTER_PAIRS } from "./confusables.js";
import { withoutInvisibles, withoutMarks } from "./marks.js";

/**
 * When two display names pass for each other on a leaderboard. A name is read as it looks:
 * Unicode NFKC (full-width and styled letters become plain ones), invisible code points dropped
 * (Unicode's default-ignorables: joiners, variation selectors, Hangul fillers — the controls and
 * bidi marks never get this far, they are refused), the accents of Latin, Greek and Cyrillic letters
 * dropped (marks.ts: `alicé` is `alice`), every look-alike of confusables.ts replaced by what it
 * passes for, and runs of spaces made one. Two names collide when these agree ignoring case (Unicode's
 * full case folding: `ß` is `ss`, `ς` is `σ`) with m, w and d read as rn, vv and cl — or when they
 * agree after a capital I is read as a small L as well ("AIice" passes for "alice", though "ALICE"
 * must stay equal to "alice", so that reading is a second key, not part of the first). The stored and
 * shown name stays as it was written; only its keys are read this way. Each key is its own key again,
 * so a name and a key of it never disagree about what they pass for.
 */
function replaceEach(text: string, table: ReadonlyMap<string, string>): string {
  let out = "";
  for (const char of text) out += table.get(char) ?? char;
  return out;
}

/** The name as it looks, case kept. Empty when nothing of it is visible. */
function shapeOf(displayName: string): string {
  const plain = withoutMarks(withoutInvisibles(displayName.normalize("NFKC")));
  return replaceEach(plain, CONFUSABLES).replace(/\s+/g, " ").trim();
}

// Full case folding, near enough: lower-, upper-, lower-case. Upper-casing spells ß and ẞ as SS and
// makes σ and ς one Σ, which the last step writes back the same way for both names. Case can bring
// back a mark (İ is i + a dot above) or make a letter the table knows (a capital it lacks).
const caseFolded = (text: string) => text.toLowerCase().toUpperCase().toLowerCase();
const folded = (shape: string) =>
  replaceEach(replaceEach(withoutMarks(caseFolded(shape)), CONFUSABLES), LETTER_PAIRS);

/** The key stored with a competitor (`competitors.name_key`, unique in a competition). */
export function nameKey(displayName: string): string {
  return folded(shapeOf(displayName));
}

/** Every key a name is compared by: two names collide when one of their keys is the same. */
export function nameKeys(displayName: string): [string, string] {
  const shape = shapeOf(displayName);
  return [folded(shape), folded(shape.replaceAll("I", "l"))];
}

/** True when nothing of the name would be seen (only invisible characters and spaces). */
export function isInvisibleName(displayName: string): boolean {
  return shapeOf(displayName) === "";
}

/** The first of `others` that passes for `displayName`, or undefined. */
export function lookAlikeOf<T extends { displayName: string }>(
  displayName: string,
  others: readonly T[],
): T | undefined {
  const [key, narrow] = nameKeys(displayName);
  return others.find((other) => {
    const [otherKey, otherNarrow] = nameKeys(other.displayName);
    return otherKey === key || otherNarrow === narrow;
  });
}
