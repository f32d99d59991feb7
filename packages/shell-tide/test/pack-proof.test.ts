import { describe, expect, it } from "vitest";
import { checkGates, proveLevel } from "../src/index.js";
import { PACK_PROOF, PACK_SIZE, packLevel } from "./pack-files.js";

// Its own file because it is the slowest thing the package tests: every level's whole reachable graph
// (seconds each, minutes under mutation instrumentation, so mutation runs leave it out: stryker.config.mjs).
describe("proof.json is the proof the rules give today", () => {
  // Every level is proven again in full, the two 4×4 ones included (L8 and L10), so a change to the
  // rules or the proof that changes the pack fails here.
  it.each(Array.from({ length: PACK_SIZE }, (_, i) => [i + 1] as const))(
    "level %i: a fresh balance proof equals the stored one",
    (n) => {
      const entry = PACK_PROOF.levels[n - 1]!;
      const { level: _n, file: _f, table: _t, meetsTable: _m, differences: _d, ...stored } = entry;
      const fresh = proveLevel(packLevel(n));
      expect(fresh).toEqual(stored);
      // the gates are judged on the audit they report, each with why when missed
      expect(fresh.gates).toEqual(
        checkGates(fresh.failAudit, {
          objective: fresh.objective,
          finalTideSweep: fresh.finalTideSweep,
          wetPits: fresh.wetPits,
        }),
      );
    },
    120_000,
  );
});
