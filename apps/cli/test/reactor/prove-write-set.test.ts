import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { interruptWhileWriting, snapshot, stderrLines } from "../helpers/file-set.js";
import { REPO_ROOT, runCli } from "../helpers/run-cli.js";

const LEVELS = join(REPO_ROOT, "levels/reactor");
const STALE = '{ "stale": "the proof before this run" }\n';

/** A pack of the first three tutorial levels whose proof files are all stale; returns the folder. */
function stalePack(): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-reactor-set-"));
  const pack = JSON.parse(readFileSync(join(LEVELS, "pack.json"), "utf8"));
  pack.levels = pack.levels.slice(0, 3);
  writeFileSync(join(dir, "pack.json"), JSON.stringify(pack));
  for (const entry of pack.levels as { level: string; solution: string }[]) {
    for (const file of [entry.level, entry.solution]) copyFileSync(join(LEVELS, file), join(dir, file));
    writeFileSync(join(dir, entry.level.replace(/\.json$/, ".proof.json")), STALE);
  }
  return dir;
}

const proofFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".proof.json"));

describe("rulekit reactor prove --write: the proof files change together", { timeout: 240_000 }, () => {
  for (const held of [1, 3])
    it(`Ctrl-C after ${held} of 3 files are written leaves every old proof and no temporary file`, async () => {
      const dir = stalePack();
      const before = snapshot(dir);
      const run = await interruptWhileWriting(["reactor", "prove", "--pack", dir, "--write"], held, 3);
      expect(run.signal).toBeNull();
      expect(run.code).toBe(130);
      expect(run.stdout).toBe("");
      // Besides the test hook's own line, one line.
      expect(stderrLines(run.stderr)).toEqual([
        "rulekit: interrupted: the proof files were not written; the old ones are unchanged",
      ]);
      // Every file as it was, and nothing added (no .name.pid.n.tmp).
      expect(snapshot(dir)).toEqual(before);
    });

  it("without Ctrl-C all of them are written, and no temporary file is left", () => {
    const dir = stalePack();
    const run = runCli(["reactor", "prove", "--pack", dir, "--write"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("wrote 3 proof file(s)");
    expect(proofFiles(dir)).toHaveLength(3);
    for (const file of proofFiles(dir))
      expect(readFileSync(join(dir, file), "utf8")).toBe(readFileSync(join(LEVELS, file), "utf8"));
    expect(readdirSync(dir).filter((f) => f.startsWith("."))).toEqual([]);
  });
});
