import { type Level, type NewAttemptOptions, newAttempt } from "@rulekit/shell-tide";
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef } from "react";
import { boardGeometry } from "../board/board-geometry.ts";
import { BoardView } from "../board/board-view.tsx";
import { boardTurns } from "../board/screen-turn.ts";
import type { Locale } from "../onboarding/copy.ts";
import type { LevelActivity, Stars } from "../state/progress.ts";
import { announcement, lastMoveSummary } from "./announce.ts";
import { hintView, recapView } from "./coach-model.ts";
import { Hud } from "./hud.tsx";
import { cachedDistance, hudView } from "./hud-model.ts";
import { keyToAction } from "./keyboard.ts";
import { dualOverlays, overlayOfEvents } from "./overlays.ts";
import type { PlayCopy } from "./play-copy.ts";
import { dualPreview, initialPlay, legalSources, playReducer, shownStarfish } from "./play-model.ts";
import { PreviewPanel } from "./preview-panel.tsx";
import { ResultPanel } from "./result-panel.tsx";

/** The width below which the playable stacks in one column (shell-tide.css uses the same). */
const NARROW_QUERY = "(max-width: 820px)";

/** One level being played: board, HUD, Dual Preview, commit animation, hint, win/lose screens. */
export function LevelPlay(props: {
  number: number | null;
  label: string;
  level: Level;
  /** The turn figures when the level file has none (a loaded level solved in the designer view). */
  attemptOptions?: NewAttemptOptions;
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
  onActivity: (activity: LevelActivity) => void;
  onWin: (stars: Stars) => void;
  onNext: () => void;
  onBack: () => void;
  backLabel?: string;
}) {
  const { copy, level } = props;
  const [state, dispatch] = useReducer(playReducer, undefined, () =>
    initialPlay(newAttempt(level, props.attemptOptions), props.reducedMotion),
  );
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
  const finished = useRef<unknown>(null);
  useEffect(() => {
    const attempt = state.attempt;
    if (state.animation || attempt.levelStatus === "playing" || finished.current === attempt) return;
    finished.current = attempt;
    if (attempt.levelStatus === "won") onWin((attempt.rating ?? 0) as Stars);
    else onActivity("fail");
  }, [state.attempt, state.animation, onWin, onActivity]);

  // On a narrow screen the Dual Preview sits under the board: picking a pit brings its Sow buttons into
  // view (the board stays in view above them).
  const previewArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.selected === null || !window.matchMedia(NARROW_QUERY).matches) return;
    previewArea.current?.scrollIntoView({ block: "nearest" });
  }, [state.selected]);

  const previews = dualPreview(state);
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

  // The HUD moves with the board: while a commit animates it counts down each rescue as it is shown, and the
  // star bands and the Full Rescue outlook change only once the animation has shown the whole move.
  const shown = shownStarfish(state);
  const settled = state.animation && state.last ? state.last.before : state.attempt;
  const distance = props.exact && settled.levelStatus === "playing" ? cachedDistance(settled) : undefined;
  const hud = hudView(settled, distance, {
    turnsUsed: state.attempt.turnsUsed,
    remaining: state.animation
      ? state.animation.frames[state.animation.index]!.remaining
      : state.attempt.remainingStarfish,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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

  return (
    <section
      className="st-play"
      aria-label={props.label}
      data-testid="st-level-play"
      data-status={state.attempt.levelStatus}
    >
      <div className="st-play-hud">
        <Hud hud={hud} copy={copy} onRestart={restart} />
      </div>
      <div className="st-board-column">
        <BoardView
          level={level}
          geometry={geometry}
          starfish={shown}
          selected={state.selected}
          selectable={inputLocked ? new Set() : sources}
          overlays={overlays}
          pulse={state.animation ? state.animation.frames[state.animation.index]!.pulse : null}
          watch={recap?.watch ?? hint?.watch ?? props.watch ?? []}
          locked={inputLocked}
          nodeLabel={nodeLabel}
          boardLabel={copy.board}
          onSelect={(node) => dispatch({ type: "select", node })}
          onKeyDown={onKeyDown}
          followFocus={!inputLocked}
          autoFocus={!props.locked}
          caption={caption}
        />
        {!props.touch && <p className="st-muted st-keys">{copy.keys}</p>}
        <p className="visually-hidden" aria-live="polite" data-testid="st-announce">
          {announcement(state, copy, turns)}
        </p>
      </div>
      <div className="st-play-preview" ref={previewArea}>
        {state.animation && (
          <p className="st-row" role="status">
            {copy.animating}
            <button type="button" onClick={() => dispatch({ type: "skipAnimation" })}>
              {copy.skipAnimation}
            </button>
          </p>
        )}
        {ended ? (
          <ResultPanel
            attempt={state.attempt}
            copy={copy}
            recap={recap ? { text: recap.text, nearMiss: recap.nearMiss === true } : null}
            hasNext={props.hasNext}
            onRestart={restart}
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
          <div className="st-row">
            <button
              type="button"
              onClick={() => dispatch({ type: "showHint" })}
              disabled={inputLocked}
              data-testid="st-hint-button"
            >
              {copy.hint}
            </button>
            <button type="button" onClick={restart} disabled={props.locked} data-testid="st-restart">
              {copy.restart}
            </button>
            <span className="st-spacer" />
            <button type="button" onClick={props.onBack}>
              {props.backLabel ?? copy.back}
            </button>
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
