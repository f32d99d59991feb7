import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runCli } from "../helpers/run-cli.js";
import { type BadInputRow, expectRefusal } from "./expect-refusal.js";
import { type HostileFiles, hostileFiles, hostSnapshot, unreadable } from "./hostile-files.js";

const PACK = join(REPO_ROOT, "levels/shell-tide/full-rescue-v2");
const LEVEL = join(PACK, "level-01.json");

describe("rulekit shell-tide: a table of bad inputs", () => {
  let f: HostileFiles;
  let before: string;
  const rows: BadInputRow[] = [];

  beforeAll(async () => {
    f = await hostileFiles();
    // A pack whose level-01.json is a symlink out of it, a level with 10^15 starfish, an empty one.
    const leaky = join(f.dir, "leaky-pack");
    mkdirSync(leaky);
    symlinkSync(LEVEL, join(leaky, "level-01.json"));
    const level = JSON.parse(readFileSync(LEVEL, "utf8"));
    level.nodes[0].starfish = 1e15;
    writeFileSync(join(f.dir, "huge.json"), JSON.stringify(level));
    writeFileSync(join(f.dir, "nothing.json"), JSON.stringify({ id: "nothing", nodes: [], edges: {} }));
    before = hostSnapshot([f.dir, PACK]);
  });
  afterAll(() => f.close());

  it("solve, step and analyze refuse every unreadable file (exit 2, one line, one JSON document)", () => {
    for (const [what, path, code] of unreadable(f)) {
      rows.push({ what: `solve ${what}`, args: ["shell-tide", "solve", path], exit: 2, code });
    }
    rows.push(
      { what: "step on a FIFO", args: ["shell-tide", "step", f.fifo, "--moves", "0:right"], exit: 2 },
      { what: "analyze /dev/zero", args: ["shell-tide", "analyze", "/dev/zero"], exit: 2 },
      { what: "a JSON array", args: ["shell-tide", "solve", f.array], exit: 2, code: "invalid_input" },
      { what: "__proto__ keys", args: ["shell-tide", "solve", f.protoKeys], exit: 2, code: "invalid_input" },
      { what: "a level of nothing", args: ["shell-tide", "solve", join(f.dir, "nothing.json")], exit: 2 },
      {
        what: "a pile of 10^15 starfish",
        args: ["shell-tide", "step", join(f.dir, "huge.json"), "--moves", "0:right"],
        exit: 2,
        code: "invalid_input",
      },
      {
        what: "stdin of /dev/zero bytes",
        args: ["shell-tide", "solve", "-"],
        input: "\0".repeat(1024),
        exit: 2,
      },
    );
    for (const row of rows.splice(0)) expectRefusal(row);
  });

  it("refuses bad options and packs: --moves, --select, --level, --pack (missing, a file, a symlink out)", () => {
    const table: BadInputRow[] = [
      {
        what: "--moves 3:up",
        args: ["shell-tide", "step", LEVEL, "--moves", "3:up"],
        exit: 2,
        code: "usage",
      },
      { what: "--moves ,", args: ["shell-tide", "step", LEVEL, "--moves", ","], exit: 2, code: "usage" },
      { what: "--select x", args: ["shell-tide", "analyze", LEVEL, "--select", "x"], exit: 2, code: "usage" },
      {
        what: "--moves refused",
        args: ["shell-tide", "step", LEVEL, "--moves", "99:left"],
        exit: 1,
        code: "refused",
      },
      { what: "--level 0", args: ["shell-tide", "play", "--level", "0"], exit: 2, code: "usage" },
      { what: "--level 1e400", args: ["shell-tide", "play", "--level", "1e400"], exit: 2, code: "usage" },
      { what: "--pack missing", args: ["shell-tide", "prove", "--pack", join(f.dir, "none")], exit: 2 },
      { what: "--pack a file", args: ["shell-tide", "prove", "--pack", LEVEL], exit: 2 },
      {
        what: "--pack with a symlink out",
        args: ["shell-tide", "prove", "--pack", join(f.dir, "leaky-pack")],
        exit: 2,
        code: "outside_folder",
      },
      { what: "--jobs 0", args: ["shell-tide", "prove", "--jobs", "0"], exit: 2, code: "usage" },
      {
        what: "prove --write into /dev/null (a pack folder that is a device)",
        args: ["shell-tide", "prove", "--pack", "/dev/null", "--write"],
        exit: 2,
      },
    ];
    for (const row of table) expectRefusal(row);
  });

  it("without --json: the same exit codes and one line on stderr, nothing on stdout", () => {
    for (const args of [
      ["shell-tide", "solve", f.fifo],
      ["shell-tide", "solve", f.deep],
    ]) {
      const run = runCli(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/^rulekit: [^\n]+\n$/);
    }
  });

  it("left every file as it was (the pack, the scratch files, /dev/null and /dev/full)", () => {
    expect(hostSnapshot([f.dir, PACK])).toBe(before);
  });
});
