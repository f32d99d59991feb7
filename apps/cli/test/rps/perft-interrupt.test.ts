import { describe, it } from "vitest";
import { expectInterrupted, interruptWhen } from "../helpers/interrupt.js";

describe("rulekit rps perft stopped by Ctrl-C (SIGINT)", { timeout: 180_000 }, () => {
  for (const json of [false, true])
    it(`mid-count${json ? " under --json" : ""}: one line, exit 130`, async () => {
      // Depth 5 counts for seconds after its first root move.
      const run = await interruptWhen(
        ["rps", "perft", "--depth", "5", "--progress", ...(json ? ["--json"] : [])],
        /^perft depth 5 1\/\d+$/m,
      );
      expectInterrupted(run, "rulekit: interrupted: the count was stopped", json);
    });
});
