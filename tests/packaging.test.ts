import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { describe, expect, inject, it } from "vitest";
import { libraries, publishable, repoRoot } from "./helpers/publishable.js";

/**
 * Each published package's tarball (packed once by setup/pack-and-install.ts) passes publint; every
 * engine library also passes attw and loads from an .mjs and a .cjs file of the npm-installed project.
 */
const tarballs = inject("tarballs");
const consumer = inject("consumer");

describe.each(publishable)("$manifest.name", ({ manifest }) => {
  it("passes publint on its tarball", async () => {
    const tarball = readFileSync(tarballs[manifest.name]!);
    const { messages, pkg } = await publint({
      level: "suggestion",
      strict: true,
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
    });
    expect(messages.map((m) => formatMessage(m, pkg))).toEqual([]);
  });
});

describe.each(libraries)("$manifest.name", ({ manifest }) => {
  it("declares the publishing basics", () => {
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.files).toContain("dist");
    const main = manifest.exports?.["."] as { import: { types: string }; require: { types: string } };
    expect(main.import.types).toMatch(/\.d\.ts$/);
    expect(main.require.types).toMatch(/\.d\.cts$/);
  });

  it("passes attw on its tarball", () => {
    let output = "";
    let code = 0;
    try {
      output = execFileSync("pnpm", ["exec", "attw", tarballs[manifest.name]!, "--format", "ascii"], {
        cwd: repoRoot,
        encoding: "utf8",
      });
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      code = e.status;
      output = `${e.stdout}\n${e.stderr}`;
    }
    expect(code, output).toBe(0);
  });

  it("imports every entry from an .mjs and a .cjs file of the installed project", () => {
    const subpaths = Object.keys(manifest.exports ?? {}).filter((k) => k !== "./package.json");
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
      const counts = out.trim().split("\n").map(Number);
      expect(counts).toHaveLength(specifiers.length);
      expect(counts.every((n) => n > 0)).toBe(true);
    }
  });
});

describe("zod as the application's own", () => {
  it("an engine schema composes with the consumer's classic zod and parses with English messages", () => {
    const script = `
      import { z } from "zod";
      import { LevelSchema, parseLevel } from "@rulekit/shell-tide";
      import { createRequire } from "node:module";
      const level = createRequire(import.meta.url)("@rulekit/levels/shell-tide/full-rescue-v2/level-01.json");
      const wrapped = z.object({ level: LevelSchema });
      if (!wrapped.safeParse({ level }).success) throw new Error("a pack level does not parse inside z.object");
      const bad = wrapped.safeParse({ level: { ...level, id: 3 } });
      console.log(JSON.stringify([bad.error.issues[0].path, parseLevel({ ...level, id: 3 }).issues[0].message]));
    `;
    writeFileSync(join(consumer, "zod-compose.mjs"), script);
    const out = execFileSync(process.execPath, ["zod-compose.mjs"], { cwd: consumer, encoding: "utf8" });
    expect(JSON.parse(out)).toEqual([["level", "id"], "Invalid input: expected string, received number"]);
  });

  it("one copy of zod is installed: the engines' peer, the application's", () => {
    const out = execFileSync("npm", ["ls", "zod", "--all", "--parseable"], {
      cwd: consumer,
      encoding: "utf8",
    });
    const copies = new Set(
      out
        .trim()
        .split("\n")
        .filter((line) => /node_modules[\\/]zod$/.test(line)),
    );
    expect([...copies]).toEqual([join(consumer, "node_modules", "zod")]);
  });
});
