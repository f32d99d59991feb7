import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  keywords?: string[];
  homepage?: string;
  bugs?: { url?: string };
  repository?: { type?: string; url?: string; directory?: string };
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports?: Record<string, unknown>;
  files?: string[];
  sideEffects?: boolean;
}

export interface Publishable {
  /** Folder relative to the repository root, e.g. `packages/core`. */
  folder: string;
  dir: string;
  manifest: Manifest;
  /** An engine library (ESM + CJS + types); the CLI and the data package are not. */
  library: boolean;
}

const read = (folder: string): Publishable => {
  const dir = join(repoRoot, folder);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
  return { folder, dir, manifest, library: folder.startsWith("packages/") };
};

/** Every package that is published: packages/*, the CLI and the shipped data (`levels/`). */
export const publishable: Publishable[] = [
  ...readdirSync(join(repoRoot, "packages")).map((name) => read(`packages/${name}`)),
  read("apps/cli"),
  read("levels"),
].filter((p) => !p.manifest.private);

export const libraries = publishable.filter((p) => p.library);

const byName = new Map(publishable.map((p) => [p.manifest.name, p]));

/** The published package of that name. */
export function published(name: string): Publishable {
  const found = byName.get(name);
  if (!found) throw new Error(`${name} is not a published package of this repository`);
  return found;
}

/**
 * The packages of this repository a user gets with `name`: itself and its @rulekit dependencies, all the
 * way down (not its optional peers). Their tarballs are what `npm install` needs, as none is on a registry.
 */
export function withOwnDependencies(name: string): string[] {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next)) return;
    seen.add(next);
    for (const dep of Object.keys(published(next).manifest.dependencies ?? {}))
      if (byName.has(dep)) visit(dep);
  };
  visit(name);
  return [...seen].sort();
}

/** The peers a user must add next to these packages (the optional ones left out), at their declared ranges. */
export function requiredPeers(names: string[]): Record<string, string> {
  const peers: Record<string, string> = {};
  for (const name of names) {
    const { peerDependencies = {}, peerDependenciesMeta = {} } = published(name).manifest;
    for (const [peer, range] of Object.entries(peerDependencies))
      if (!peerDependenciesMeta[peer]?.optional && !byName.has(peer)) peers[peer] = range;
  }
  return peers;
}

/** Every optional peer some published package declares, with the packages that declare it. */
export function optionalPeers(): Map<string, string[]> {
  const peers = new Map<string, string[]>();
  for (const { manifest } of publishable)
    for (const [peer, meta] of Object.entries(manifest.peerDependenciesMeta ?? {}))
      if (meta.optional) peers.set(peer, [...(peers.get(peer) ?? []), manifest.name]);
  return peers;
}
