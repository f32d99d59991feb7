/** A host path made visible inside the sandbox (read-only unless `writable`). */
export interface Mount {
  source: string;
  target: string;
  writable?: boolean;
  /** The source is one file (for a copy: its parent folder becomes the fresh tmpfs). */
  file?: boolean;
}

/** Removes duplicate targets (first wins) so bwrap never mounts the same path twice. */
export function dedupeMounts(mounts: readonly Mount[]): Mount[] {
  const seen = new Set<string>();
  const out: Mount[] = [];
  for (const mount of mounts) {
    if (seen.has(mount.target)) continue;
    seen.add(mount.target);
    out.push(mount);
  }
  return out;
}
