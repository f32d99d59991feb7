import { parseWith, type Refusal, refuse, stableStringify } from "@rulekit/core";
import * as z from "zod/mini";
import { ActionSchema } from "../actions/schema.js";
import { BalanceSchema } from "../balance/schema.js";
import { CARRIERS, ELEMENTS, LEVEL_STATES, LOSS_REASONS, REFUSALS, SERVICE_STATES } from "../constants.js";
import { LeakSchema, PosSchema, PropSchema, RobotSchema } from "../level/schema.js";
import { validateLevel } from "../validation/validate.js";
import type { GameState } from "./types.js";

/**
 * States this engine made (newGame, startGame, step) are trusted: they carry a mark only the engine
 * sets — a non-enumerable symbol property, invisible to JSON, structuredClone and spreads, so a copy,
 * a parsed file or a hand-made object never carries it — and the contract treats states as immutable.
 * Any other value handed to `step` is checked in full first: the shape, the level (validated like
 * newGame does), and that every per-cell layer fits the grid.
 */
const TRUSTED = Symbol("reactor.trusted-state");

export function trustState<T extends GameState>(state: T): T {
  Object.defineProperty(state, TRUSTED, { value: true });
  return state;
}

export const isTrustedState = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { [TRUSTED]?: boolean })[TRUSTED] === true;

const values = z.array(z.number());
const layer = z.strictObject({ present: values, amount: values, potential: values });

const GameStateShape = z.strictObject({
  level: z.unknown(),
  balance: BalanceSchema,
  width: z.int().check(z.gte(1)),
  height: z.int().check(z.gte(1)),
  turn: z.int().check(z.gte(1)),
  actionsLeft: z.int().check(z.gte(0)),
  movesThisTurn: z.int().check(z.gte(0)),
  turnActions: z.array(ActionSchema),
  robot: RobotSchema,
  props: z.array(PropSchema),
  services: z.record(z.string(), z.enum(SERVICE_STATES)),
  leaks: z.array(LeakSchema),
  networks: z.strictObject({ fuel: layer, coolant: layer, electricity: layer }),
  networkEdits: z.array(z.string()),
  hazards: z.strictObject({ fuel: values, coolant: values, electricity: values, heat: values }),
  blocks: z.strictObject({ fuel: values, coolant: values, electricity: values }),
  firedEvents: z.array(z.string()),
  diagnosticsUnlocked: z.boolean(),
  reactors: z.array(
    z.strictObject({
      id: z.string(),
      at: PosSchema,
      heat: z.number(),
      ready: z.boolean(),
      activated: z.boolean(),
    }),
  ),
  levelState: z.enum(LEVEL_STATES),
  loss: z.nullable(
    z.strictObject({
      reason: z.enum(Object.values(LOSS_REASONS) as [string, ...string[]]),
      message: z.string(),
      at: z.optional(PosSchema),
    }),
  ),
  log: z.array(z.looseObject({ type: z.string() })),
  forecast: z.nullable(z.looseObject({})),
});

/**
 * What the rules find a prop by and what it connects: its id, kind, cell, carrier, reactor bindings and area,
 * a door's edge and a supply's remedy. Play never changes them (only a prop's state: enabled, mode, open, …),
 * so a state that did is no state of its level.
 */
const anchor = (prop: object): string => {
  const { id, kind, at, carrier, bindings, area, edge, supply } = prop as Record<string, unknown>;
  return stableStringify({ id, kind, at, carrier, bindings, area, edge, supply });
};

/** What is wrong with a state from outside (a JSON path and why), or null. */
function stateProblem(state: unknown): string | null {
  const shaped = parseWith(GameStateShape, state);
  if (!shaped.ok) return `${shaped.issues[0]!.path}: ${shaped.issues[0]!.message}`;
  const s = shaped.value;
  const report = validateLevel(s.level);
  if (!report.ok) return `$.level${report.errors[0]!.location.path.slice(1)}: ${report.errors[0]!.message}`;
  const level = s.level as GameState["level"];
  if (s.width !== level.width) return "$.width: does not match the level";
  if (s.height !== level.height) return "$.height: does not match the level";
  const cells = s.width * s.height;
  const grids: [string, number[]][] = [
    ...CARRIERS.flatMap((c): [string, number[]][] => [
      [`networks.${c}.present`, s.networks[c].present],
      [`networks.${c}.amount`, s.networks[c].amount],
      [`networks.${c}.potential`, s.networks[c].potential],
      [`blocks.${c}`, s.blocks[c]],
    ]),
    ...ELEMENTS.map((e): [string, number[]] => [`hazards.${e}`, s.hazards[e]]),
  ];
  // (Non-finite values never get here: the shape's z.number() refuses NaN and ±Infinity.)
  for (const [path, grid] of grids) {
    if (grid.length !== cells) return `$.${path}: expected ${cells} cells (width × height)`;
  }
  if (s.props.length !== level.props.length || s.props.some((p, i) => anchor(p) !== anchor(level.props[i]!)))
    return "$.props: expected the level's props, in the level's order, on their cells, with their carriers, bindings, areas, edges and supplies";
  const { x, y } = s.robot.at;
  if (x < 0 || y < 0 || x >= s.width || y >= s.height) return "$.robot.at: off the grid";
  // The engine sets a loss and the level state Lost together, and never one without the other.
  if ((s.loss !== null) !== (s.levelState === "Lost"))
    return s.loss === null
      ? "$.loss: a lost level must say why"
      : '$.levelState: expected "Lost" (the level has a loss)';
  return null;
}

/** The refusal for a value that is not a game state (or null for one step can run on). */
export function stateRefusal(state: unknown): Refusal<typeof REFUSALS.invalidState> | null {
  if (isTrustedState(state)) return null;
  const problem = stateProblem(state);
  return problem === null ? null : refuse(REFUSALS.invalidState, `not a valid game state: ${problem}`);
}
