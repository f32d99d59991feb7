import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { shellTidePack } from "../../vite/shell-tide-pack.ts";

const PACK = new URL("../../../../levels/shell-tide/full-rescue-v2/", import.meta.url).pathname;
const conditions = ["@rulekit/source", "import", "module", "default"];
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Builds a one-line app that imports the pack from `levelsDir`; returns the built module's text. */
async function buildWith(levelsDir: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "rulekit-pack-"));
  scratch.push(root);
  writeFileSync(join(root, "main.js"), 'import pack from "virtual:shell-tide-pack";\nwindow.pack = pack;\n');
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [shellTidePack({ levelsDir, conditions })],
    build: {
      outDir: join(root, "out"),
      minify: false,
      lib: { entry: join(root, "main.js"), formats: ["es"], fileName: "app" },
    },
  });
  const out = join(root, "out");
  return readdirSync(out)
    .map((f) => readFileSync(join(out, f), "utf8"))
    .join("\n");
}

function levelsWith(broken: (level: Record<string, unknown>) => unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-levels-"));
  scratch.push(dir);
  copyFileSync(join(PACK, "level-01.json"), join(dir, "level-01.json"));
  const level = JSON.parse(readFileSync(join(PACK, "level-02.json"), "utf8"));
  writeFileSync(join(dir, "level-02.json"), JSON.stringify(broken(level)));
  return dir;
}

describe("the studio's Shell Tide pack, checked when the studio is built", () => {
  it("holds the parsed levels of the shipped pack, in order", async () => {
    const out = await buildWith(PACK);
    expect(out).toContain('"file": "level-01.json"');
    expect(out).toContain('"file": "level-10.json"');
    expect(out).toContain('"problems": []');
  }, 60_000);

  it("fails the build on a broken level file, naming the file and the field", async () => {
    const dir = levelsWith((level) => ({ ...level, nodes: "not a list" }));
    await expect(buildWith(dir)).rejects.toThrow(/level-02\.json: \$\.nodes/);
  }, 60_000);

  it("fails the build on a file that is not JSON", async () => {
    const dir = levelsWith(() => null);
    writeFileSync(join(dir, "level-02.json"), "{ not json");
    await expect(buildWith(dir)).rejects.toThrow(/level-02\.json: not JSON/);
  }, 60_000);
});
