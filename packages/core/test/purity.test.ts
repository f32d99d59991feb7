import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Engines are deterministic: no Math.random, no clock. This scans the source of every package that
 * does not declare itself an I/O package (`"rulekit": { "io": true }` in its package.json — only the
 * Node-only arena does, since it must time bot processes).
 */
const packagesDir = fileURLToPath(new URL("../../", import.meta.url));
const FORBIDDEN: [RegExp, string][] = [
  [/\bMath\.random\b/, "Math.random"],
  [/\bDate\.now\b/, "Date.now"],
  [/\bnew Date\b/, "new Date"],
  [/\bperformance\.now\b/, "performance.now"],
  [/\bprocess\.hrtime\b/, "process.hrtime"],
  [/\bcrypto\.getRandomValues\b/, "crypto.getRandomValues"],
  [/\brandomUUID\b/, "randomUUID"],
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? [path] : [];
  });

export function findImpurities(root: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(root)) {
    const pkgDir = join(root, name);
    let manifest: { rulekit?: { io?: boolean } };
    try {
      manifest = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
    } catch {
      continue;
    }
    if (manifest.rulekit?.io) continue;
    let files: string[];
    try {
      files = sourceFiles(join(pkgDir, "src"));
    } catch {
      continue;
    }
    for (const file of files) {
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        for (const [pattern, label] of FORBIDDEN) {
          if (pattern.test(line)) found.push(`${file.slice(root.length)}:${i + 1} uses ${label}`);
        }
      });
    }
  }
  return found;
}

describe("engine purity", () => {
  it("no engine package uses Math.random or the clock", () => {
    expect(findImpurities(packagesDir)).toEqual([]);
  });

  it("the scan does find an offender (it can fail)", () => {
    const line = ["const x = Math", "random();"].join(".");
    const file = join(fileURLToPath(new URL(".", import.meta.url)), "fixtures/impure/src/bad.ts");
    expect(readFileSync(file, "utf8")).toContain(line);
    const hits = findImpurities(fileURLToPath(new URL("./fixtures/", import.meta.url)));
    expect(hits).toEqual(["impure/src/bad.ts:2 uses Math.random", "impure/src/bad.ts:3 uses Date.now"]);
  });
});
