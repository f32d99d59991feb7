import { formatJsonPath, type ParseResult, parseWith, type ValidationIssue } from "@rulekit/core";
import * as z from "zod/mini";
import { standardLayout, templateForNodeCount } from "./layout.js";
import { parseLevel } from "./parse-level.js";
import { ringEdges } from "./ring.js";
import { DirectionSchema, type Level, LevelBalanceSchema, type LevelNode } from "./schema.js";

/** What {@link createLevel} builds a ring from. */
export interface CreateLevelInput {
  /** The starfish on each node, in ring order: the ring has one node per entry (0 on a wet pit). */
  starfish: readonly number[];
  /** The nodes that are wet pits (by index). */
  wetPits?: readonly number[];
  /** Current Arrows: each on a sand node, the only direction that node may be sown in. */
  currentArrows?: readonly { node: number; direction: "left" | "right" }[];
  /** `finalTideSweep` (default false); `wetPitRescue` follows from `wetPits` when not given. */
  rules?: { finalTideSweep?: boolean; wetPitRescue?: boolean };
  /** Default `"custom"`. */
  id?: string;
  name?: string;
  /** A balance block, checked like a level file's (its optimalTurns must be the solver's). */
  balance?: Level["balance"];
}

const InputSchema = z.strictObject({
  starfish: z.array(z.int().check(z.nonnegative())),
  wetPits: z.optional(z.array(z.int())),
  currentArrows: z.optional(z.array(z.strictObject({ node: z.int(), direction: DirectionSchema }))),
  rules: z.optional(
    z.strictObject({ finalTideSweep: z.optional(z.boolean()), wetPitRescue: z.optional(z.boolean()) }),
  ),
  id: z.optional(z.string().check(z.minLength(1))),
  name: z.optional(z.string()),
  balance: z.optional(LevelBalanceSchema),
});

function nodeIssues(
  list: readonly number[] | undefined,
  n: number,
  at: (i: number) => PropertyKey[],
): ValidationIssue[] {
  return (list ?? []).flatMap((node, i) =>
    node >= 0 && node < n
      ? []
      : [
          {
            path: formatJsonPath(at(i)),
            code: "unknown_node",
            message: `node ${node} does not exist (0..${n - 1})`,
          },
        ],
  );
}

/**
 * A level of any ring size from the starfish on each node — the ring's edges (`right[i] = i + 1`), its
 * nodes and, for 8 or 12 nodes, the standard 3×3 / 4×4 layout are made for you — then checked by
 * `parseLevel` like a level file (custom ring sizes allowed):
 *
 * ```ts
 * const made = createLevel({ starfish: [0, 2, 0, 1, 0, 0, 1, 0], rules: { finalTideSweep: true } });
 * if (made.ok) newAttempt(made.value);
 * ```
 *
 * Bad input is an issue at its path in the input (`$.wetPits[0]`); a rule the ring breaks is an issue
 * at its path in the level made (`$.nodes[3].starfish` is node 3, the input's `starfish[3]`), and a
 * board beyond the exact solver is `beyond_exact_solver` with the limits.
 */
export function createLevel(input: CreateLevelInput): ParseResult<Level> {
  const read = parseWith(InputSchema, input);
  if (!read.ok) return read;
  const spec = read.value;
  const n = spec.starfish.length;
  const issues = [
    ...nodeIssues(spec.wetPits, n, (i) => ["wetPits", i]),
    ...nodeIssues(
      spec.currentArrows?.map((arrow) => arrow.node),
      n,
      (i) => ["currentArrows", i, "node"],
    ),
  ];
  if (issues.length > 0) return { ok: false, issues };
  const pits = new Set(spec.wetPits);
  const arrows = new Map(spec.currentArrows?.map((arrow) => [arrow.node, arrow.direction]));
  const nodes = spec.starfish.map((starfish, index): LevelNode => {
    const node: LevelNode = { index, type: pits.has(index) ? "wet_pit" : "sand", starfish };
    const arrow = arrows.get(index);
    if (arrow !== undefined) node.currentDirection = arrow;
    return node;
  });
  const level: Level = {
    id: spec.id ?? "custom",
    ...(spec.name === undefined ? {} : { name: spec.name }),
    nodes,
    edges: ringEdges(n),
    rules: {
      finalTideSweep: spec.rules?.finalTideSweep ?? false,
      wetPitRescue: spec.rules?.wetPitRescue ?? pits.size > 0,
    },
  };
  const template = templateForNodeCount(n);
  if (template) level.layout = standardLayout(template);
  if (spec.balance) level.balance = spec.balance;
  return parseLevel(level, { allowCustomRing: true });
}
