import { type Level, newAttempt } from "@rulekit/shell-tide";
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef } from "react";
import { boardGeometry } from "../board/board-geometry.ts";
import { BoardView } from "../board/board-view.tsx";
import type { Locale } from "../onboarding/copy.ts";
import type { LevelActivity, Stars } from "../state/progress.ts";
import { announcement } from "./announce.ts";
import { hintView, recapView } from "./coach-model.ts";
import { Hud } from "./hud.tsx";
import { hudView } from "./hud-model.ts";
import { keyToAction } from "./keyboard.ts";
import { dualOverlays, overlayOfEvents } from "./overlays.ts";
import type { PlayCopy } from "./play-copy.ts";
import { dualPreview, initialPlay, legalSources, playReducer, shownStarfish } from "./play-model.ts";
import { PreviewPanel } from "./preview-panel.tsx";
import { ResultPanel } from "./result-panel.tsx";

/** One level being played: board, HUD, Dual Preview, commit animation, hint, win/lose screens. */
export function LevelPlay(props: {
  number: number;
  level: Level;
  copy: PlayCopy;
  locale: Locale;
  /** The briefing is on screen: the board takes no input. */
  locked: boolean;
  coachHidden: boolean;
  reducedMotion: boolean;
  hasNext: boolean;
  onActivity: (activity: LevelActivity) => void;
  onWin: (stars: Stars) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { copy, level } = props;
  const [state, dispatch] = useReducer(playReducer, undefined, () =>
    initialPlay(newAttempt(level), props.reducedMotion),
  );
  const geometry = useMemo(() => boardGeometry(level), [level]);

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

  const previews = dualPreview(state);
  const overlays = state.animation
    ? [overlayOfEvents(state.animation.events)].filter((o) => o !== null)
    : previews.length > 0
      ? dualOverlays(previews, state.direction)
      : state.last
        ? [overlayOfEvents(state.last.events)].filter((o) => o !== null)
        : [];
  const sources = useMemo(() => new Set(legalSources(state.attempt)), [state.attempt]);
  const ended = state.attempt.levelStatus !== "playing" && !state.animation;
  const inputLocked = props.locked || state.animation !== null || state.attempt.levelStatus !== "playing";

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (inputLocked) return;
    const action = keyToAction(event.key);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  const nodeLabel = (i: number) => {
    const node = level.nodes[i]!;
    return copy.node(i, node.type, shownStarfish(state)[i] ?? 0, node.currentDirection);
  };
  const hint = state.hintShown ? hintView(state.attempt, props.locale) : null;
  const lastStop = state.last ? (overlayOfEvents(state.last.events)?.stop ?? null) : null;
  const recap =
    ended && state.attempt.levelStatus === "lost" ? recapView(state.attempt, lastStop, props.locale) : null;

  return (
    <section
      className="st-play"
      aria-label={copy.level(props.number)}
      data-testid="st-level-play"
      data-status={state.attempt.levelStatus}
    >
      <div className="st-board-column">
        <BoardView
          level={level}
          geometry={geometry}
          starfish={shownStarfish(state)}
          selected={state.selected}
          selectable={inputLocked ? new Set() : sources}
          overlays={overlays}
          pulse={state.animation ? state.animation.frames[state.animation.index]!.pulse : null}
          watch={recap?.watch ?? hint?.watch ?? []}
          locked={inputLocked}
          nodeLabel={nodeLabel}
          boardLabel={copy.board}
          onSelect={(node) => dispatch({ type: "select", node })}
          onKeyDown={onKeyDown}
          followFocus={!inputLocked}
          autoFocus={!inputLocked}
        />
        <p className="st-muted st-keys">{copy.keys}</p>
        <p className="visually-hidden" aria-live="polite" data-testid="st-announce">
          {announcement(state, copy)}
        </p>
      </div>
      <div className="st-side">
        <Hud hud={hudView(state.attempt)} copy={copy} />
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
            onRestart={() => dispatch({ type: "restart" })}
            onNext={props.onNext}
            onBack={props.onBack}
          />
        ) : (
          !props.locked && (
            <PreviewPanel
              previews={previews}
              chosen={state.direction}
              copy={copy}
              disabled={inputLocked}
              onChoose={(direction) => dispatch({ type: "chooseDirection", direction })}
              onCommit={(direction) => dispatch({ type: "commit", direction })}
            />
          )
        )}
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
            <button
              type="button"
              onClick={() => dispatch({ type: "restart" })}
              disabled={props.locked}
              data-testid="st-restart"
            >
              {copy.restart}
            </button>
            <span className="st-spacer" />
            <button type="button" onClick={props.onBack}>
              {copy.back}
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
