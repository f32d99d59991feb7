import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { type BadInputRow, expectRefusal } from "./expect-refusal.js";
import { type HostileFiles, hostileFiles, hostSnapshot, unreadable } from "./hostile-files.js";

const CONTENT = join(REPO_ROOT, "levels/card-combat");

/** A copy of the content folder with `manifest` changes (or a file replaced by a symlink). */
function contentWith(change: (dir: string, manifest: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-bad-content-"));
  cpSync(CONTENT, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  change(dir, manifest);
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe("rulekit cards: a table of bad inputs", () => {
  let f: HostileFiles;
  let before: string;
  let outside: string;

  beforeAll(async () => {
    f = await hostileFiles();
    outside = join(f.dir, "secret.json");
    writeFileSync(outside, JSON.stringify([{ id: "x" }]));
    before = hostSnapshot([f.dir, CONTENT]);
  });
  afterAll(() => f.close());

  it("replay refuses every unreadable file; validate and --content refuse unreadable folders", () => {
    const rows: BadInputRow[] = unreadable(f).map(([what, path, code]) => ({
      what: `replay ${what}`,
      args: ["cards", "replay", path],
      exit: 2,
      code,
    }));
    rows.push(
      { what: "replay a JSON array", args: ["cards", "replay", f.array], exit: 2, code: "invalid_input" },
      { what: "replay __proto__ keys", args: ["cards", "replay", f.protoKeys], exit: 2 },
      { what: "validate a missing folder", args: ["cards", "validate", join(f.dir, "none")], exit: 2 },
      { what: "validate a file", args: ["cards", "validate", f.array], exit: 2 },
      { what: "sim --content a FIFO", args: ["cards", "sim", "--games", "1", "--content", f.fifo], exit: 2 },
      { what: "sim --games 0", args: ["cards", "sim", "--games", "0"], exit: 2, code: "usage" },
    );
    for (const row of rows) expectRefusal(row);
  });

  it("manifests that name files outside the content folder are refused, whatever they point at", () => {
    const dotdot = contentWith((_, m) => {
      m.packs = "../../etc/shadow";
    });
    const absolute = contentWith((_, m) => {
      m.encounters = "/etc/shadow";
    });
    // packs: a name inside the folder that is a symlink to a FIFO, or to a file, outside it
    const fifo = contentWith((dir, m) => {
      symlinkSync(f.fifo, join(dir, "pipe.json"));
      m.packs = "pipe.json";
    });
    const linked = contentWith((dir, m) => {
      symlinkSync(outside, join(dir, "link.json"));
      m.packs = "link.json";
    });
    const empty = contentWith((dir) => writeFileSync(join(dir, "packs.json"), ""));
    const rows: BadInputRow[] = [
      { what: "packs: ../../etc/shadow", args: ["cards", "validate", dotdot], exit: 1 },
      { what: "encounters: /etc/shadow", args: ["cards", "validate", absolute], exit: 1 },
      {
        what: "run --content with a .. path",
        args: ["cards", "run", "--auto", "--content", dotdot],
        exit: 2,
      },
      {
        what: "packs: a symlink to a FIFO",
        args: ["cards", "validate", fifo],
        exit: 2,
        code: "outside_folder",
      },
      { what: "packs: a symlink out", args: ["cards", "validate", linked], exit: 2, code: "outside_folder" },
      { what: "packs.json empty", args: ["cards", "validate", empty], exit: 2, code: "invalid_json" },
    ];
    for (const row of rows) {
      const run = expectRefusal(row);
      expect(run.stderr).not.toContain("root:");
    }
  });

  it("run refuses every --log that is not a regular file or a new name, before anything is played", () => {
    const logs: [string, string][] = [
      ["/dev/null", "/dev/null"],
      ["/dev/full", "/dev/full"],
      ["a FIFO", f.fifo],
      ["a socket", f.socket],
      ["a directory", f.folder],
      ["a symlink to /dev/null", f.linkToNull],
      ["a dangling symlink", f.dangling],
      ["a missing folder", join(f.dir, "no", "such", "run.json")],
      ["a path under a file", join(f.array, "run.json")],
    ];
    for (const [what, log] of logs) {
      expectRefusal({
        what: `--log ${what}`,
        args: ["cards", "run", "--auto", "--seed", "bad", "--log", log],
        exit: 2,
      });
    }
  });

  it("left every file as it was (the content, the scratch files, /dev/null and /dev/full)", () => {
    expect(hostSnapshot([f.dir, CONTENT])).toBe(before);
  });
});
