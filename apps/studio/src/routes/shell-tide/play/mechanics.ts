import type { Level } from "@rulekit/shell-tide";
import { MECHANICS, type Mechanic } from "../onboarding/copy.ts";

/** Whether a level uses a mechanic (the Sweep rule, a wet pit, a Current Arrow). */
export function usesMechanic(level: Level, mechanic: Mechanic): boolean {
  switch (mechanic) {
    case "sweep":
      return level.rules.finalTideSweep;
    case "wetPit":
      return level.nodes.some((node) => node.type === "wet_pit");
    case "current":
      return level.nodes.some((node) => node.currentDirection !== undefined);
  }
}

/**
 * The mechanics level `number` brings in: those no lower-numbered level of the pack uses (in the pack:
 * the Sweep at L4, the first wet pit at L5, Current Arrows at L8). Read from the levels themselves, so a
 * re-designed pack still introduces each mechanic where it first appears.
 */
export function introducedMechanics(
  levels: readonly { number: number; level: Level }[],
  number: number,
): Mechanic[] {
  const entry = levels.find((l) => l.number === number);
  if (!entry) return [];
  const earlier = levels.filter((l) => l.number < number);
  return MECHANICS.filter(
    (m) => usesMechanic(entry.level, m) && !earlier.some((l) => usesMechanic(l.level, m)),
  );
}

/** The pits a mechanic's beat points at on the board (the wet pits, the arrow pits; none for the Sweep). */
export function mechanicPits(level: Level, mechanics: readonly Mechanic[]): number[] {
  return level.nodes.flatMap((node, index) =>
    (mechanics.includes("wetPit") && node.type === "wet_pit") ||
    (mechanics.includes("current") && node.currentDirection !== undefined)
      ? [index]
      : [],
  );
}
