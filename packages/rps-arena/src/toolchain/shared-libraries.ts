import { realpathSync } from "node:fs";
import type { Mount } from "../sandbox/mounts.js";
import { runHostCommand } from "../util/host-command.js";

const cache = new Map<string, Mount[]>();

/**
 * Read-only mounts for the shared libraries (and the dynamic loader) that trusted toolchain
 * `files` (an interpreter, its extension modules) load, as `ldd` resolves them on the host: each
 * library is mounted at the path the loader looks for, so the sandbox holds exactly the libraries a
 * program needs and nothing else of /usr/lib. (A bot's own compiled program is listed by `ldd`
 * inside the compile sandbox instead, never on the host.)
 */
export function sharedLibraryMounts(files: readonly string[]): Mount[] {
  const key = [...files].sort().join("\n");
  const known = cache.get(key);
  if (known) return known;
  // ldd exits 1 when one of several files is not dynamic; the listing is still complete.
  const mounts = files.length > 0 ? libraryMounts(parseLddOutput(runHostCommand("ldd", files).stdout)) : [];
  cache.set(key, mounts);
  return mounts;
}

/** Each library path (as the loader looks for it) mounted from its real file on the host. */
export function libraryMounts(paths: readonly string[]): Mount[] {
  const mounts: Mount[] = [];
  for (const path of paths) {
    try {
      mounts.push({ source: realpathSync(path), target: path });
    } catch {
      // listed but missing on disk: the program will report it if it needs it
    }
  }
  return mounts;
}

/** Absolute library paths in `ldd` output (`libx.so => /path (0x…)` and `/lib64/ld-linux… (0x…)`). */
export function parseLddOutput(text: string): string[] {
  const paths = new Set<string>();
  for (const line of text.split("\n")) {
    const arrow = /=>\s+(\/\S+)\s+\(0x/.exec(line);
    if (arrow?.[1]) {
      paths.add(arrow[1]);
      continue;
    }
    const direct = /^\s+(\/\S+)\s+\(0x/.exec(line);
    if (direct?.[1]) paths.add(direct[1]);
  }
  return [...paths].sort();
}
