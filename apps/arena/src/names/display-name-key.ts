import { CONFUSABLES } from "./confusables.js";

/**
 * When two display names pass for each other on a leaderboard. A name is read as it looks:
 * Unicode NFKC (full-width and styled letters become plain ones), invisible code points dropped
 * (Unicode's default-ignorables: joiners, variation selectors, Hangul fillers — the controls and
 * bidi marks never get this far, they are refused), every look-alike of confusables.ts replaced by
 * what it passes for, and runs of spaces made one. Two names collide when these agree ignoring case
 * — or when they agree after a capital I is read as a small L as well ("AIice" passes for "alice",
 * though "ALICE" must stay equal to "alice", so that reading is a second key, not part of the first).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

function replaceLookAlikes(text: string): string {
  let out = "";
  for (const char of text) out += CONFUSABLES.get(char) ?? char;
  return out;
}

/** The name as it looks, case kept. Empty when nothing of it is visible. */
function shapeOf(displayName: string): string {
  const plain = displayName.normalize("NFKC").replace(INVISIBLE, "");
  return replaceLookAlikes(plain).replace(/\s+/g, " ").trim();
}

// Lower-casing can make a letter the table knows (a capital it lacks has a small one it has).
const folded = (shape: string) => replaceLookAlikes(shape.toLowerCase());

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
