import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "vitest";
import { CLI_FUZZ_TIMEOUT, fuzzCommands, shippedFiles } from "./cli-fuzz.js";

describe("rulekit shell-tide on mutated levels", () => {
  it(
    "solve, step and analyze: exit 0/1/2, one clean line, one JSON document, never a hang",
    async () => {
      const scratch = mkdtempSync(join(tmpdir(), "rulekit-fuzz-"));
      const report = await fuzzCommands({
        name: "shell-tide",
        files: shippedFiles("shell-tide/full-rescue-v2", /^level-\d+\.json$/),
        target: () => join(scratch, "level.json"),
        commands: [
          (f) => ["shell-tide", "solve", f, "--json"],
          (f) => ["shell-tide", "step", f, "--moves", "0:right,1:left", "--json"],
          (f) => ["shell-tide", "analyze", f, "--select", "0", "--json"],
          (f) => ["shell-tide", "solve", f],
        ],
      });
      console.log(report);
    },
    CLI_FUZZ_TIMEOUT,
  );
});
