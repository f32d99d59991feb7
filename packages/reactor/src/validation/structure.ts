import { CARRIERS, MIN_LEVEL_SIZE, NETWORK_CHARS, TERRAIN_CHARS } from "../constants.js";
import type { Level } from "../level/schema.js";
import type { IssueList } from "./issue.js";
import { ISSUE_CODES } from "./types.js";

/** Dimensions and grid shapes. Returns false when the grids cannot be read cell by cell. */
export function checkStructure(level: Level, issues: IssueList): boolean {
  let ok = true;
  if (level.width < MIN_LEVEL_SIZE || level.height < MIN_LEVEL_SIZE) {
    issues.error(
      ISSUE_CODES.dimensionsTooSmall,
      `level is ${level.width}×${level.height}; the minimum is ${MIN_LEVEL_SIZE}×${MIN_LEVEL_SIZE}`,
      { path: "$.width" },
    );
  }
  const grids: [string, string[], string][] = [
    ["$.terrain", level.terrain, TERRAIN_CHARS.floor + TERRAIN_CHARS.wall],
    ...CARRIERS.map((c): [string, string[], string] => [
      `$.networks.${c}`,
      level.networks[c],
      NETWORK_CHARS.absent + NETWORK_CHARS.present,
    ]),
  ];
  for (const [path, rows, allowed] of grids) {
    if (rows.length !== level.height) {
      issues.error(
        ISSUE_CODES.cellArrayMismatch,
        `${path} has ${rows.length} rows, expected ${level.height}`,
        { path },
      );
      ok = false;
      continue;
    }
    rows.forEach((row, y) => {
      if (row.length !== level.width) {
        issues.error(
          ISSUE_CODES.cellArrayMismatch,
          `${path}[${y}] has ${row.length} cells, expected ${level.width}`,
          { path: `${path}[${y}]` },
        );
        ok = false;
        return;
      }
      for (let x = 0; x < row.length; x++) {
        if (!allowed.includes(row[x]!)) {
          issues.error(
            ISSUE_CODES.badCellChar,
            `${path}[${y}] has '${row[x]}' at x=${x}; allowed: ${[...allowed].map((c) => `'${c}'`).join(", ")}`,
            { path: `${path}[${y}]`, cell: { x, y } },
          );
          ok = false;
        }
      }
    });
  }
  return ok;
}
