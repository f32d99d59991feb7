import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { type BadInputRow, expectRefusal } from "./expect-refusal.js";
import { type HostileFiles, hostileFiles, hostSnapshot, unreadable } from "./hostile-files.js";

const LEVELS = join(REPO_ROOT, "levels/reactor");
const LEVEL = join(LEVELS, "01-flow-and-consumers.json");

describe("rulekit reactor: a table of bad inputs", () => {
  let f: HostileFiles;
  let before: string;

  beforeAll(async () => {
    f = await hostileFiles();
    writeFileSync(
      join(f.dir, "many-actions.json"),
      JSON.stringify(Array.from({ length: 10_001 }, () => ({ type: "EndTurn" }))),
    );
    before = hostSnapshot([f.dir, LEVELS]);
  });
  afterAll(() => f.close());

  it("validate, run, forecast and play refuse every unreadable level or action file", () => {
    const rows: BadInputRow[] = [];
    for (const [what, path, code] of unreadable(f)) {
      rows.push({ what: `validate ${what}`, args: ["reactor", "validate", path], exit: 2, code });
    }
    // The reader is shared: --actions gets the inputs that hang or grow without it.
    for (const [what, path, code] of [
      ["a FIFO", f.fifo, "not_a_regular_file"],
      ["/dev/zero", "/dev/zero", "not_a_regular_file"],
      ["a file over the size cap", f.overCap, "too_large"],
      ["deep JSON", f.deep, "too_deep"],
    ]) {
      rows.push({
        what: `run --actions ${what}`,
        args: ["reactor", "run", LEVEL, "--actions", path!],
        exit: 2,
        code,
      });
    }
    rows.push(
      { what: "forecast a FIFO", args: ["reactor", "forecast", f.fifo], exit: 2 },
      { what: "play /dev/zero", args: ["reactor", "play", "/dev/zero"], exit: 2 },
      { what: "a JSON array as level", args: ["reactor", "validate", f.array], exit: 2 },
      { what: "__proto__ keys as level", args: ["reactor", "validate", f.protoKeys], exit: 2 },
    );
    for (const row of rows) expectRefusal(row);
  });

  it("refuses limits and outputs: 10 001 actions, --horizon 51, --log onto a device or a FIFO", () => {
    const rows: BadInputRow[] = [
      {
        what: "10 001 actions",
        args: ["reactor", "run", LEVEL, "--actions", join(f.dir, "many-actions.json")],
        exit: 2,
        code: "invalid_input",
      },
      {
        what: "--horizon 51",
        args: ["reactor", "forecast", LEVEL, "--horizon", "51"],
        exit: 2,
        code: "usage",
      },
      {
        what: "--expect Melted",
        args: ["reactor", "run", LEVEL, "--actions", LEVEL, "--expect", "x"],
        exit: 2,
      },
    ];
    for (const log of ["/dev/null", "/dev/full", f.fifo, f.folder, f.linkToNull, f.dangling]) {
      rows.push({
        what: `play --log ${log}`,
        args: ["reactor", "play", LEVEL, "--log", log],
        input: "w\nquit\n",
        exit: 2,
      });
    }
    for (const row of rows) expectRefusal(row);
  });

  it("left every file as it was (the levels, the scratch files, /dev/null and /dev/full)", () => {
    expect(hostSnapshot([f.dir, LEVELS])).toBe(before);
  });
});
