import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { PROJECTS } from "../helpers/projects.js";
import { publishable } from "../helpers/publishable.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder holding the packed tarballs. */
    packs: string;
    /** Package name → tarball path. */
    tarballs: Record<string, string>;
    /** Project key (helpers/projects.ts) → the npm project's folder, installed. */
    projects: Record<string, string>;
    /** A scratch folder outside the repository that the run removes at the end. */
    scratch: string;
  }
}

const run = promisify(execFile);

/** npm as a user runs it, quiet, with no notifier; the registry's packages from the cache when it has them. */
export const NPM_ENV = { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" };

/**
 * Packs every published package once (pnpm pack: workspace:* becomes the real version), then installs
 * each project of helpers/projects.ts with npm into a new folder in the system's temporary folder, a few
 * at a time. The packages must be built first (`pnpm test` builds them through turbo before this runs).
 */
export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(join(tmpdir(), "rulekit-pack-"));
  const packs = join(scratch, "packs");
  mkdirSync(packs);
  const tarballs: Record<string, string> = {};
  for (const { dir, manifest } of publishable) {
    const out = execFileSync("pnpm", ["pack", "--pack-destination", packs], { cwd: dir, encoding: "utf8" });
    tarballs[manifest.name] = out.trim().split("\n").pop()!.trim();
  }
  const projects: Record<string, string> = {};
  const queue = Object.entries(PROJECTS);
  const install = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, plan] = next;
      const dir = join(scratch, "projects", key.replace(/[^\w.+-]+/g, "_"));
      mkdirSync(dir, { recursive: true });
      const dependencies: Record<string, string> = { ...plan.registry };
      for (const name of plan.tarballs) dependencies[name] = `file:${tarballs[name]}`;
      writeFileSync(
        join(dir, "package.json"),
        `${JSON.stringify({ name: "consumer", private: true, type: "module", dependencies }, null, 2)}\n`,
      );
      try {
        await run("npm", ["install", "--no-audit", "--loglevel=error", "--prefer-offline"], {
          cwd: dir,
          env: NPM_ENV,
        });
      } catch (error) {
        throw new Error(`npm install of the ${key} project failed: ${(error as { stderr?: string }).stderr}`);
      }
      projects[key] = dir;
    }
  };
  await Promise.all([install(), install(), install()]);
  project.provide("packs", packs);
  project.provide("tarballs", tarballs);
  project.provide("projects", projects);
  project.provide("scratch", scratch);
  return () => rmSync(scratch, { recursive: true, force: true });
}
