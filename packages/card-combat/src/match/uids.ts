/**
 * A match's card uids (`c1`, `c2`, …). The first few thousand are made once, as internalized strings
 * (`Object.keys` returns its keys internalized): comparing two of them is then a pointer comparison,
 * and the rules compare uids on every look-up (`findEntity`, trigger exclusions, hand searches).
 */
const CACHED = 4096;
const record: Record<string, true> = {};
for (let n = 0; n < CACHED; n++) record[`c${n}`] = true;
const UIDS: readonly string[] = Object.keys(record);

/** The uid `c<n>`. */
export const cardUid = (n: number): string => (n < CACHED ? (UIDS[n] as string) : `c${n}`);
