import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { importCycles, packageCycles } from "./helpers/import-cycles.js";

const packagesDir = fileURLToPath(new URL("../../", import.meta.url));

describe("no package has an import circle", () => {
  it("every package's src is free of circles (import type included)", () => {
    const found = packageCycles(packagesDir);
    expect(Object.keys(found)).toEqual(expect.arrayContaining(["core", "reactor", "rps-grid", "shell-tide"]));
    const circles = Object.entries(found).flatMap(([name, cycles]) =>
      cycles.map((files) => `${name}: ${files.join(" ↔ ")}`),
    );
    expect(circles).toEqual([]);
  });
});

describe("the circle finder", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tree = (files: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cycles-"));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  };

  it("finds a circle of three files, through a re-export and a type-only import", () => {
    const dir = tree({
      "a.ts": 'import { b } from "./b.js";\nexport const a = b;\n',
      "b/index.ts": 'export { c as b } from "../c.js";\n',
      "c.ts": 'import type { A } from "./a.js";\nexport const c = 1;\nexport type C = A;\n',
      "d.ts": 'import { a } from "./a.js";\n',
    });
    expect(importCycles(dir)).toEqual([["a.ts", "b/index.ts", "c.ts"]]);
  });

  it("finds a file that imports itself and a two-file circle", () => {
    const dir = tree({
      "self.ts": 'import "./self.js";\n',
      "x.ts": 'import { y } from "./y";\nexport const x = 1;\n',
      "y.ts": 'export { x as y } from "./x.ts";\n',
    });
    expect(importCycles(dir).sort()).toEqual([["self.ts"], ["x.ts", "y.ts"]]);
  });

  it("ignores imports in comments and strings, packages, and a chain without a circle", () => {
    const dir = tree({
      "a.ts":
        '// import { b } from "./b.js";\nimport fc from "fast-check";\nexport const text = \'from "./b.js"\';\n',
      "b.ts": 'import { text } from "./a.js";\nexport const b = text;\n',
    });
    expect(importCycles(dir)).toEqual([]);
  });
});
