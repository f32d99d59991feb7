import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2, type Game, legalMoves, newGame, play } from "@rulekit/rps-grid";
import { describe, it } from "vitest";
import { CLI_FUZZ_TIMEOUT, fuzzCommands, shippedFiles } from "./cli-fuzz.js";

describe("rulekit rps on mutated RuleSets and traces", () => {
  const scratch = mkdtempSync(join(tmpdir(), "rulekit-fuzz-"));

  it(
    "rules validate, new and perft: exit 0/1/2, one clean line, one JSON document, never a hang",
    async () => {
      const report = await fuzzCommands({
        name: "rps rules",
        files: shippedFiles("rps-grid", /\.json$/),
        target: () => join(scratch, "rules.json"),
        commands: [
          (f) => ["rps", "rules", "validate", f, "--json"],
          (f) => ["rps", "new", "--rules", f, "--seed", "fuzz", "--json"],
          (f) => ["rps", "perft", "--rules", f, "--depth", "2", "--json"],
          (f) => ["rps", "rules", "validate", f],
        ],
      });
      console.log(report);
    },
    CLI_FUZZ_TIMEOUT,
  );

  it(
    "trace inputs: exit 0/1/2, one clean line, one JSON document, never a hang",
    async () => {
      // Four legal plies from the seeded classic start, so an unmutated trace plays through.
      const moves: number[][] = [];
      let game: Game = newGame(CLASSIC_V2, "fuzz");
      for (let ply = 0; ply < 4; ply++) {
        const move = legalMoves(game)[ply]!;
        moves.push([move.fromRow, move.fromCol, move.toRow, move.toCol]);
        const next = play(game, move);
        if (!next.ok) throw new Error(next.code);
        game = next.game;
      }
      const trace = { name: "trace.json", value: { rules: "classic", seed: "fuzz", moves } };
      const report = await fuzzCommands({
        name: "rps trace",
        files: [trace],
        target: () => join(scratch, "trace.json"),
        commands: [(f) => ["rps", "trace", f, "--json"], (f) => ["rps", "trace", f]],
      });
      console.log(report);
    },
    CLI_FUZZ_TIMEOUT,
  );
});
