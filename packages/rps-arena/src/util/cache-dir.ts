import { lstatSync, mkdirSync, mkdtempSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where compiled artefacts live between runs (the supervisor, compiled C++ bots):
 * `$RULEKIT_ARENA_CACHE`, else `$XDG_CACHE_HOME/rulekit-arena`, else `~/.cache/rulekit-arena`,
 * else a folder in the system temp dir. Entries are keyed by content hashes, so a stale entry is
 * never used; deleting the folder is always safe.
 *
 * The temp dir is shared with every user of the machine, and what the cache holds is run (the
 * supervisor, a bot's program): a folder there counts only if it is a real folder of this user that
 * nobody else may write to. One made by someone else first (or a link) is passed over, and then this
 * process gets a private folder of its own (nothing cached between runs, but nothing planted either).
 */
export function defaultCacheDir(): string {
  const env = process.env;
  if (env.RULEKIT_ARENA_CACHE) return env.RULEKIT_ARENA_CACHE;
  const own = [
    env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, "rulekit-arena") : null,
    safeHome() ? join(safeHome()!, ".cache", "rulekit-arena") : null,
  ];
  for (const dir of own) {
    if (!dir) continue;
    try {
      mkdirSync(dir, { recursive: true });
      return dir;
    } catch {
      // not writable: try the next one
    }
  }
  const shared = join(tmpdir(), `rulekit-arena-${process.getuid?.() ?? "user"}`);
  try {
    mkdirSync(shared, { recursive: true, mode: 0o700 });
    if (isPrivateFolder(shared)) return shared;
  } catch {
    // not usable: a private one below
  }
  return mkdtempSync(join(tmpdir(), "rulekit-arena-private-"));
}

/** A real folder (not a link) of this user that neither its group nor others may write to. */
function isPrivateFolder(dir: string): boolean {
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) return false;
  const uid = process.getuid?.();
  return uid === undefined || (stat.uid === uid && (stat.mode & 0o022) === 0);
}

function safeHome(): string | null {
  try {
    return homedir() || null;
  } catch {
    return null;
  }
}
