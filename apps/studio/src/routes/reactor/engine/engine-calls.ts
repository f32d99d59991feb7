import { stableHash } from "@rulekit/core";
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
import { PLACE_LEVEL_CHARS, type PlayPlace } from "../play/play-place.ts";
import { createPlayState, type PlayState, playReducer } from "../play/play-state.ts";
import { balanceRanges, checkBalance } from "./balance-rules.ts";
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
  /** Every accepted action since the start (what the address and storage keep). */
  actions: Action[];
  /** The level's fingerprint as a place names it. */
  level: string;
  /** Why a place to resume was not (fully) replayed, or null. */
  resumeNote: string | null;
}

/**
 * Every call of the Reactor pages that checks outside data with the engine's schemas: validation, file
 * loading and saving, and the gameplay preview's game (whose `step` checks each action). They run in a
 * Web Worker (engine-worker.ts), so the pages themselves never load the schemas; the page holds no game
 * state, only the snapshot of it each call returns.
 */
export function createEngineCalls() {
  let play: PlayState | null = null;
  let fingerprint = "";
  const snapshot = (p: PlayState, resumeNote: string | null = null): PlaySnapshot => ({
    view: view(p.game),
    legal: legalActions(p.game),
    log: p.game.log,
    lastEvents: p.lastEvents,
    refusal: p.refusal,
    actions: p.actions,
    level: fingerprint,
    resumeNote,
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
    /** The bounds of every balance number, from the engine's schema. */
    balanceRanges: () => balanceRanges(),
    /** Whether the engine plays with these balance overrides, and in plain words why not. */
    checkBalance,
    /**
     * Starts the level for the preview (null when it has validation errors and cannot run), then replays
     * `resume`'s actions when it names this level. The replay stops at the first refused action and says so.
     */
    playStart(level: Level, resume: PlayPlace | null = null): PlaySnapshot | null {
      const started = startGame(level);
      play = started.ok ? createPlayState(started.state) : null;
      if (!play) return null;
      // The stable hash of the level's content (the proofs' fingerprint), key order aside.
      fingerprint = stableHash(level).slice(0, PLACE_LEVEL_CHARS);
      if (!resume || resume.actions.length === 0) return snapshot(play);
      if (resume.level !== fingerprint)
        return snapshot(
          play,
          "The saved moves belong to another version of this level; it starts from its beginning.",
        );
      let note: string | null = null;
      for (const [i, action] of resume.actions.entries()) {
        const next = playReducer(play, { type: "act", action });
        if (next.refusal !== null) {
          note = `Move ${i + 1} of ${resume.actions.length} was refused (${next.refusal}); the game continues from move ${i}.`;
          break;
        }
        play = next;
      }
      return snapshot({ ...play, refusal: null }, note);
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
