/** One row of the spec §6 table that the Full Rescue v2 pack must meet exactly. */
export interface PackTableRow {
  level: number;
  focus: string;
  nodes: 8 | 12;
  wetPits: number;
  starfish: number;
  optimalTurns: number;
  p75: number;
  maxTurns: number;
  finalTideSweep: boolean;
  /** Whether the level has Current Arrows (L8 and L10). */
  currentArrows: boolean;
  /** The emotion seed chosen within the table's R range (section 5). */
  emotionSeed: number;
  /** The table's recovery-slack range ("R=3–4"). */
  slackRange: [number, number];
}

export const PACK_ID = "full-rescue-v2";

export const PACK_TABLE: readonly PackTableRow[] = [
  row(1, "empty → rich → capture", 8, 0, 5, 1, 7, 5, false, false, 2, [2, 2]),
  row(2, "one setup turn, then a capture", 8, 0, 5, 2, 7, 6, false, false, 2, [2, 2]),
  row(3, "capture chains", 8, 0, 6, 3, 7, 7, false, false, 2, [2, 2]),
  row(4, "introduce Final Tide Sweep", 8, 0, 8, 3, 5, 6, true, false, 3, [3, 3]),
  row(5, "first wet pit", 8, 1, 10, 3, 5, 6, true, false, 3, [3, 3]),
  row(6, "relief: two pits, many routes", 8, 2, 6, 2, 4, 6, true, false, 4, [3, 4]),
  row(7, "safe route vs 3★ route", 8, 1, 12, 3, 5, 6, true, false, 3, [2, 3]),
  row(8, "Current Arrow locks the source direction", 12, 1, 13, 3, 6, 6, true, true, 3, [2, 3]),
  row(9, 'reward, short full clear ("Ripple Preview")', 8, 2, 7, 2, 4, 5, true, false, 3, [3, 3]),
  row(10, "finale: FLOW + Current", 12, 2, 16, 4, 6, 8, true, true, 4, [3, 4]),
];

function row(
  level: number,
  focus: string,
  nodes: 8 | 12,
  wetPits: number,
  starfish: number,
  optimalTurns: number,
  p75: number,
  maxTurns: number,
  finalTideSweep: boolean,
  currentArrows: boolean,
  emotionSeed: number,
  slackRange: [number, number],
): PackTableRow {
  return {
    level,
    focus,
    nodes,
    wetPits,
    starfish,
    optimalTurns,
    p75,
    maxTurns,
    finalTideSweep,
    currentArrows,
    emotionSeed,
    slackRange,
  };
}

/** `level-01.json` … `level-10.json`. */
export function levelFileName(level: number): string {
  return `level-${String(level).padStart(2, "0")}.json`;
}

export const PROOF_FILE_NAME = "proof.json";
