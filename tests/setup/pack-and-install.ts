import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { publishable } from "../helpers/publishable.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder holding the packed tarballs. */
    packs: string;
    /** Package name → tarball path. */
    tarballs: Record<string, string>;
    /** A fresh npm project outside the repository with every tarball installed. */
    consumer: string;
  }
}

/**
 * Packs every published package once (pnpm pack: workspace:* becomes the real version) and installs
 * all the tarballs with npm into a new project in the system's temporary folder, as a user would.
 * Their third-party dependencies come from the registry (zod arrives as the engines' peer). The
 * packages must be built first (`pnpm test` builds them through turbo before this runs).
 */
export default function setup(project: TestProject) {
  const scratch = mkdtempSync(join(tmpdir(), "rulekit-pack-"));
  const packs = join(scratch, "packs");
  const consumer = join(scratch, "consumer");
  mkdirSync(packs);
  mkdirSync(consumer);
  const tarballs: Record<string, string> = {};
  for (const { dir, manifest } of publishable) {
    const out = execFileSync("pnpm", ["pack", "--pack-destination", packs], { cwd: dir, encoding: "utf8" });
    tarballs[manifest.name] = out.trim().split("\n").pop()!.trim();
  }
  const dependencies: Record<string, string> = {};
  // Optional peers (fast-check for @rulekit/core/testing) are what a user of that entry installs.
  for (const { manifest } of publishable)
    for (const [name, meta] of Object.entries(manifest.peerDependenciesMeta ?? {}))
      if (meta.optional) dependencies[name] = manifest.peerDependencies![name]!;
  for (const [name, file] of Object.entries(tarballs)) dependencies[name] = `file:${file}`;
  writeFileSync(
    join(consumer, "package.json"),
    `${JSON.stringify({ name: "consumer", private: true, type: "module", dependencies }, null, 2)}\n`,
  );
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", "--prefer-offline"], {
    cwd: consumer,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  project.provide("packs", packs);
  project.provide("tarballs", tarballs);
  project.provide("consumer", consumer);
  return () => rmSync(scratch, { recursive: true, force: true });
}
