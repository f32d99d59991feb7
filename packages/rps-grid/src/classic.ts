import type { RuleSet } from "./schema/rule-set.js";

const KING_DIRECTIONS: [number, number][] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

const PLAYER_0_START: [number, number][] = [
  [0, 2],
  [0, 3],
  [0, 5],
  [0, 6],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [1, 6],
  [1, 7],
];

/** Player 1 starts on the 180° rotation of player 0's cells, slot for slot (the setup mirrors by slot). */
const PLAYER_1_START = PLAYER_0_START.map(([r, c]) => [8 - r, 8 - c] as [number, number]);

/** Classic v2 (`ottv2-classic`): the same content as levels/rps-grid/classic-v2.json. */
export const CLASSIC_V2: RuleSet = Object.freeze({
  id: "ottv2-classic",
  version: 2,
  engine: "rps-grid-v1",
  boardSize: 9,
  pieceTypes: { R: 3, P: 3, S: 3 },
  beats: { R: "S", S: "P", P: "R" },
  directions: KING_DIRECTIONS,
  homes: [
    [0, 4],
    [8, 4],
  ],
  startingPositions: [PLAYER_0_START, PLAYER_1_START],
  maxMoves: 500,
  repetitionLimit: 3,
  randomExtraPiece: true,
  symmetricArmies: true,
}) as RuleSet;

const { randomExtraPiece: _noExtraPiece, ...classicV2Board } = CLASSIC_V2;

/**
 * Classic v1 (historical): the classic v2 board with 3R+3P+4S and no random extra piece; the same
 * content as levels/rps-grid/classic-v1.json.
 */
export const CLASSIC_V1: RuleSet = Object.freeze({
  ...classicV2Board,
  id: "ottv2-classic-v1",
  version: 1,
  pieceTypes: { R: 3, P: 3, S: 4 },
}) as RuleSet;
