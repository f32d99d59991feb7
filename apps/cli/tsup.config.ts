import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Options } from "tsup";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];
/** The part of esbuild's metafile read here: every input file of the bundle. */
interface Metafile {
  inputs: Record<string, unknown>;
}

/** `rps submit`'s default reference bot, copied from the repository's bots/ so the npm package carries it. */
const REFERENCE_BOT = fileURLToPath(new URL("../../bots/python-greedy", import.meta.url));
const DIST = fileURLToPath(new URL("./dist", import.meta.url));
const SHIPPED_BOT = join(DIST, "reference-bot", "python-greedy");
const NOTICES = join(DIST, "THIRD-PARTY-LICENSES.md");

/**
 * The CLI is an application: it is bundled. Its engines, zod, commander, the MCP SDK and fast-check (for
 * the `check` commands) are built into dist/, split into one chunk per command group that only that group
 * loads, so `npm install @rulekit/cli` fetches two tarballs (this one and the data, @rulekit/levels) and
 * a command loads only the code it runs. Left out: @rulekit/rps-arena, the optional peer that the arena
 * commands load when they run (its sandbox, Redis and queue libraries are most of the size), and the
 * data, which is read from the installed @rulekit/levels as files. Entries: the bin with its shebang,
 * and the worker threads of `shell-tide prove --jobs`, `shell-tide design`, `shell-tide solve` / `step` /
 * `analyze`, `cards sim --jobs`, `reactor solve` / `reactor prove`, `rps perft --depth 4+` and every
 * `<engine> check` (loaded from dist/).
 *
 * `rulekit mcp` is a second bundle (dist/mcp-server.js) with its own copy of what it uses: the MCP SDK
 * uses the whole of classic zod (every locale included), and in one build those modules would land in
 * the chunk every engine command shares with it, to be loaded by each of them. program.ts loads it for
 * `rulekit mcp` alone; its errors are recognised by name (io/known-errors.ts).
 */
const common: Options = {
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  dts: false,
  noExternal: [/^(?!@rulekit\/rps-arena(?:\/|$))/],
  external: ["@rulekit/rps-arena"],
  // commander and ajv are CommonJS: their require() of Node's modules needs a require in an ES module.
  banner: {
    js: 'import { createRequire as __rulekitCreateRequire } from "node:module"; const require = __rulekitCreateRequire(import.meta.url);',
  },
};

const MCP_BUNDLE = "mcp-server";

/** program.ts's import of the mcp group becomes an import of the other bundle, next to it in dist/. */
const mcpApart: Plugin = {
  name: "rulekit-mcp-apart",
  setup(build) {
    build.onResolve({ filter: /\/commands\/mcp\/index\.js$/ }, () => ({
      path: `./${MCP_BUNDLE}.js`,
      external: true,
    }));
  },
};

/** What each build bundled (its esbuild metafile); the licences are written once both are in. */
const bundled = new Map<string, Metafile>();

function licences(name: string): Plugin {
  return {
    name: "rulekit-third-party-licences",
    setup(build) {
      build.initialOptions.metafile = true;
      build.onEnd((result) => {
        if (!result.metafile) return;
        bundled.set(name, result.metafile);
        if (bundled.size < 2) return;
        // Both builds may end before either has written dist/ (a fresh clone has none yet).
        mkdirSync(DIST, { recursive: true });
        writeFileSync(NOTICES, thirdPartyNotices([...bundled.values()]));
      });
    },
  };
}

export default defineConfig([
  {
    ...common,
    entry: {
      bin: "src/bin.ts",
      "prove-worker": "src/commands/shell-tide/prove-worker.ts",
      "design-worker": "src/commands/shell-tide/design-worker.ts",
      "shell-tide-search-worker": "src/commands/shell-tide/search-worker.ts",
      "sim-worker": "src/commands/cards/sim-worker.ts",
      "reactor-worker": "src/commands/reactor/solver-worker.ts",
      "perft-worker": "src/commands/rps/engine/perft-worker.ts",
      "check-worker": "src/io/check-worker.ts",
    },
    // The other bundle's files stay, whichever build gets there first.
    clean: [`!${MCP_BUNDLE}.js`, `!${MCP_BUNDLE}.js.map`],
    esbuildPlugins: [mcpApart, licences("main")],
    // Its sources only: never a Python cache a local run may have left beside them.
    onSuccess: async () =>
      cpSync(REFERENCE_BOT, SHIPPED_BOT, {
        recursive: true,
        filter: (path) => !/__pycache__|\.pyc$/.test(path),
      }),
  },
  {
    ...common,
    entry: { [MCP_BUNDLE]: "src/commands/mcp/index.ts" },
    splitting: false,
    clean: false,
    esbuildPlugins: [licences("mcp")],
  },
]);

/** The licence of every third-party package whose code the bundles hold, as its MIT-style licence asks. */
function thirdPartyNotices(metafiles: Metafile[]): string {
  const packages = new Map<string, string>();
  for (const input of metafiles.flatMap((metafile) => Object.keys(metafile.inputs))) {
    // e.g. ../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/schemas.js → …/node_modules/zod
    const root = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
    if (root === undefined) continue;
    const dir = fileURLToPath(new URL(`./${root}`, import.meta.url));
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      name: string;
      version: string;
    };
    packages.set(`${manifest.name}@${manifest.version}`, dir);
  }
  const sections = [...packages.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, dir]) => {
      const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
      if (!file) throw new Error(`${id}: bundled into the CLI but has no licence file in ${dir}`);
      return `## ${id}\n\n\`\`\`\n${readFileSync(join(dir, file), "utf8").trim()}\n\`\`\`\n`;
    });
  return `# Third-party licences\n\nThe rulekit command bundles code of these packages (built into dist/).\n\n${sections.join("\n")}`;
}
