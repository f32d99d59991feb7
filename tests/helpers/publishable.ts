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
