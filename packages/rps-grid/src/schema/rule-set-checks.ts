import { PIECE_TYPES, RULESET_LIMITS } from "../constants.js";
import { armySize, boardDims, distinctVectors, impassableIndexes, onBoard } from "../engine/board-shape.js";
import type { Cell, Movement, RuleSet, Vector } from "./rule-set-shape.js";

export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Checks a RuleSet whose shape is already valid for everything that would make it unplayable.
 * Each issue names the JSON path of the offending value.
 */
export function ruleSetIssues(rules: RuleSet): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const { rows, cols } = boardDims(rules);
  const impassable = impassableIndexes(rules);
  const fail = (path: (string | number)[], message: string) => issues.push({ path, message });
  const onBoardOr = (cell: Cell, path: (string | number)[]): boolean => {
    if (onBoard(rows, cols, cell[0], cell[1])) return true;
    fail(path, `cell [${cell[0]},${cell[1]}] is off the ${rows}×${cols} board`);
    return false;
  };

  // Terrain lists first: everything else is checked against them.
  for (const key of ["blockedCells", "voidCells"] as const) {
    (rules[key] ?? []).forEach((cell, i) => {
      onBoardOr(cell, [key, i]);
    });
  }
  const tileCells = new Map<number, number>();
  const blockedOrVoid = new Set<number>();
  for (const cell of [...(rules.blockedCells ?? []), ...(rules.voidCells ?? [])]) {
    if (onBoard(rows, cols, cell[0], cell[1])) blockedOrVoid.add(cell[0] * cols + cell[1]);
  }
  (rules.tiles ?? []).forEach((tile, i) => {
    if (!onBoardOr([tile.row, tile.col], ["tiles", i])) return;
    if (!rules.tileTypes?.[tile.type]) {
      fail(["tiles", i, "type"], `unknown tile type '${tile.type}' (not in tileTypes)`);
    }
    const index = tile.row * cols + tile.col;
    if (blockedOrVoid.has(index))
      fail(["tiles", i], `tile on a blocked or void cell [${tile.row},${tile.col}]`);
    const previous = tileCells.get(index);
    if (previous !== undefined)
      fail(["tiles", i], `cell [${tile.row},${tile.col}] already has tiles[${previous}]`);
    else tileCells.set(index, i);
  });
  const effects = new Set<string>(["shield", "dash", "wildcard"]);
  for (const [name, type] of Object.entries(rules.tileTypes ?? {})) {
    if (type.effect !== undefined) effects.add(type.effect);
    if (type.effect !== undefined && !type.passable) {
      fail(
        ["tileTypes", name, "effect"],
        "an impassable tile cannot give an effect (it can never be entered)",
      );
    }
  }
  if (effects.size > RULESET_LIMITS.maxEffects) {
    fail(
      ["tileTypes"],
      `at most ${RULESET_LIMITS.maxEffects} distinct effects (with shield, dash, wildcard)`,
    );
  }

  // Homes: on the board, enterable, one per player and not the same cell.
  rules.homes.forEach((home, p) => {
    if (!onBoardOr(home, ["homes", p])) return;
    if (impassable.has(home[0] * cols + home[1]))
      fail(["homes", p], `home [${home[0]},${home[1]}] is impassable`);
  });
  if (rules.homes[0][0] === rules.homes[1][0] && rules.homes[0][1] === rules.homes[1][1]) {
    fail(["homes", 1], "both players have the same home cell");
  }

  // Starting cells: on the board, enterable, no cell used twice (across both sides), enough for the army.
  const taken = new Map<number, string>();
  rules.startingPositions.forEach((cells, p) => {
    cells.forEach((cell, i) => {
      const path = ["startingPositions", p, i];
      if (!onBoardOr(cell, path)) return;
      const index = cell[0] * cols + cell[1];
      if (impassable.has(index)) fail(path, `starting cell [${cell[0]},${cell[1]}] is impassable`);
      const other = taken.get(index);
      if (other !== undefined) fail(path, `starting cell [${cell[0]},${cell[1]}] overlaps ${other}`);
      else taken.set(index, `startingPositions[${p}][${i}]`);
    });
    const needed = armySize(rules, p as 0 | 1);
    if (needed > cells.length) {
      fail(
        ["startingPositions", p],
        `player ${p} has ${needed} pieces but only ${cells.length} starting cells`,
      );
    }
  });

  // Directions and movement.
  checkVectors(rules.directions, ["directions"], fail);
  for (const type of PIECE_TYPES) {
    const movement: Movement | undefined = rules.movementByType?.[type];
    if (!movement) continue;
    const path = ["movementByType", type];
    if (movement.kind === "custom") {
      if (!movement.directions || movement.directions.length === 0) {
        fail([...path, "directions"], "a custom movement needs at least one direction");
      } else checkVectors(movement.directions, [...path, "directions"], fail);
    }
  }

  for (const type of PIECE_TYPES) {
    if (rules.beats[type] === type) fail(["beats", type], `a type cannot beat itself (${type})`);
  }
  return issues;
}

function checkVectors(
  vectors: readonly Vector[],
  path: (string | number)[],
  fail: (path: (string | number)[], message: string) => void,
): void {
  vectors.forEach((v, i) => {
    if (v[0] === 0 && v[1] === 0) fail([...path, i], "[0,0] is not a direction");
  });
  const distinct = distinctVectors(vectors).length;
  if (distinct > RULESET_LIMITS.maxDirections) {
    fail(path, `${distinct} distinct directions, at most ${RULESET_LIMITS.maxDirections}`);
  }
}
