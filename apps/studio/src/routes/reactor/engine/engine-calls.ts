import {
  type Action,
  type GameState,
  type GameView,
  type Level,
  type LoadResult,
  legalActions,
  loadLevel,
  type ReactorEvent,
  type SaveResult,
  saveLevel,
  startGame,
  view,
} from "@rulekit/reactor";
import type { LevelCheck } from "../editor/level-check.ts";
import { createPlayState, type PlayState, playReducer } from "../play/play-state.ts";
import { checkLevel } from "./check-level.ts";

/** What the gameplay preview shows of the running game (the game itself stays with the engine). */
export interface PlaySnapshot {
  view: GameView;
  legal: Action[];
  /** The last simulation's log. */
  log: GameState["log"];
  /** Events of the last accepted action. */
  lastEvents: ReactorEvent[];
  /** Why the last action was refused, or null. */
  refusal: string | null;
}

/**
 * Every call of the Reactor pages that checks outside data with the engine's schemas: validation, file
 * loading and saving, and the gameplay preview's game (whose `step` checks each action). They run in a
 * Web Worker (engine-worker.ts), so the pages themselves never load the schemas; the page holds no game
 * state, only the snapshot of it each call returns.
 */
export function createEngineCalls() {
  let play: PlayState | null = null;
  const snapshot = (p: PlayState): PlaySnapshot => ({
    view: view(p.game),
    legal: legalActions(p.game),
    log: p.game.log,
    lastEvents: p.lastEvents,
    refusal: p.refusal,
  });
  const running = (): PlayState => {
    if (!play) throw new Error("no game is running: start the level first");
    return play;
  };
  return {
    check: (level: Level): LevelCheck => checkLevel(level),
    /** A level file or autosave read back (its structure checked; validation errors are the editor's). */
    load: (json: unknown): LoadResult => loadLevel(json, { validate: false }),
    save: (level: Level): SaveResult => saveLevel(level),
    /** Starts the level for the preview; null when it has validation errors and cannot run. */
    playStart(level: Level): PlaySnapshot | null {
      const started = startGame(level);
      play = started.ok ? createPlayState(started.state) : null;
      return play && snapshot(play);
    },
    playAct(action: Action): PlaySnapshot {
      play = playReducer(running(), { type: "act", action });
      return snapshot(play);
    },
    playRestart(): PlaySnapshot {
      play = playReducer(running(), { type: "restart" });
      return snapshot(play);
    },
  };
}

export type EngineCalls = ReturnType<typeof createEngineCalls>;
export type EngineCallName = keyof EngineCalls;
