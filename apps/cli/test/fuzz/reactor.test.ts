import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "vitest";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { CLI_FUZZ_TIMEOUT, fuzzCommands, shippedFiles } from "./cli-fuzz.js";

const level = (name: string) => join(REPO_ROOT, "levels/reactor", name);

describe("rulekit reactor on mutated levels and action lists", () => {
  const scratch = mkdtempSync(join(tmpdir(), "rulekit-fuzz-"));

  it(
    "validate, run and forecast on mutated levels: exit 0/1/2, one clean line, one JSON document",
    async () => {
      const report = await fuzzCommands({
        name: "reactor levels",
        files: shippedFiles("reactor", /^\d\d-[a-z-]+\.json$/),
        target: () => join(scratch, "level.json"),
        commands: [
          (f) => ["reactor", "validate", f, "--json"],
          (f) => ["reactor", "forecast", f, "--json"],
          (f) => ["reactor", "run", f, "--actions", level("01-flow-and-consumers.solution.json"), "--json"],
          (f) => ["reactor", "validate", f],
        ],
      });
      console.log(report);
    },
    CLI_FUZZ_TIMEOUT,
  );

  it(
    "run on mutated action lists: exit 0/1/2, one clean line, one JSON document",
    async () => {
      const files = shippedFiles("reactor", /\.(solution|lose)\.json$/);
      const report = await fuzzCommands({
        name: "reactor actions",
        files,
        target: () => join(scratch, "actions.json"),
        commands: [
          (f) => ["reactor", "run", level("04-leaks-and-remedies.json"), "--actions", f, "--json"],
          (f) => ["reactor", "forecast", level("02-junction-ratios.json"), "--actions", f, "--json"],
        ],
      });
      console.log(report);
    },
    CLI_FUZZ_TIMEOUT,
  );
});
