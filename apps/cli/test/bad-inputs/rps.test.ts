import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { type BadInputRow, expectRefusal } from "./expect-refusal.js";
import { type HostileFiles, hostileFiles, hostSnapshot, unreadable } from "./hostile-files.js";

const RULES = join(REPO_ROOT, "levels/rps-grid");
const CLASSIC = join(RULES, "classic-v2.json");

describe("rulekit rps: a table of bad inputs", () => {
  let f: HostileFiles;
  let before: string;

  beforeAll(async () => {
    f = await hostileFiles();
    const at = (name: string, value: unknown) => writeFileSync(join(f.dir, name), JSON.stringify(value));
    at("trace-object-seed.json", { rules: "classic", seed: { a: 1 }, moves: [] });
    at("trace-many.json", {
      rules: "classic",
      seed: "s",
      moves: Array.from({ length: 10_001 }, () => [1, 2, 2, 2]),
    });
    at("trace-unknown-rules.json", { rules: "chess", seed: "s" });
    at("huge-board.json", { ...JSON.parse('{"engine":"rps-grid-v1"}'), boardSize: 1e300 });
    before = hostSnapshot([f.dir, RULES]);
  });
  afterAll(() => f.close());

  it("rules validate, new --rules, perft --state and trace refuse every unreadable file", () => {
    const rows: BadInputRow[] = [];
    for (const [what, path, code] of unreadable(f)) {
      rows.push({ what: `rules validate ${what}`, args: ["rps", "rules", "validate", path], exit: 2, code });
    }
    // The reader is shared: the other commands get the two that hang or grow without it.
    rows.push(
      { what: "trace a FIFO", args: ["rps", "trace", f.fifo], exit: 2, code: "not_a_regular_file" },
      { what: "trace deep JSON", args: ["rps", "trace", f.deep], exit: 2, code: "too_deep" },
      {
        what: "perft --state /dev/zero",
        args: ["rps", "perft", "--rules", "classic", "--state", "/dev/zero", "--depth", "1"],
        exit: 2,
        code: "not_a_regular_file",
      },
      {
        what: "perft --state over the cap",
        args: ["rps", "perft", "--rules", "classic", "--state", f.overCap, "--depth", "1"],
        exit: 2,
        code: "too_large",
      },
    );
    rows.push({
      what: "new --rules /dev/zero",
      args: ["rps", "new", "--rules", "/dev/zero", "--seed", "s"],
      exit: 2,
    });
    for (const row of rows) expectRefusal(row);
  });

  it("refuses wrong kinds of input and limits: arrays, __proto__, huge numbers, long traces, deep perft", () => {
    const at = (name: string) => join(f.dir, name);
    const rows: BadInputRow[] = [
      {
        what: "a JSON array as RuleSet",
        args: ["rps", "rules", "validate", f.array],
        exit: 2,
        code: "invalid_input",
      },
      { what: "__proto__ keys as RuleSet", args: ["rps", "rules", "validate", f.protoKeys], exit: 2 },
      { what: "boardSize 1e300", args: ["rps", "rules", "validate", at("huge-board.json")], exit: 1 },
      { what: "a seed that is an object", args: ["rps", "trace", at("trace-object-seed.json")], exit: 2 },
      { what: "10 001 moves in a trace", args: ["rps", "trace", at("trace-many.json")], exit: 2 },
      { what: "unknown built-in rules", args: ["rps", "trace", at("trace-unknown-rules.json")], exit: 2 },
      {
        what: "trace on stdin: not JSON",
        args: ["rps", "trace", "-"],
        input: "[[[",
        exit: 2,
        code: "invalid_json",
      },
      {
        what: "perft --depth 6 without --force",
        args: ["rps", "perft", "--rules", CLASSIC, "--depth", "6"],
        exit: 2,
      },
      {
        what: "perft --depth 9",
        args: ["rps", "perft", "--rules", "classic", "--depth", "9", "--force"],
        exit: 2,
      },
      {
        what: "perft --depth 1e400",
        args: ["rps", "perft", "--rules", "classic", "--depth", "1e400"],
        exit: 2,
      },
      { what: "new with an empty --rules", args: ["rps", "new", "--rules", ""], exit: 2 },
    ];
    for (const row of rows) expectRefusal(row);
  });

  it("left every file as it was (the rule sets, the scratch files, /dev/null and /dev/full)", () => {
    expect(hostSnapshot([f.dir, RULES])).toBe(before);
  });
});
