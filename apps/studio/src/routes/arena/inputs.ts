/**
 * What the arena pages check before they ask the service, and how they read their address: plain functions
 * (tested in test/arena) so a page refuses bad input in words before a request is made.
 */

/** Tokens are letters, digits, '_' and '-' (what the service accepts in a Bearer header). */
export function tokenProblem(token: string): string | null {
  if (token === "") return "Paste your token.";
  if (!/^[A-Za-z0-9_-]{10,200}$/.test(token))
    return "A token is 10–200 letters, digits, '_' or '-' (as it was shown to you, without spaces).";
  return null;
}

/** The service's upload limit (ARCHIVE_LIMITS.maxBytes): a larger file is refused here with the same words. */
export const MAX_ARCHIVE_BYTES = 8 * 1024 * 1024;

/** The content type the service reads an archive as, by its name; null for a name it does not take. */
export function archiveType(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".zip")) return "application/zip";
  if (lower.endsWith(".tar")) return "application/x-tar";
  if (lower.endsWith(".tar.gz") || lower.endsWith(".tgz")) return "application/gzip";
  return null;
}

/** What a new round's form sends (the API's body), from what the admin chose. */
export function roundBody(input: {
  kind: "scoring" | "trial";
  name: string;
  games: string;
  seed: string;
  rules: unknown;
  entrants: number[];
}): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: input.kind };
  if (input.name.trim()) body.name = input.name.trim();
  if (input.seed.trim()) body.seed = input.seed.trim();
  const games = Number(input.games);
  if (input.games.trim() && Number.isInteger(games)) body.games = games;
  if (input.kind === "trial") {
    body.entrants = input.entrants;
    if (input.rules) body.rules = input.rules;
  }
  return body;
}

/** Seeds per pairing as the service takes them: a whole number from 1 to 20. */
export function gamesProblem(text: string): string | null {
  return /^(?:[1-9]|1\d|20)$/.test(text.trim())
    ? null
    : "Seeds per pairing must be a whole number from 1 to 20.";
}

/** `?move=N` and `?judging=N` of a match page's address, as whole numbers (0 / null when absent or not one). */
export function matchAddress(search: URLSearchParams): { move: number; judging: number | null } {
  const move = Number(search.get("move"));
  const judging = Number(search.get("judging"));
  return {
    move: Number.isSafeInteger(move) && move > 0 ? move : 0,
    judging: Number.isSafeInteger(judging) && judging > 0 ? judging : null,
  };
}
