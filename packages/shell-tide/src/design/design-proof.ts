import { PLAUSIBLE_DEFINITION } from "../balance/definition.js";
import { GATE_DEFINITIONS } from "../balance/gate-definitions.js";
import type { GateDefinitions, LevelProof, PlausibleDefinition } from "../balance/types.js";
import type { DesignedBoard } from "./design-search.js";
import type { DesignResult } from "./design-to-order.js";
import type { DesignDistance } from "./distance.js";
import type { FocusCheck } from "./focus.js";
import type { NormalOrder } from "./order.js";

export const DESIGN_PROOF_FORMAT = "rulekit.shell-tide.design-proof" as const;

/** The proof file written next to each designed board (`board-01.proof.json`). */
export interface DesignProofDocument {
  format: typeof DESIGN_PROOF_FORMAT;
  formatVersion: 1;
  /** The level file this proves. */
  board: string;
  order: NormalOrder;
  seed: string;
  /** The restart that found it (the search is deterministic for the seed and budget). */
  restart: number;
  meetsOrder: boolean;
  meetsGates: boolean;
  distance: DesignDistance;
  /** How far from the order, in words (empty when it meets it). */
  misses: string[];
  definition: PlausibleDefinition;
  gateDefinitions: GateDefinitions;
  proof: LevelProof;
}

export function designProofDocument(
  result: DesignResult,
  board: DesignedBoard,
  file: string,
): DesignProofDocument {
  return {
    format: DESIGN_PROOF_FORMAT,
    formatVersion: 1,
    board: file,
    order: result.order,
    seed: result.seed,
    restart: board.restart,
    meetsOrder: board.meetsOrder,
    meetsGates: board.meetsGates,
    distance: board.distance,
    misses: describeMisses(result.order, board.proof, board.focus),
    definition: PLAUSIBLE_DEFINITION,
    gateDefinitions: GATE_DEFINITIONS,
    proof: board.proof,
  };
}

/**
 * What a proven board misses of an order, one phrase each ("P75 8 (ordered 6)", "no 2★ band",
 * "gate missed: …"): empty for a board meeting the order and the gates.
 */
export function describeMisses(
  order: NormalOrder,
  proof: LevelProof,
  focus: FocusCheck | null = null,
): string[] {
  const misses: string[] = [];
  const figure = (name: string, actual: number | null, wanted: number) => {
    if (actual !== wanted) misses.push(`${name} ${actual ?? "none"} (ordered ${wanted})`);
  };
  figure("O", proof.optimalTurns, order.optimalTurns);
  figure("P75", proof.p75, order.p75);
  figure("max turns", proof.maxTurns, order.maxTurns);
  const bands = [
    ["3★", proof.bands.three],
    ["2★", proof.bands.two],
    ["1★", proof.bands.one],
  ] as const;
  for (const [name, witness] of bands) if (!witness) misses.push(`no ${name} completion path`);
  const thin = proof.midGame.filter((m) => m.winningMoves < 2);
  if (proof.midGame.length === 0 || thin.length > 0)
    misses.push(
      `fewer than 2 winning moves at a mid-game state${thin.length > 0 ? ` (turn ${thin.map((m) => m.turn).join(", ")})` : ""}`,
    );
  if (focus && !focus.ok) misses.push(`focus not shown: ${focus.note}`);
  for (const gate of proof.gates) if (!gate.met) misses.push(`gate missed: ${gate.reason}`);
  return misses;
}
