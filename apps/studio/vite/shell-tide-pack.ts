import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Plugin, runnerImport } from "vite";
import type { Pack } from "../src/routes/shell-tide/pack-build.ts";

const ID = "virtual:shell-tide-pack";
const RESOLVED = `\0${ID}`;
const LEVEL_FILE = /^level-\d+\.json$/;

/**
 * `virtual:shell-tide-pack`: the Full Rescue v2 pack, checked by the engine when the studio is built. The
 * module holds the parsed levels (and the problems of broken files), so no page parses them, and the
 * parser and zod stay out of the pages that only play. `vite build` fails on a broken level file; the dev
 * server lists it on the pages instead and reloads when a level file changes.
 */
export function shellTidePack(options: { levelsDir: string; conditions: string[] }): Plugin {
  let building = false;
  return {
    name: "rulekit:shell-tide-pack",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const files: Record<string, unknown> = {};
      const problems: string[] = [];
      for (const name of readdirSync(options.levelsDir).filter((f) => LEVEL_FILE.test(f))) {
        const path = join(options.levelsDir, name);
        this.addWatchFile(path);
        try {
          files[path] = JSON.parse(readFileSync(path, "utf8"));
        } catch (error) {
          problems.push(`${name}: not JSON (${(error as Error).message})`);
        }
      }
      // The engine from its TypeScript sources, through Vite's own module runner.
      const { module } = await runnerImport<typeof import("../src/routes/shell-tide/pack-build.ts")>(
        new URL("../src/routes/shell-tide/pack-build.ts", import.meta.url).pathname,
        {
          configFile: false,
          logLevel: "error",
          // The workspace packages are TypeScript: the runner compiles them (Node would load their dist/).
          environments: {
            inline: { resolve: { noExternal: [/^@rulekit\//], conditions: options.conditions } },
          },
        },
      );
      const built = module.buildPack(files);
      const pack: Pack = { levels: built.levels, problems: [...problems, ...built.problems] };
      if (building && pack.problems.length > 0)
        this.error(`broken Shell Tide level files in ${options.levelsDir}:\n${pack.problems.join("\n")}`);
      return `export default ${JSON.stringify(pack)};`;
    },
  };
}
