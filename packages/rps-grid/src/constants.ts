/** The engine family this package implements (a RuleSet's `engine` field). */
export const ENGINE_FAMILY = "rps-grid-v1" as const;
/** Package name and engine version, recorded in replays. Bump the version when rules change. */
export const ENGINE_NAME = "@rulekit/rps-grid" as const;
export const ENGINE_VERSION = "1.0.0" as const;
export const PROTOCOL_VERSION = 1 as const;

export const PIECE_TYPES = ["R", "P", "S"] as const;
export type PieceType = (typeof PIECE_TYPES)[number];
export type PlayerIndex = 0 | 1;

export const MOVEMENT_KINDS = ["king", "rook", "bishop", "queen", "knight", "pawn", "custom"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Effects the engine gives a meaning to; any other effect name is carried but does nothing. */
export const EFFECTS = { shield: "shield", dash: "dash", wildcard: "wildcard" } as const;

export const STATUS = { playing: "playing", finished: "finished" } as const;
export type GameStatus = (typeof STATUS)[keyof typeof STATUS];

export const WIN_REASONS = ["home", "capture_all", "no_moves", "repetition", "max_moves"] as const;
export type WinReason = (typeof WIN_REASONS)[number];
export const WIN_REASON = {
  home: "home",
  captureAll: "capture_all",
  noMoves: "no_moves",
  repetition: "repetition",
  maxMoves: "max_moves",
} as const satisfies Record<string, WinReason>;

/** What happens when `maxMoves` is reached (`onMoveLimit`); `draw` is the default. */
export const ON_MOVE_LIMIT = ["draw", "most_pieces"] as const;
export type OnMoveLimit = (typeof ON_MOVE_LIMIT)[number];

/** Refusal codes of `play`: nothing changed. */
export const REFUSAL = {
  gameOver: "game_over",
  offBoard: "off_board",
  noPiece: "no_piece",
  notYourPiece: "not_your_piece",
  illegalMove: "illegal_move",
  /** The value played on is not a Game made by newGame / fromState / play. */
  notAGame: "not_a_game",
} as const;
export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];

/** Limits on RuleSets (validation). */
export const RULESET_LIMITS = {
  minBoard: 2,
  maxBoard: 64,
  maxComponent: 8,
  maxDirections: 48,
  minSteps: 1,
  maxSteps: 32,
  maxEffects: 15,
} as const;
