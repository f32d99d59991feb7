import { type Level, type Move, type NewAttemptOptions, newAttempt } from "@rulekit/shell-tide";
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { boardGeometry } from "../board/board-geometry.ts";
import { BoardView } from "../board/board-view.tsx";
import { boardTurns } from "../board/screen-turn.ts";
import type { Locale } from "../onboarding/copy.ts";
import type { LevelActivity, Stars } from "../state/progress.ts";
import { announcement, lastMoveSummary } from "./announce.ts";
import { hintView, recapView } from "./coach-model.ts";
import { Hud } from "./hud.tsx";
import { cachedDistance, hudView, starBands } from "./hud-model.ts";
import { keyToAction, toolKeyToAction } from "./keyboard.ts";
import { dualOverlays, overlayOfEvents } from "./overlays.ts";
import type { PlayCopy } from "./play-copy.ts";
import { dualPreview, legalSources, playReducer, restorePlay, shownStarfish } from "./play-model.ts";
import { type PreviewBand, teach } from "./preview-band.ts";
import { PreviewPanel } from "./preview-panel.tsx";
import { ResultPanel } from "./result-panel.tsx";

/** The width below which the playable stacks in one column (shell-tide.css uses the same). */
const NARROW_QUERY = "(max-width: 820px)";

/** One level being played: board, HUD, Dual Preview, commit animation, undo, hint, win/lose screens. */
export function LevelPlay(props: {
  number: number | null;
  label: string;
  level: Level;
  /** The turn figures when the level file has none (a loaded level solved in the designer view). */
  attemptOptions?: NewAttemptOptions;
  /** How much the Dual Preview shows before a move is played (preview-band.ts). */
  band: PreviewBand;
  /** The attempt's moves so far (a reload, a link, Back/Forward): played again when the level opens. */
  initialMoves?: readonly Move[];
  /** Told the attempt's moves after every change (a move, Undo, Restart), to keep the player's place. */
  onMoves?: (moves: readonly Move[]) => void;
  copy: PlayCopy;
  locale: Locale;
  /** The briefing or a mechanic's beat is on screen: the board takes no input. */
  locked: boolean;
  coachHidden: boolean;
  reducedMotion: boolean;
  touch: boolean;
  /**
   * Ask the analyzer after each move whether Full Rescue is still possible (an exact solve from the
   * board). Off for a board beyond the solver's limit, where the HUD says only the turns are known.
   */
  exact: boolean;
  /** Pits a Dolphin beat is talking about, outlined on the board while it is on screen. */
  watch?: readonly number[];
  hasNext: boolean;
  /** Winning this level completes the pack: the result is the pack-complete moment. */
  completesPack?: { stars: number; of: number } | null;
  onActivity: (activity: LevelActivity) => void;
  onWin: (stars: Stars) => void;
  onNext: () => void;
  onBack: () => void;
  backLabel?: string;
  /** The way back also sits in the toolbar (the playtest); the playable has it above the level. */
  backInToolbar?: boolean;
}) {
  const { copy, level } = props;
  const [restored] = useState(() => ({
    ...restorePlay(newAttempt(level, props.attemptOptions), props.initialMoves ?? [], props.reducedMotion),
    given: props.initialMoves?.length ?? 0,
  }));
  const [state, dispatch] = useReducer(playReducer, restored.state);
  const geometry = useMemo(() => boardGeometry(level), [level]);
  const turns = useMemo(() => boardTurns(geometry, level), [geometry, level]);

  useEffect(
    () => dispatch({ type: "setReducedMotion", reduced: props.reducedMotion }),
    [props.reducedMotion],
  );

  // Drive the commit animation one frame at a time.
  useEffect(() => {
    if (!state.animation) return;
    const frame = state.animation.frames[state.animation.index]!;
    const id = setTimeout(() => dispatch({ type: "nextFrame" }), frame.ms);
    return () => clearTimeout(id);
  }, [state.animation]);

  // The player's place: every change of the moves is handed up (the address and storage keep it).
  const { onMoves } = props;
  const reportedMoves = useRef(restored.state.attempt.moves);
  useEffect(() => {
    if (reportedMoves.current === state.attempt.moves) return;
    reportedMoves.current = state.attempt.moves;
    onMoves?.(state.attempt.moves);
  }, [state.attempt.moves, onMoves]);

  // Report what the player did (the Level 1 briefing guard and the stars read this log).
  const { onActivity, onWin } = props;
  const previewed = useRef(false);
  useEffect(() => {
    if (state.selected !== null && !previewed.current) {
      previewed.current = true;
      onActivity("preview");
    }
  }, [state.selected, onActivity]);
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!state.last || reported.current === state.last) return;
    reported.current = state.last;
    onActivity("commit");
  }, [state.last, onActivity]);
  // An attempt that was already over when it was restored was reported when it ended.
  const finished = useRef<unknown>(
    restored.state.attempt.levelStatus === "playing" ? null : restored.state.attempt,
  );
  useEffect(() => {
    const attempt = state.attempt;
    if (state.animation || attempt.levelStatus === "playing" || finished.current === attempt) return;
    finished.current = attempt;
    if (attempt.levelStatus === "won") onWin((attempt.rating ?? 0) as Stars);
    else onActivity("fail");
  }, [state.attempt, state.animation, onWin, onActivity]);

  // On a narrow screen the Dual Preview sits under the board: picking a pit brings its Sow buttons into
  // view if they are not (the board stays in view above them).
  const previewArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.selected === null || !window.matchMedia(NARROW_QUERY).matches) return;
    previewArea.current?.scrollIntoView({ block: "nearest" });
  }, [state.selected]);

  const previews = dualPreview(state).map((p) => teach(p, props.band));
  const overlays = state.animation
    ? [overlayOfEvents(state.animation.events)].filter((o) => o !== null)
    : previews.length > 0
      ? dualOverlays(previews, state.direction)
      : state.last
        ? [overlayOfEvents(state.last.events, "last")].filter((o) => o !== null)
        : [];
  const sources = useMemo(() => new Set(legalSources(state.attempt)), [state.attempt]);
  const ended = state.attempt.levelStatus !== "playing" && !state.animation;
  const inputLocked = props.locked || state.animation !== null || state.attempt.levelStatus !== "playing";
  const canUndo = !props.locked && state.history.length > 0;
  const canRestart = !props.locked && (state.history.length > 0 || state.animation !== null);

  // The HUD moves with the board: while a commit animates it counts down each rescue as it is shown, and the
  // star bands and the Full Rescue outlook change only once the animation has shown the whole move.
  const shown = shownStarfish(state);
  const settled = state.animation && state.last ? state.last.before : state.attempt;
  const distance = props.exact && settled.levelStatus === "playing" ? cachedDistance(settled) : undefined;
  const frame = state.animation ? state.animation.frames[state.animation.index]! : null;
  const hud = hudView(
    settled,
    distance,
    {
      turnsUsed: state.attempt.turnsUsed,
      remaining: frame ? frame.remaining : state.attempt.remainingStarfish,
    },
    props.band === "learn" || props.band === "full",
  );

  const onBoardKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (inputLocked) return;
    const action = keyToAction(event.key, turns);
    if (!action) return;
    event.preventDefault();
    // Enter on a focused pit that is not the selected one picks it first (its preview shows), so Enter
    // always acts on the pit that has the focus.
    const pit = Number((event.target as HTMLElement).closest?.("[data-node]")?.getAttribute("data-node"));
    if (action.type === "commit" && Number.isInteger(pit) && pit !== state.selected) {
      if (sources.has(pit)) dispatch({ type: "select", node: pit });
      return;
    }
    dispatch(action);
  };
  // U (or Ctrl+Z) takes the last turn back and R restarts, from anywhere in the level — or from nowhere in
  // particular (after a Sow button is gone, the focus is back on the page).
  const section = useRef<HTMLElement>(null);
  const tools = useRef({ locked: props.locked, canUndo });
  tools.current = { locked: props.locked, canUndo };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as Node | null;
      const inLevel = target === document.body || (target !== null && section.current?.contains(target));
      if (!inLevel || tools.current.locked || event.defaultPrevented) return;
      const action = toolKeyToAction(event);
      if (!action || (action.type === "undo" && !tools.current.canUndo)) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const nodeLabel = (i: number) => {
    const node = level.nodes[i]!;
    return copy.node(i, node.type, shown[i] ?? 0, node.currentDirection && turns[node.currentDirection]);
  };
  const hint = state.hintShown ? hintView(state.attempt, props.locale) : null;
  const last = lastMoveSummary(state);
  const recap =
    ended && state.attempt.levelStatus === "lost"
      ? recapView(state.attempt, last?.stop ?? null, props.locale)
      : null;
  const caption =
    last && !state.animation && previews.length === 0 && !ended
      ? copy.lastMove(last.node, turns[last.direction], last.stop, last.rescued)
      : null;
  const restart = () => dispatch({ type: "restart" });
  const undo = () => dispatch({ type: "undo" });

  return (
    <section
      ref={section}
      className="st-play"
      aria-label={props.label}
      data-testid="st-level-play"
      data-status={state.attempt.levelStatus}
    >
      <div className="st-play-hud">
        <Hud hud={hud} copy={copy} onRestart={restart} />
      </div>
      <div className="st-board-column">
        {restored.applied < restored.given && state.history.length === restored.applied && (
          <p className="warning" role="status" data-testid="st-restore-note">
            {copy.restoredPart(restored.applied, restored.given)}
          </p>
        )}
        <BoardView
          level={level}
          geometry={geometry}
          starfish={shown}
          selected={state.selected}
          selectable={inputLocked ? new Set() : sources}
          overlays={overlays}
          pulse={frame ? frame.pulse : null}
          pulseKey={state.animation?.index}
          motion={!state.reducedMotion}
          watch={recap?.watch ?? hint?.watch ?? props.watch ?? []}
          locked={inputLocked}
          nodeLabel={nodeLabel}
          boardLabel={copy.board}
          onSelect={(node) => dispatch({ type: "select", node })}
          onKeyDown={onBoardKeyDown}
          followFocus={!inputLocked}
          autoFocus={!props.locked}
          caption={caption}
        />
        {!props.touch && <p className="st-muted st-keys">{copy.keys}</p>}
        <p className="visually-hidden" aria-live="polite" data-testid="st-announce">
          {announcement(state, copy, turns, props.band)}
        </p>
      </div>
      <div className="st-play-preview" ref={previewArea}>
        {state.animation && (
          <p className="st-row st-animating" role="status">
            {copy.animating}
            <button type="button" onClick={() => dispatch({ type: "skipAnimation" })}>
              {copy.skipAnimation}
            </button>
          </p>
        )}
        {ended ? (
          <ResultPanel
            attempt={state.attempt}
            bands={starBands(state.attempt.optimalTurns, state.attempt.maxTurns)}
            copy={copy}
            recap={recap ? { text: recap.text, nearMiss: recap.nearMiss === true } : null}
            hasNext={props.hasNext}
            completesPack={props.completesPack ?? null}
            reducedMotion={state.reducedMotion}
            onRestart={restart}
            onUndo={canUndo ? undo : null}
            onNext={props.onNext}
            onBack={props.onBack}
            backLabel={props.backLabel}
          />
        ) : (
          !props.locked &&
          !state.animation && (
            <PreviewPanel
              previews={previews}
              chosen={state.direction}
              turns={turns}
              copy={copy}
              disabled={inputLocked}
              onChoose={(direction) => dispatch({ type: "chooseDirection", direction })}
              onCommit={(direction) => dispatch({ type: "commit", direction })}
            />
          )
        )}
      </div>
      <div className="st-play-tools">
        {state.refusal && (
          <p className="error" role="alert">
            {state.refusal}
          </p>
        )}
        {!props.coachHidden && !ended && (
          <div className="st-row st-toolbar">
            <button
              type="button"
              onClick={undo}
              disabled={!canUndo}
              data-testid="st-undo"
              aria-keyshortcuts="U"
            >
              <span aria-hidden="true">↶ </span>
              {copy.undo}
            </button>
            <button
              type="button"
              onClick={restart}
              disabled={!canRestart}
              data-testid="st-restart"
              aria-keyshortcuts="R"
            >
              {copy.restart}
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: "showHint" })}
              disabled={inputLocked}
              data-testid="st-hint-button"
            >
              {copy.hint}
            </button>
            {props.backInToolbar !== false && (
              <>
                <span className="st-spacer" />
                <button type="button" onClick={props.onBack} data-testid="st-back">
                  {props.backLabel ?? copy.back}
                </button>
              </>
            )}
          </div>
        )}
        {hint && (
          <p className="st-hint" role="status" data-testid="st-hint">
            {hint.text}
          </p>
        )}
      </div>
    </section>
  );
}
