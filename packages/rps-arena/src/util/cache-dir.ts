import { mkdirSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where compiled artefacts live between runs (the supervisor, compiled C++ bots):
 * `$RULEKIT_ARENA_CACHE`, else `$XDG_CACHE_HOME/rulekit-arena`, else `~/.cache/rulekit-arena`,
 * else a folder in the system temp dir. Entries are keyed by content hashes, so a stale entry is
 * never used; deleting the folder is always safe.
 */
export function defaultCacheDir(): string {
  const env = process.env;
  if (env.RULEKIT_ARENA_CACHE) return env.RULEKIT_ARENA_CACHE;
  const candidates = [
    env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, "rulekit-arena") : null,
    safeHome() ? join(safeHome()!, ".cache", "rulekit-arena") : null,
    join(tmpdir(), `rulekit-arena-${process.getuid?.() ?? "user"}`),
  ];
  for (const dir of candidates) {
    if (!dir) continue;
    try {
      mkdirSync(dir, { recursive: true });
      return dir;
    } catch {
      // not writable: try the next one
    }
  }
  return join(tmpdir(), "rulekit-arena");
}

function safeHome(): string | null {
  try {
    return homedir() || null;
  } catch {
    return null;
  }
}
