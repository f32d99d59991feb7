import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { describe, expect, inject, it } from "vitest";
import { PROJECTS } from "./helpers/projects.js";
import {
  libraries,
  optionalPeers,
  publishable,
  repoRoot,
  withOwnDependencies,
} from "./helpers/publishable.js";

/**
 * Each published package's tarball (packed once by setup/pack-and-install.ts) passes publint; every
 * engine library also passes attw and loads from an .mjs and a .cjs file of its own npm project: that
 * package with its own dependencies and its required peers, nothing else (helpers/projects.ts).
 */
const tarballs = inject("tarballs");
const projects = inject("projects");

/** The entries that need an optional peer, which a user of that entry adds: entry → the peer. */
const ENTRIES_WITH_OPTIONAL_PEERS: Record<string, Record<string, string>> = {
  "@rulekit/core": { "./testing": "fast-check" },
};

/** `import * as m from <each entry>` in an .mjs file and `require(<each entry>)` in a .cjs one, in `dir`. */
function loadEntries(dir: string, slug: string, specifiers: string[]) {
  const check = (exportsExpr: string) =>
    `const names = Object.keys(${exportsExpr}).filter((k) => k !== "default" && k !== "__esModule");\n` +
    `if (names.length === 0) throw new Error("no exports");\nconsole.log(names.length);\n`;
  const esm = specifiers.map((s, i) => `import * as m${i} from ${JSON.stringify(s)};\n{ ${check(`m${i}`)} }`);
  const cjs = specifiers.map((s) => `{ const m = require(${JSON.stringify(s)});\n${check("m")} }`);
  writeFileSync(join(dir, `${slug}.mjs`), esm.join("\n"));
  writeFileSync(join(dir, `${slug}.cjs`), cjs.join("\n"));
  return [`${slug}.mjs`, `${slug}.cjs`].map((file) =>
    spawnSync(process.execPath, [file], { cwd: dir, encoding: "utf8" }),
  );
}

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

  it("installs alone: its project holds our packages it depends on and no optional peer", () => {
    const dir = projects[manifest.name]!;
    expect(readdirSync(join(dir, "node_modules", "@rulekit")).map((n) => `@rulekit/${n}`)).toEqual(
      withOwnDependencies(manifest.name),
    );
    for (const peer of optionalPeers().keys())
      if (!withOwnDependencies(manifest.name).includes(peer))
        expect(existsSync(join(dir, "node_modules", peer)), peer).toBe(false);
  });
});

describe.each(libraries)("$manifest.name", ({ manifest }) => {
  const dir = projects[manifest.name]!;
  const slug = manifest.name.replace("@rulekit/", "");
  const needsPeer = ENTRIES_WITH_OPTIONAL_PEERS[manifest.name] ?? {};
  const subpaths = Object.keys(manifest.exports ?? {}).filter((k) => k !== "./package.json");
  const specifier = (s: string) => (s === "." ? manifest.name : `${manifest.name}/${s.slice(2)}`);

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

  it("imports every entry from an .mjs and a .cjs file of its own project (no optional peer)", () => {
    const specifiers = subpaths.filter((s) => !(s in needsPeer)).map(specifier);
    for (const run of loadEntries(dir, slug, specifiers)) {
      expect(run.status, run.stderr).toBe(0);
      const counts = run.stdout.trim().split("\n").map(Number);
      expect(counts).toHaveLength(specifiers.length);
      expect(counts.every((n) => n > 0)).toBe(true);
    }
  });

  it.runIf(Object.keys(needsPeer).length > 0)(
    "an entry that needs an optional peer names it when it is missing, and loads once it is added",
    () => {
      for (const [entry, peer] of Object.entries(needsPeer)) {
        for (const run of loadEntries(dir, `${slug}-without-${peer}`, [specifier(entry)])) {
          expect(run.status).not.toBe(0);
          expect(run.stderr).toMatch(new RegExp(`Cannot find (package|module) '${peer}'`));
        }
        const withPeer = projects[`${manifest.name.replace("@rulekit/", "")}+${peer}`]!;
        for (const run of loadEntries(withPeer, `${slug}-with-${peer}`, [specifier(entry)]))
          expect(run.status, run.stderr).toBe(0);
      }
    },
  );
});

it("every optional peer is either a package of ours or listed with the entry that needs it", () => {
  for (const [peer, declaredBy] of optionalPeers())
    for (const name of declaredBy) {
      if (peer.startsWith("@rulekit/")) continue;
      expect(Object.values(ENTRIES_WITH_OPTIONAL_PEERS[name] ?? {}), `${name} → ${peer}`).toContain(peer);
      expect(PROJECTS[`${name.replace("@rulekit/", "")}+${peer}`], `a project with ${peer}`).toBeDefined();
    }
});

describe("zod as the application's own", () => {
  const consumer = projects.libraries!;

  it("an engine schema composes with the consumer's classic zod and parses with English messages", () => {
    const script = `
      import { z } from "zod";
      import { LevelSchema, parseLevel } from "@rulekit/shell-tide";
      import { shellTideLevel } from "@rulekit/levels";
      const level = shellTideLevel(1);
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
