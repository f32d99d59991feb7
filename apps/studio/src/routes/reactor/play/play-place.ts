import {
  type Action,
  CROSS_JUNCTION_MODES,
  type Direction,
  type JunctionMode,
  NEUTRALIZERS,
  T_JUNCTION_MODES,
} from "@rulekit/reactor";

/**
 * Where the player of the gameplay preview is, so a reload, Back/Forward or a closed tab never loses it:
 * the level (its fingerprint, so moves are never replayed on a different draft) and the accepted actions.
 * The page keeps it in the address (`/reactor/play?level=…&actions=e.e.p.t`) and in localStorage; the
 * level itself is the editor's autosave.
 */
export interface PlayPlace {
  /** The first characters of the level's fingerprint (levelFingerprint). */
  level: string;
  actions: Action[];
}

/** localStorage key of the preview's place (one: the draft the editor autosaves). */
export const PLAY_PLACE_KEY = "rulekit.reactor.play.place.v1";
/** The most actions a place holds (far above the tutorials' 40; bounds a hostile address or storage). */
export const MAX_PLACE_ACTIONS = 2000;
/** How much of the fingerprint the address carries. */
export const PLACE_LEVEL_CHARS = 12;

const MOVES: Record<string, Direction> = { n: "north", e: "east", s: "south", w: "west" };
const MOVE_CODE: Record<Direction, string> = { north: "n", east: "e", south: "s", west: "w" };
const MODES: readonly string[] = [...T_JUNCTION_MODES, ...CROSS_JUNCTION_MODES];
const SIMPLE: Record<string, Action> = {
  h: { type: "ApplyHeatShield" },
  a: { type: "ActivateReactor" },
  t: { type: "EndTurn" },
  p: { type: "InteractProp" },
};

/** A leak id in a token: percent-encoded, with the separators "." and "~" encoded as well. */
const encodeId = (id: string) => encodeURIComponent(id).replace(/\./g, "%2E").replace(/~/g, "%7E");

function decodeId(text: string): string | null {
  try {
    const id = decodeURIComponent(text);
    return id.length > 0 && id.length <= 200 ? id : null;
  } catch {
    return null;
  }
}

/** One action as a short token: n/e/s/w moves, p (p2-2 with a junction mode), r~leak, u~leak, f~remedy, h, a, t. */
export function encodeAction(action: Action): string {
  switch (action.type) {
    case "MoveRobot":
      return MOVE_CODE[action.direction];
    case "InteractProp":
      return action.mode === undefined ? "p" : `p${action.mode.replace(/\//g, "-")}`;
    case "InteractLeak":
      if (action.use === "repair") return `r~${encodeId(action.leak ?? "")}`;
      return action.leak !== undefined ? `u~${encodeId(action.leak)}` : `f~${action.remedy ?? ""}`;
    case "ApplyHeatShield":
      return "h";
    case "ActivateReactor":
      return "a";
    case "EndTurn":
      return "t";
  }
}

function decodeAction(token: string): Action | null {
  const move = MOVES[token];
  if (move) return { type: "MoveRobot", direction: move };
  const simple = SIMPLE[token];
  if (simple) return { ...simple };
  if (token.startsWith("p")) {
    const mode = token.slice(1).replace(/-/g, "/");
    return MODES.includes(mode) ? { type: "InteractProp", mode: mode as JunctionMode } : null;
  }
  const [kind, rest, extra] = token.split("~");
  if (rest === undefined || extra !== undefined) return null;
  if (kind === "f") {
    const remedy = NEUTRALIZERS.find((n) => n === rest);
    return remedy ? { type: "InteractLeak", use: "remedy", remedy } : null;
  }
  const leak = decodeId(rest);
  if (leak === null) return null;
  if (kind === "r") return { type: "InteractLeak", use: "repair", leak };
  if (kind === "u") return { type: "InteractLeak", use: "remedy", leak };
  return null;
}

export const encodeActions = (actions: readonly Action[]): string => actions.map(encodeAction).join(".");

/** The actions in `text`, or null when it is not a list of actions (empty or missing: no actions). */
export function decodeActions(text: string | null | undefined): Action[] | null {
  if (text === null || text === undefined || text === "") return [];
  if (text.length > MAX_PLACE_ACTIONS * 24) return null;
  const tokens = text.split(".");
  if (tokens.length > MAX_PLACE_ACTIONS) return null;
  const actions: Action[] = [];
  for (const token of tokens) {
    const action = decodeAction(token);
    if (!action) return null;
    actions.push(action);
  }
  return actions;
}

/** A level fingerprint as the address carries it (lowercase hex), or null. */
export function placeLevel(value: unknown): string | null {
  return typeof value === "string" && /^[0-9a-f]{6,64}$/.test(value)
    ? value.slice(0, PLACE_LEVEL_CHARS)
    : null;
}

/**
 * The place the preview starts from: the address's when it names one (a shared link, Back/Forward), else
 * the stored one. `problem` says why an address was not usable (its actions do not read as actions).
 */
export function placeToResume(
  params: URLSearchParams,
  stored: unknown,
): { place: PlayPlace | null; problem: string | null } {
  const fromAddress = params.get("level");
  if (fromAddress !== null || params.has("actions")) {
    const level = placeLevel(fromAddress);
    const actions = decodeActions(params.get("actions"));
    if (level === null || actions === null)
      return {
        place: null,
        problem: "The address does not hold a readable list of moves; the level starts from its beginning.",
      };
    return { place: { level, actions }, problem: null };
  }
  if (typeof stored !== "object" || stored === null) return { place: null, problem: null };
  const raw = stored as { level?: unknown; actions?: unknown };
  const level = placeLevel(raw.level);
  const actions = typeof raw.actions === "string" ? decodeActions(raw.actions) : null;
  return { place: level !== null && actions !== null ? { level, actions } : null, problem: null };
}
