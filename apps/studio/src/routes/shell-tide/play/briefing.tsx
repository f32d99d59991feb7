import { useCallback, useEffect, useRef } from "react";
import { DolphinFigure } from "../onboarding/beach-scene.tsx";
import type { OnboardingCopy } from "../onboarding/copy.ts";
import { DialogueBox } from "../onboarding/dialogue-box.tsx";
import {
  canSkipIntro,
  type OnboardingEvent,
  type OnboardingState,
  showBriefingCta,
} from "../onboarding/machine.ts";
import { useAdvanceKeys } from "../onboarding/use-advance-keys.ts";

export interface Beat {
  topic: string;
  text: string;
}

/**
 * What the Dolphin says over the level now: the Level 1 briefing, the beats of the mechanics this level
 * brings in (in order), or nothing once the level is being played.
 */
export function dolphinBeats(
  state: OnboardingState,
  copy: OnboardingCopy,
  level: number,
): { title: string; beats: Beat[]; startLabel: string; testId: string } | null {
  if (state.phase === "LEVEL_BRIEFING") {
    return {
      title: copy.briefing.title,
      beats: [...copy.briefing.beats],
      startLabel: copy.briefing.start,
      testId: "st-briefing",
    };
  }
  if (state.phase !== "MECHANIC_INTRO") return null;
  return {
    title: copy.mechanicTitle,
    beats: state.mechanics.flatMap((m) =>
      copy.mechanics[m].lines.map((text) => ({ topic: copy.mechanics[m].topic, text })),
    ),
    startLabel: copy.startLevel(level),
    testId: "st-mechanic-intro",
  };
}

/**
 * The Dolphin's beats over a locked board, in the one RPG dialogue box: the four-beat Level 1 briefing
 * (objective, core rule, Flow, rescue wave) and the short beat of a new mechanic. The last beat ends on
 * the start button; a mechanic beat the player has been through before can be skipped.
 */
export function DolphinBeats(props: {
  state: OnboardingState;
  dispatch: (event: OnboardingEvent) => void;
  copy: OnboardingCopy;
  reducedMotion: boolean;
  touch: boolean;
  title: string;
  beats: readonly Beat[];
  startLabel: string;
  testId: string;
}) {
  const { state, dispatch, copy, beats } = props;
  const advance = useCallback(() => dispatch({ type: "ADVANCE" }), [dispatch]);
  const rendered = useCallback(() => dispatch({ type: "LINE_RENDERED" }), [dispatch]);
  useAdvanceKeys(true, advance);
  const beat = beats[state.line] ?? beats[0]!;
  const cta = showBriefingCta(state);
  // Focus lands on the button that moves on when the beats open (the control that opened them is gone)
  // and again when the start button replaces "Next", so keyboard users never fall back to the page top.
  const actionRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cta is the trigger (the start button takes the focus when it appears)
  useEffect(() => {
    actionRef.current?.focus();
  }, [cta]);
  return (
    <section className="st-briefing" data-testid={props.testId} aria-label={props.title}>
      <div className="st-briefing-head">
        <DolphinFigure />
        <div>
          <h2 className="st-briefing-title">{props.title}</h2>
          <p className="st-beat" data-testid="st-beat">
            {state.line + 1}/{beats.length} · {beat.topic}
          </p>
        </div>
        {canSkipIntro(state) && (
          <button
            type="button"
            className="st-briefing-skip"
            onClick={() => dispatch({ type: "SKIP" })}
            data-testid="st-skip-intro"
          >
            {copy.skipIntro}
          </button>
        )}
      </div>
      <DialogueBox
        speaker="dolphin"
        speakerName={copy.speakers.dolphin}
        text={beat.text}
        mode="typed"
        rendered={state.lineRendered}
        reducedMotion={props.reducedMotion}
        onRendered={rendered}
        continueHint={cta ? undefined : props.touch ? copy.continueHintTouch : copy.continueHint}
      >
        <div className="st-row st-briefing-actions">
          {cta ? (
            <button
              ref={actionRef}
              type="button"
              className="primary"
              onClick={() => dispatch({ type: "START_LEVEL" })}
            >
              {props.startLabel}
            </button>
          ) : (
            <button ref={actionRef} type="button" onClick={advance}>
              {copy.briefing.next}
            </button>
          )}
        </div>
      </DialogueBox>
    </section>
  );
}
