import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Every publishable package (packages/*, not private) is packed into a real tarball, checked with
 * publint and attw --pack, then installed into a scratch project and imported from both an .mjs and
 * a .cjs file. Packages are built first (turbo runs `build` before this).
 */
const root = fileURLToPath(new URL("../", import.meta.url));
const packagesDir = join(root, "packages");

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports: Record<string, unknown>;
  files?: string[];
  sideEffects?: boolean;
}

const publishable = readdirSync(packagesDir)
  .map((dir) => ({
    dir: join(packagesDir, dir),
    manifest: JSON.parse(readFileSync(join(packagesDir, dir, "package.json"), "utf8")) as Manifest,
  }))
  .filter((p) => !p.manifest.private);

let scratch: string;
const tarballs = new Map<string, string>();

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "rulekit-pack-"));
  const packs = join(scratch, "packs");
  mkdirSync(packs);
  for (const { dir, manifest } of publishable) {
    const out = execFileSync("pnpm", ["pack", "--pack-destination", packs], { cwd: dir, encoding: "utf8" });
    const tarball = out.trim().split("\n").pop()!.trim();
    tarballs.set(manifest.name, tarball);
  }
  // A consumer project: every @rulekit tarball extracted into node_modules, third-party deps linked.
  const consumer = join(scratch, "consumer");
  for (const { dir, manifest } of publishable) {
    const target = join(consumer, "node_modules", manifest.name);
    mkdirSync(target, { recursive: true });
    execFileSync("tar", ["-xzf", tarballs.get(manifest.name)!, "-C", target, "--strip-components=1"]);
    // Peers too: a consumer installs them (fast-check for @rulekit/core/testing).
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (dep.startsWith("@rulekit/")) continue;
      const link = join(consumer, "node_modules", dep);
      if (existsSync(link)) continue;
      mkdirSync(join(link, ".."), { recursive: true });
      symlinkSync(realpathSync(join(dir, "node_modules", dep)), link, "dir");
    }
  }
  writeFileSync(join(consumer, "package.json"), '{ "name": "consumer", "private": true }\n');
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe.each(publishable)("$manifest.name", ({ dir, manifest }) => {
  it("declares the publishing basics", () => {
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.files).toContain("dist");
    expect(existsSync(join(dir, "README.md"))).toBe(true);
    const main = manifest.exports["."] as { import: { types: string }; require: { types: string } };
    expect(main.import.types).toMatch(/\.d\.ts$/);
    expect(main.require.types).toMatch(/\.d\.cts$/);
  });

  it("passes publint", async () => {
    const { messages, pkg } = await publint({ pkgDir: dir, level: "suggestion", strict: true, pack: "pnpm" });
    expect(messages.map((m) => formatMessage(m, pkg))).toEqual([]);
  });

  it("passes attw --pack", () => {
    let output = "";
    let code = 0;
    try {
      output = execFileSync("pnpm", ["exec", "attw", "--pack", dir, "--format", "ascii"], {
        cwd: root,
        encoding: "utf8",
      });
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      code = e.status;
      output = `${e.stdout}\n${e.stderr}`;
    }
    expect(code, output).toBe(0);
  });

  it("imports from an .mjs and a .cjs file", () => {
    const consumer = join(scratch, "consumer");
    const subpaths = Object.keys(manifest.exports).filter((k) => k !== "./package.json");
    const specifiers = subpaths.map((s) => (s === "." ? manifest.name : `${manifest.name}/${s.slice(2)}`));
    const slug = manifest.name.replace("@rulekit/", "");
    const check = (exportsExpr: string) =>
      `const names = Object.keys(${exportsExpr}).filter((k) => k !== "default" && k !== "__esModule");\n` +
      `if (names.length === 0) throw new Error("no exports");\nconsole.log(names.length);\n`;
    const esm = specifiers
      .map((s, i) => `import * as m${i} from ${JSON.stringify(s)};\n{ ${check(`m${i}`)} }`)
      .join("\n");
    const cjs = specifiers
      .map((s) => `{ const m = require(${JSON.stringify(s)});\n${check("m")} }`)
      .join("\n");
    writeFileSync(join(consumer, `${slug}.mjs`), esm);
    writeFileSync(join(consumer, `${slug}.cjs`), cjs);
    for (const file of [`${slug}.mjs`, `${slug}.cjs`]) {
      const out = execFileSync(process.execPath, [file], { cwd: consumer, encoding: "utf8" });
      expect(
        out
          .trim()
          .split("\n")
          .map(Number)
          .every((n) => n > 0),
      ).toBe(true);
    }
  });
});
