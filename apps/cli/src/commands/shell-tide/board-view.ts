import type { AttemptState } from "@rulekit/shell-tide";

/** The board as text: the square perimeter when the level has a layout, else one line. */
export function renderBoard(state: AttemptState): string {
  const { level, starfish } = state;
  const label = (i: number) => {
    const node = level.nodes[i]!;
    if (node.type === "wet_pit") return `${i}:~W~`;
    const arrow = node.currentDirection === "left" ? "◀" : node.currentDirection === "right" ? "▶" : "";
    return `${i}:${starfish[i]}${arrow}`;
  };
  const layout = level.layout;
  if (!layout) return level.nodes.map((_, i) => label(i)).join("  ");
  const size = layout.template === "3x3" ? 3 : 4;
  const width = 7;
  const grid: string[][] = Array.from({ length: size }, () => new Array<string>(size).fill(""));
  const lake = layout.centerLake;
  for (let r = lake.row; r < lake.row + lake.height; r++) {
    for (let c = lake.col; c < lake.col + lake.width; c++) grid[r]![c] = "≈≈≈";
  }
  layout.slots.forEach((cell, i) => {
    grid[cell.row]![cell.col] = label(i);
  });
  return grid
    .map((row) =>
      row
        .map((cell) => cell.padEnd(width))
        .join("")
        .trimEnd(),
    )
    .join("\n");
}

export function statusLine(state: AttemptState): string {
  return `turn ${state.turnsUsed}/${state.maxTurns} · ${state.remainingStarfish} of ${state.objective} starfish left · 3★ in ${state.optimalTurns ?? "?"} turns`;
}
