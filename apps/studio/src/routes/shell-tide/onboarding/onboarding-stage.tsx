import { useCallback, useEffect, useRef, useState } from "react";
import { BeachScene } from "./beach-scene.tsx";
import type { OnboardingCopy, Speaker } from "./copy.ts";
import { DialogueBox } from "./dialogue-box.tsx";
import {
  acceptsAdvance,
  canSkip,
  currentErrors,
  dialogueScript,
  dolphinVisible,
  footprintsVisible,
  type OnboardingEvent,
  type OnboardingState,
  pendingTimer,
  seaVisible,
  showRescueChoices,
  waitingCue,
} from "./machine.ts";
import { ProfilePopup } from "./profile-popup.tsx";
import { useAdvanceKeys } from "./use-advance-keys.ts";
import { WaitCue } from "./wait-cue.tsx";

/** Runs the one timer the machine asks for in this state (lyrics, sea fade, walk pause and loop, entrance). */
function useOnboardingTimers(
  state: OnboardingState,
  dispatch: (e: OnboardingEvent) => void,
  reduced: boolean,
) {
  const timer = pendingTimer(state, reduced);
  const current = useRef(timer);
  current.current = timer;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer's key says when it starts over
  useEffect(() => {
    const t = current.current;
    if (!t) return;
    const id = setTimeout(() => dispatch(t.event), t.ms);
    return () => clearTimeout(id);
  }, [timer?.key, reduced, dispatch]);
  return timer;
}

/** The first-visit cinematic: one scene whose layers the machine's selectors switch on and off. */
export function OnboardingStage(props: {
  state: OnboardingState;
  dispatch: (event: OnboardingEvent) => void;
  copy: OnboardingCopy;
  reducedMotion: boolean;
  touch: boolean;
  onSubmitProfile: () => void;
}) {
  const { state, dispatch, copy, reducedMotion } = props;
  const timer = useOnboardingTimers(state, dispatch, reducedMotion);
  const cue = waitingCue(state);
  // Input the scene does not take is answered by the cue instead of vanishing (counted to restart it).
  const [nudges, setNudges] = useState({ cue, count: 0 });
  const nudged = nudges.cue === cue && nudges.count > 0;
  const takes = acceptsAdvance(state);
  const advance = useCallback(() => {
    if (takes) dispatch({ type: "ADVANCE" });
    else setNudges((n) => ({ cue, count: n.cue === cue ? n.count + 1 : 1 }));
  }, [takes, cue, dispatch]);
  const rendered = useCallback(() => dispatch({ type: "LINE_RENDERED" }), [dispatch]);
  useAdvanceKeys(state.phase !== "PROFILE_SETUP", advance);

  // Focus stays on the control that moves the scene on: the scene itself while it is read, the answer
  // once the question is on screen (the profile popup and the briefing take it in their turn).
  const sceneButton = useRef<HTMLButtonElement>(null);
  const agreeButton = useRef<HTMLButtonElement>(null);
  const choices = showRescueChoices(state);
  useEffect(() => {
    if (state.phase === "PROFILE_SETUP") return;
    const target = choices ? agreeButton.current : sceneButton.current;
    // After the commit's other effects (the layout focuses <main> when the page is navigated to).
    queueMicrotask(() => {
      if (target?.isConnected && document.activeElement !== target) target.focus({ preventScroll: true });
    });
  }, [state.phase, choices]);

  const script = dialogueScript(state);
  let line: { speaker: Speaker; text: string } | null = null;
  if (script === "lyrics") line = { speaker: "player", text: copy.lyrics[state.line] ?? "" };
  if (script === "monologue") line = { speaker: "player", text: copy.monologue[state.line] ?? "" };
  if (script === "beachWalk") line = { speaker: "player", text: copy.beachWalk[state.line] ?? "" };
  if (script === "rescueRequest") line = { speaker: "dolphin", text: copy.rescueRequest[state.line] ?? "" };
  const waitMs = cue && cue !== "answer" && timer ? timer.ms : null;
  // At the question the buttons say it all; the cue appears only to answer a press elsewhere.
  const waitCue = cue && (cue !== "answer" || nudged) && (
    <WaitCue
      key={`${cue}-${timer?.key ?? ""}-${nudged ? nudges.count : 0}`}
      cue={cue}
      copy={copy}
      nudged={nudged}
      ms={waitMs}
      standalone={!line}
    />
  );

  return (
    <section
      className="st-stage"
      data-testid="st-onboarding"
      data-phase={state.phase}
      data-reduced-motion={reducedMotion}
      aria-label={copy.sceneLabel}
    >
      <div className="st-scene">
        <BeachScene
          sea={seaVisible(state)}
          footprints={footprintsVisible(state)}
          dolphin={dolphinVisible(state)}
          label={copy.sceneLabel}
        />
        {/* The whole scene advances on click/tap; it is a real button so it also works from the keyboard. */}
        <button
          ref={sceneButton}
          type="button"
          className="st-advance-area"
          aria-label={props.touch ? copy.continueHintTouch : copy.continueHint}
          data-testid="st-advance"
          onClick={advance}
          disabled={state.phase === "PROFILE_SETUP"}
        />
      </div>
      {line && (
        <DialogueBox
          speaker={line.speaker}
          speakerName={copy.speakers[line.speaker]}
          text={line.text}
          mode={script === "lyrics" ? "lyric" : "typed"}
          rendered={state.lineRendered}
          reducedMotion={reducedMotion}
          onRendered={rendered}
          continueHint={choices ? undefined : props.touch ? copy.continueHintTouch : copy.continueHint}
          musicLabel={copy.humming}
          corner={
            canSkip(state) && (
              <button type="button" className="st-skip" onClick={() => dispatch({ type: "SKIP" })}>
                {copy.skip}
              </button>
            )
          }
        >
          {choices && (
            <fieldset className="st-choices">
              <legend className="st-dialogue-speaker st-choice-speaker">{copy.speakers.player}</legend>
              <button
                ref={agreeButton}
                type="button"
                className="primary"
                onClick={() => dispatch({ type: "AGREE" })}
              >
                {copy.agree}
              </button>
              <button type="button" disabled aria-describedby="st-decline-note" title={copy.declineNote}>
                {copy.decline}
              </button>
              <span id="st-decline-note" className="visually-hidden">
                {copy.declineNote}
              </span>
            </fieldset>
          )}
          {waitCue}
        </DialogueBox>
      )}
      {!line && waitCue}
      {state.phase === "PROFILE_SETUP" && (
        <ProfilePopup
          copy={copy}
          form={state.form}
          errors={currentErrors(state)}
          dispatch={dispatch}
          onSubmit={props.onSubmitProfile}
        />
      )}
      {!state.persistenceAvailable && (
        <p className="st-persistence warning" role="status">
          {copy.persistenceOff}
        </p>
      )}
    </section>
  );
}
