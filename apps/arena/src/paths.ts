import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * The reference bot of the check games: the greedy Python sample, copied next to the bundle by the
 * build (dist/reference-bot/python-greedy), or the repository's bots/python-greedy from the sources.
 */
export function defaultReferenceBot(): string {
  const candidates = [
    join(HERE, "reference-bot", "python-greedy"),
    join(HERE, "..", "..", "..", "bots", "python-greedy"),
    join(HERE, "..", "..", "..", "..", "bots", "python-greedy"),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, "ott.json")));
  if (!found) throw new Error("the reference bot (python-greedy) is missing: give one with referenceBot");
  return found;
}
