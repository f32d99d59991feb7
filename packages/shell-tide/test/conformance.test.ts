import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assertEngine } from "@rulekit/core/testing";
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  type AttemptState,
  type Level,
  type Move,
  newAttempt,
  parseLevel,
  shellTideEngine,
} from "../src/index.js";
import { levelArb } from "./arbitraries.js";

const packDir = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const pack: Level[] = Array.from({ length: 10 }, (_, i) => {
  const name = `level-${String(i + 1).padStart(2, "0")}.json`;
  const parsed = parseLevel(JSON.parse(readFileSync(fileURLToPath(new URL(name, packDir)), "utf8")));
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
});

/** Every node (and one past each end) in both directions and a wrong one: near misses of legal moves. */
const nearMisses = (state: AttemptState): Move[] =>
  Array.from({ length: state.level.nodes.length + 2 }, (_, i) => i - 1).flatMap((node) =>
    (["left", "right", "up"] as Move["direction"][]).map((direction) => ({ node, direction })),
  );

describe("Shell Tide passes the engine conformance kit", () => {
  it("on the pack's levels and on random rings (custom sizes, wet pits, Current Arrows)", () => {
    const starts = fc.oneof(
      fc.constantFrom(...pack).map((level) => newAttempt(level)),
      levelArb().map((level) => newAttempt(level, { optimalTurns: 1, maxTurns: 8 })),
    );
    assertEngine(shellTideEngine, {
      initial: starts,
      runs: 150,
      maxSteps: 12,
      isTerminal: (s) => s.levelStatus !== "playing",
      probes: nearMisses,
    });
  });
});
