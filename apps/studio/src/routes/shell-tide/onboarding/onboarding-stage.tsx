import { useCallback, useEffect } from "react";
import { BeachScene } from "./beach-scene.tsx";
import type { OnboardingCopy, Speaker } from "./copy.ts";
import { DialogueBox } from "./dialogue-box.tsx";
import {
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
} from "./machine.ts";
import { ProfilePopup } from "./profile-popup.tsx";
import { useAdvanceKeys } from "./use-advance-keys.ts";

/** Runs the one timer the machine asks for in this state (lyrics, sea fade, walk pause, Dolphin entrance). */
function useOnboardingTimers(
  state: OnboardingState,
  dispatch: (e: OnboardingEvent) => void,
  reduced: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: phase, line and pause identify the timer
  useEffect(() => {
    const timer = pendingTimer(state, reduced);
    if (!timer) return;
    const id = setTimeout(() => dispatch(timer.event), timer.ms);
    return () => clearTimeout(id);
  }, [state.phase, state.line, state.pausing, reduced, dispatch]);
}

/** The first-visit cinematic: one scene whose layers the machine's selectors switch on and off. */
export function OnboardingStage(props: {
  state: OnboardingState;
  dispatch: (event: OnboardingEvent) => void;
  copy: OnboardingCopy;
  reducedMotion: boolean;
  onSubmitProfile: () => void;
}) {
  const { state, dispatch, copy, reducedMotion } = props;
  useOnboardingTimers(state, dispatch, reducedMotion);
  const advance = useCallback(() => dispatch({ type: "ADVANCE" }), [dispatch]);
  const rendered = useCallback(() => dispatch({ type: "LINE_RENDERED" }), [dispatch]);
  useAdvanceKeys(state.phase !== "PROFILE_SETUP", advance);

  const script = dialogueScript(state);
  let line: { speaker: Speaker; text: string } | null = null;
  if (script === "lyrics") line = { speaker: "player", text: copy.lyrics[state.line] ?? "" };
  if (script === "monologue") line = { speaker: "player", text: copy.monologue[state.line] ?? "" };
  if (script === "beachWalk") line = { speaker: "player", text: copy.beachWalk[state.line] ?? "" };
  if (script === "rescueRequest") line = { speaker: "dolphin", text: copy.rescueRequest[state.line] ?? "" };

  return (
    <section
      className="st-stage"
      data-testid="st-onboarding"
      data-phase={state.phase}
      data-reduced-motion={reducedMotion}
      aria-label={copy.sceneLabel}
    >
      <BeachScene
        sea={seaVisible(state)}
        footprints={footprintsVisible(state)}
        dolphin={dolphinVisible(state)}
        label={copy.sceneLabel}
      />
      {/* The whole scene advances on click/tap; it is a real button so it also works from the keyboard. */}
      <button
        type="button"
        className="st-advance-area"
        aria-label={copy.continueHint}
        data-testid="st-advance"
        onClick={advance}
        disabled={state.phase === "PROFILE_SETUP"}
      />
      {line && (
        <DialogueBox
          speaker={line.speaker}
          speakerName={copy.speakers[line.speaker]}
          text={line.text}
          mode={script === "lyrics" ? "lyric" : "typed"}
          rendered={state.lineRendered}
          reducedMotion={reducedMotion}
          onRendered={rendered}
          continueHint={showRescueChoices(state) ? undefined : copy.continueHint}
          musicLabel={copy.humming}
        >
          {showRescueChoices(state) && (
            <fieldset className="st-choices">
              <legend className="st-dialogue-speaker st-choice-speaker">{copy.speakers.player}</legend>
              <button type="button" className="primary" onClick={() => dispatch({ type: "AGREE" })}>
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
        </DialogueBox>
      )}
      {canSkip(state) && (
        <button type="button" className="st-skip" onClick={() => dispatch({ type: "SKIP" })}>
          {copy.skip}
        </button>
      )}
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
