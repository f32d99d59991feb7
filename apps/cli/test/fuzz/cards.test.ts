import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "vitest";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { runInProcess } from "../helpers/run-in-process.js";
import { CLI_FUZZ_TIMEOUT, fuzzCommands } from "./cli-fuzz.js";

const CONTENT = join(REPO_ROOT, "levels/card-combat");

describe("rulekit cards on mutated content and logs", () => {
  const scratch = mkdtempSync(join(tmpdir(), "rulekit-fuzz-"));

  it(
    "validate and sim on a content folder with one mutated file: exit 0/1/2, clean, one JSON document",
    async () => {
      const dir = join(scratch, "content");
      cpSync(CONTENT, dir, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(CONTENT, "manifest.json"), "utf8"));
      const names: string[] = ["manifest.json", ...manifest.factions, manifest.packs, manifest.encounters];
      const original = new Map(names.map((name) => [name, readFileSync(join(CONTENT, name), "utf8")]));
      const report = await fuzzCommands({
        name: "cards content",
        files: names.map((name) => ({ name, value: JSON.parse(original.get(name)!) })),
        target: (file) => join(dir, file.name),
        restore: (file) => writeFileSync(join(dir, file.name), original.get(file.name)!),
        commands: [
          () => ["cards", "validate", dir, "--json"],
          () => ["cards", "sim", "--games", "2", "--content", dir, "--json"],
          () => ["cards", "run", "--auto", "--seed", "fuzz", "--content", dir, "--no-log", "--json"],
          () => ["cards", "validate", dir],
        ],
      });
      console.log(report);
    },
    CLI_FUZZ_TIMEOUT,
  );

  it(
    "replay on mutated run logs: exit 0/1/2, one clean line, one JSON document",
    async () => {
      const log = join(scratch, "run.json");
      const made = await runInProcess([
        "cards",
        "run",
        "--auto",
        "--seed",
        "fuzz-log",
        "--content",
        CONTENT,
        "--log",
        log,
        "--json",
      ]);
      if (made.code !== 0) throw new Error(made.stderr);
      const report = await fuzzCommands({
        name: "cards logs",
        files: [{ name: "run.json", value: JSON.parse(readFileSync(log, "utf8")) }],
        target: () => join(scratch, "mutated-run.json"),
        commands: [(f) => ["cards", "replay", f, "--json"], (f) => ["cards", "replay", f]],
      });
      console.log(report);
    },
    CLI_FUZZ_TIMEOUT,
  );
});
