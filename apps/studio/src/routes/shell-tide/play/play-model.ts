import {
  type AttemptState,
  commit,
  type Direction,
  legalMoves,
  type Move,
  type Preview,
  preview,
  type ShellTideEvent,
} from "@rulekit/shell-tide";
import type { BoardPulse } from "../board/board-view.tsx";

/**
 * The playable's view-model: a reducer over one attempt plus the UI-only state (selection, chosen
 * direction, commit animation). Every rule answer — legal moves, previews, the committed result —
 * comes from @rulekit/shell-tide; this file only decides what to show.
 */
export interface AnimationFrame {
  starfish: readonly number[];
  /** Starfish not rescued yet at this frame (those in hand while sowing included). */
  remaining: number;
  pulse: BoardPulse | null;
  ms: number;
}

export interface PlayState {
  attempt: AttemptState;
  /** The level as first loaded, for Restart. */
  initial: AttemptState;
  /** The attempt before each move played (one per turn used): Undo goes back one. */
  history: AttemptState[];
  selected: number | null;
  direction: Direction | null;
  /** The commit being animated; `attempt` already holds the committed state. */
  animation: { frames: AnimationFrame[]; index: number; move: Move; events: ShellTideEvent[] } | null;
  /** The last committed move and its events (the board keeps its FLOW drawn after the animation). */
  last: { move: Move; events: ShellTideEvent[]; before: AttemptState } | null;
  refusal: string | null;
  hintShown: boolean;
  reducedMotion: boolean;
}

export type PlayAction =
  | { type: "select"; node: number }
  | { type: "moveSelection"; delta: 1 | -1 }
  | { type: "chooseDirection"; direction: Direction }
  | { type: "commit"; direction?: Direction }
  | { type: "nextFrame" }
  | { type: "skipAnimation" }
  | { type: "restart" }
  | { type: "undo" }
  | { type: "showHint" }
  | { type: "setReducedMotion"; reduced: boolean };

export function initialPlay(attempt: AttemptState, reducedMotion = false): PlayState {
  return {
    attempt,
    initial: attempt,
    history: [],
    selected: null,
    direction: null,
    animation: null,
    last: null,
    refusal: null,
    hintShown: false,
    reducedMotion,
  };
}

/**
 * The attempt `start` with `moves` played again (a reload, a link, Back/Forward): the engine commits each
 * one; the first the engine refuses (a link edited by hand, a level changed since) stops the replay there.
 * `applied` says how many were played.
 */
export function restorePlay(
  start: AttemptState,
  moves: readonly Move[],
  reducedMotion = false,
): { state: PlayState; applied: number } {
  const history: AttemptState[] = [];
  let attempt = start;
  for (const move of moves) {
    const result = commit(attempt, move);
    if (!result.ok) break;
    history.push(attempt);
    attempt = result.state;
  }
  return {
    state: { ...initialPlay(start, reducedMotion), attempt, history },
    applied: history.length,
  };
}

/** Legal source nodes, ascending (the order Up/Down walk through). */
export function legalSources(attempt: AttemptState): number[] {
  return [...new Set(legalMoves(attempt).map((m) => m.node))].sort((a, b) => a - b);
}

/** The directions the engine allows from `node` (one only on a Current Arrow). */
export function directionsFor(attempt: AttemptState, node: number): Direction[] {
  return legalMoves(attempt)
    .filter((m) => m.node === node)
    .map((m) => m.direction);
}

/** Dual Preview: one engine preview per legal direction of the selected node. */
export function dualPreview(state: PlayState): Preview[] {
  if (state.selected === null || state.animation) return [];
  const out: Preview[] = [];
  for (const direction of directionsFor(state.attempt, state.selected)) {
    const result = preview(state.attempt, { node: state.selected, direction });
    if (result.ok) out.push(result);
  }
  return out;
}

function selectNode(state: PlayState, node: number): PlayState {
  const directions = directionsFor(state.attempt, node);
  if (directions.length === 0) return state;
  const direction =
    state.direction && directions.includes(state.direction) ? state.direction : directions[0]!;
  return { ...state, selected: node, direction, refusal: null };
}

export const FRAME_MS = { lift: 220, drop: 170, wet: 260, capture: 480, sweep: 560, reduced: 160 } as const;

/**
 * The commit animation, replayed from the engine's events: lift the pile, drop one starfish per route
 * step (a wet pit takes its starfish off the board), then each capture of the chain, then the Sweep. The
 * last frame is the engine's committed state itself. Reduced motion: no travel — the sow appears at once,
 * then each rescue as a short fade.
 */
export function commitFrames(
  before: AttemptState,
  after: AttemptState,
  events: readonly ShellTideEvent[],
  reducedMotion: boolean,
): AnimationFrame[] {
  const frames: AnimationFrame[] = [];
  const counts = [...before.starfish];
  let remaining = before.remainingStarfish;
  const push = (pulse: BoardPulse | null, ms: number) =>
    frames.push({ starfish: [...counts], remaining, pulse, ms });
  for (const event of events) {
    if (event.type === "sow") {
      counts[event.source] = 0;
      if (!reducedMotion) push({ index: event.source, kind: "lift" }, FRAME_MS.lift);
      const wet = new Set(events.flatMap((e) => (e.type === "wetPitRescue" ? [e.order] : [])));
      // Each starfish travels from the pit before it on the route (the first from the source).
      let from = event.source;
      for (const step of event.route) {
        if (!wet.has(step.order)) counts[step.index] = (counts[step.index] ?? 0) + 1;
        else remaining -= 1;
        if (!reducedMotion) {
          push(
            { index: step.index, kind: wet.has(step.order) ? "wet" : "drop", from },
            wet.has(step.order) ? FRAME_MS.wet : FRAME_MS.drop,
          );
        }
        from = step.index;
      }
      if (reducedMotion) push({ index: event.stop, kind: "drop" }, FRAME_MS.reduced);
    } else if (event.type === "capture") {
      counts[event.rich] = 0;
      remaining -= event.count;
      push(
        { index: event.rich, kind: "capture", vortex: event.empty },
        reducedMotion ? FRAME_MS.reduced : FRAME_MS.capture,
      );
    } else if (event.type === "finalTideSweep") {
      counts[event.index] = 0;
      remaining -= event.count;
      push({ index: event.index, kind: "sweep" }, reducedMotion ? FRAME_MS.reduced : FRAME_MS.sweep);
    }
  }
  frames.push({ starfish: [...after.starfish], remaining: after.remainingStarfish, pulse: null, ms: 0 });
  return frames;
}

export function playReducer(state: PlayState, action: PlayAction): PlayState {
  switch (action.type) {
    case "setReducedMotion":
      return { ...state, reducedMotion: action.reduced };
    case "nextFrame": {
      if (!state.animation) return state;
      const index = state.animation.index + 1;
      if (index >= state.animation.frames.length - 1) return { ...state, animation: null };
      return { ...state, animation: { ...state.animation, index } };
    }
    case "skipAnimation":
      return state.animation ? { ...state, animation: null } : state;
    case "restart":
      return { ...initialPlay(state.initial, state.reducedMotion) };
    case "undo": {
      // The last move taken back, whatever came of it (a loss too); the animation, if any, is cut short.
      const before = state.history.at(-1);
      if (!before) return state;
      return {
        ...initialPlay(state.initial, state.reducedMotion),
        attempt: before,
        history: state.history.slice(0, -1),
      };
    }
    case "showHint":
      return state.attempt.levelStatus === "playing" ? { ...state, hintShown: true } : state;
    default:
      break;
  }
  // Everything below is input on the board: ignored while a commit animates or after the level ended.
  if (state.animation || state.attempt.levelStatus !== "playing") return state;
  switch (action.type) {
    case "select":
      return selectNode(state, action.node);
    case "moveSelection": {
      const sources = legalSources(state.attempt);
      if (sources.length === 0) return state;
      const at = state.selected === null ? -1 : sources.indexOf(state.selected);
      const next =
        at === -1
          ? action.delta === 1
            ? sources[0]!
            : sources[sources.length - 1]!
          : sources[(at + action.delta + sources.length) % sources.length]!;
      return selectNode(state, next);
    }
    case "chooseDirection": {
      if (state.selected === null) return state;
      if (!directionsFor(state.attempt, state.selected).includes(action.direction)) return state;
      return { ...state, direction: action.direction };
    }
    case "commit": {
      const direction = action.direction ?? state.direction;
      if (state.selected === null || direction === null) return state;
      const move = { node: state.selected, direction };
      const result = commit(state.attempt, move);
      if (!result.ok) return { ...state, refusal: result.message };
      const frames = commitFrames(state.attempt, result.state, result.events, state.reducedMotion);
      return {
        ...state,
        attempt: result.state,
        history: [...state.history, state.attempt],
        selected: null,
        direction: null,
        animation: frames.length > 1 ? { frames, index: 0, move, events: result.events } : null,
        last: { move, events: result.events, before: state.attempt },
        refusal: null,
        hintShown: false,
      };
    }
    default:
      return state;
  }
}

/** The counts to draw: the current animation frame, else the attempt's. */
export function shownStarfish(state: PlayState): readonly number[] {
  return state.animation ? state.animation.frames[state.animation.index]!.starfish : state.attempt.starfish;
}
