import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { publishable, repoRoot } from "./helpers/publishable.js";

/** What each tarball holds: what a user needs (built code, types, sources for the maps, data), the licence, nothing else. */
const tarballs = inject("tarballs");
const REPOSITORY = "git+https://github.com/rulekit/rulekit.git";
const licence = readFileSync(join(repoRoot, "LICENSE"), "utf8");

const listing = (tarball: string) =>
  execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.replace(/^package\//, ""));

const fileOf = (tarball: string, file: string) =>
  // the CLI's MCP bundle alone is near 2 MB: more than execFileSync's default 1 MiB of output
  execFileSync("tar", ["-xzOf", tarball, `package/${file}`], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });

/** Anything a user does not need: tests, benchmarks, configs, build and tool output. */
const NOT_FOR_USERS =
  /(^|\/)(test|tests|bench|e2e|coverage|reports|node_modules|\.turbo|\.stryker-tmp[^/]*)\/|\.test\.ts$|(^|\/)(tsconfig[^/]*\.json|tsup\.config\.ts|vitest\.config\.ts|stryker\.config\.mjs|typedoc\.json|biome\.json)$|\.log$/;

describe.each(publishable)("$manifest.name tarball", ({ folder, manifest }) => {
  const files = listing(tarballs[manifest.name]!);

  it("carries the MIT licence, the README and nothing a user does not need", () => {
    expect(files).toContain("LICENSE");
    expect(files).toContain("README.md");
    expect(fileOf(tarballs[manifest.name]!, "LICENSE")).toBe(licence);
    expect(manifest.license).toBe("MIT");
    expect(files.filter((f) => NOT_FOR_USERS.test(f))).toEqual([]);
  });

  it("has the registry metadata: repository with its folder, homepage, bugs, keywords", () => {
    expect(manifest.repository).toEqual({ type: "git", url: REPOSITORY, directory: folder });
    expect(manifest.homepage).toBe(`https://github.com/rulekit/rulekit/tree/main/${folder}#readme`);
    expect(manifest.bugs?.url).toBe("https://github.com/rulekit/rulekit/issues");
    expect(manifest.keywords?.length).toBeGreaterThan(2);
  });

  it("links its README to absolute addresses only (relative links are dead on the registry page)", () => {
    const readme = fileOf(tarballs[manifest.name]!, "README.md");
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(targets.filter((t) => !/^(https:\/\/|#)/.test(t))).toEqual([]);
  });

  it("has zod as a peer (not a dependency) when its code imports zod", () => {
    const code = files.filter((f) => /^dist\/.*\.(c?js)$/.test(f));
    const importsZod = code.some((f) =>
      /from\s*["']zod|require\(["']zod/.test(fileOf(tarballs[manifest.name]!, f)),
    );
    if (manifest.name === "@rulekit/cli") return; // an application: zod is its own dependency
    expect(manifest.dependencies?.zod).toBeUndefined();
    if (importsZod) expect(manifest.peerDependencies?.zod).toMatch(/^\^4\./);
  });
});

describe("what each kind of package ships", () => {
  it("the CLI: its bin, built chunks, the reference bot of `rps submit` and the bundled code's licences only", () => {
    const files = listing(tarballs["@rulekit/cli"]!);
    expect(files).toContain("dist/bin.js");
    expect(files).toContain("dist/prove-worker.js");
    expect(files).toContain("dist/sim-worker.js");
    const bot = ["dist/reference-bot/python-greedy/ott.json", "dist/reference-bot/python-greedy/bot/main.py"];
    for (const file of bot) expect(files).toContain(file);
    const rest = files.filter((f) => !bot.includes(f));
    expect(
      rest.filter(
        (f) => !/^(dist\/[^/]+\.js|dist\/THIRD-PARTY-LICENSES\.md|LICENSE|README\.md|package\.json)$/.test(f),
      ),
    ).toEqual([]);
  });

  it("the CLI is bundled: one dependency (the data), the arena an optional peer, every bundled package's licence", () => {
    const manifest = JSON.parse(fileOf(tarballs["@rulekit/cli"]!, "package.json"));
    expect(Object.keys(manifest.dependencies)).toEqual(["@rulekit/levels"]);
    expect(manifest.peerDependenciesMeta).toEqual({ "@rulekit/rps-arena": { optional: true } });
    const notices = fileOf(tarballs["@rulekit/cli"]!, "dist/THIRD-PARTY-LICENSES.md");
    for (const bundled of ["commander", "zod", "@modelcontextprotocol/sdk", "fast-check"])
      expect(notices).toMatch(new RegExp(`^## ${bundled.replace("/", "\\/")}@\\d`, "m"));
    const code = listing(tarballs["@rulekit/cli"]!)
      .filter((f) => f.endsWith(".js"))
      .map((f) => fileOf(tarballs["@rulekit/cli"]!, f))
      .join("\n");
    // Every import of a package left in the bundle is the optional arena (the arena service's is by a name
    // in a variable). Import statements start a line; a comment's example (` * import … from 'ajv'`) does not.
    const specifiers = [
      ...code.matchAll(
        /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm,
      ),
    ].map((m) => (m[1] ?? m[2])!);
    const packages = specifiers
      .filter((s) => !s.startsWith(".") && !s.startsWith("node:") && !builtinModules.includes(s))
      .map((s) =>
        s
          .split("/")
          .slice(0, s.startsWith("@") ? 2 : 1)
          .join("/"),
      );
    expect([...new Set(packages)].sort()).toEqual(["@rulekit/rps-arena"]);
  });

  it("the data: the pack and its proof, card content, the Reactor tutorial, RuleSets and replays; no test fixtures", () => {
    const files = listing(tarballs["@rulekit/levels"]!);
    for (const file of [
      "shell-tide/full-rescue-v2/level-01.json",
      "shell-tide/full-rescue-v2/level-10.json",
      "shell-tide/full-rescue-v2/proof.json",
      "card-combat/manifest.json",
      "reactor/pack.json",
      "reactor/01-flow-and-consumers.solution.json",
      "rps-grid/classic-v2.json",
      "rps-grid/replays/classic-python-vs-cpp.json",
    ])
      expect(files).toContain(file);
    expect(files.filter((f) => f.startsWith("reactor/invalid/"))).toEqual([]);
  });

  it("an engine: ESM, CJS and both kinds of types", () => {
    const files = listing(tarballs["@rulekit/shell-tide"]!);
    for (const file of ["dist/index.js", "dist/index.cjs", "dist/index.d.ts", "dist/index.d.cts"])
      expect(files).toContain(file);
  });
});
