import { realpathSync } from "node:fs";
import type { Mount } from "../sandbox/mounts.js";
import { runHostCommand } from "../util/host-command.js";

const cache = new Map<string, Mount[]>();

/**
 * Read-only mounts for the shared libraries (and the dynamic loader) that `files` load, as `ldd`
 * resolves them on the host: each library is mounted at the path the loader looks for, so the
 * sandbox holds exactly the libraries a program needs and nothing else of /usr/lib.
 */
export function sharedLibraryMounts(files: readonly string[]): Mount[] {
  const key = [...files].sort().join("\n");
  const known = cache.get(key);
  if (known) return known;
  const mounts: Mount[] = [];
  if (files.length > 0) {
    const result = runHostCommand("ldd", files);
    // ldd exits 1 when one of several files is not dynamic; the listing is still complete.
    for (const path of parseLddOutput(result.stdout)) {
      try {
        mounts.push({ source: realpathSync(path), target: path });
      } catch {
        // listed but missing on disk: the program will report it if it needs it
      }
    }
  }
  cache.set(key, mounts);
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
