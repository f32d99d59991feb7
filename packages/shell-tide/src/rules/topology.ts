import type { Direction, Level } from "../level/schema.js";

export const DIRECTIONS: readonly Direction[] = ["left", "right"];

/** The next node in a logical direction (edges.left / edges.right). */
export function nextNode(level: Level, index: number, direction: Direction): number {
  return level.edges[direction][index]!;
}

export function isSand(level: Level, index: number): boolean {
  return level.nodes[index]?.type === "sand";
}

export function objectiveOf(level: Level): number {
  return level.nodes.reduce((sum, node) => sum + node.starfish, 0);
}

export function wetPitCount(level: Level): number {
  return level.nodes.filter((node) => node.type === "wet_pit").length;
}

export function currentArrowCount(level: Level): number {
  return level.nodes.filter((node) => node.currentDirection !== undefined).length;
}
