import { useCallback, useEffect, useRef } from "react";
import { DolphinFigure } from "../onboarding/beach-scene.tsx";
import type { OnboardingCopy } from "../onboarding/copy.ts";
import { DialogueBox } from "../onboarding/dialogue-box.tsx";
import { type OnboardingEvent, type OnboardingState, showBriefingCta } from "../onboarding/machine.ts";
import { useAdvanceKeys } from "../onboarding/use-advance-keys.ts";

/**
 * The Dolphin's four-beat Level 1 briefing (objective, core rule, Flow, rescue wave). The board behind it
 * is locked until the player presses the CTA "Bắt đầu Level 1".
 */
export function Briefing(props: {
  state: OnboardingState;
  dispatch: (event: OnboardingEvent) => void;
  copy: OnboardingCopy;
  reducedMotion: boolean;
}) {
  const { state, dispatch, copy } = props;
  const advance = useCallback(() => dispatch({ type: "ADVANCE" }), [dispatch]);
  const rendered = useCallback(() => dispatch({ type: "LINE_RENDERED" }), [dispatch]);
  useAdvanceKeys(true, advance);
  const beats = copy.briefing.beats;
  const beat = beats[state.line] ?? beats[0]!;
  const cta = showBriefingCta(state);
  // Focus lands on the briefing's button when it opens (the profile popup or the menu button that opened
  // it is gone) and again when the CTA replaces "Tiếp", so keyboard users never fall back to the page top.
  const actionRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cta is the trigger (the CTA takes the focus when it appears)
  useEffect(() => {
    actionRef.current?.focus();
  }, [cta]);
  return (
    <section className="st-briefing" data-testid="st-briefing" aria-label={copy.briefing.title}>
      <div className="st-briefing-head">
        <DolphinFigure />
        <div>
          <h2 className="st-briefing-title">{copy.briefing.title}</h2>
          <p className="st-beat" data-testid="st-beat">
            {state.line + 1}/{beats.length} · {beat.topic}
          </p>
        </div>
      </div>
      <DialogueBox
        speaker="dolphin"
        speakerName={copy.speakers.dolphin}
        text={beat.text}
        mode="typed"
        rendered={state.lineRendered}
        reducedMotion={props.reducedMotion}
        onRendered={rendered}
        continueHint={cta ? undefined : copy.continueHint}
      >
        <div className="st-row st-briefing-actions">
          {cta ? (
            <button
              ref={actionRef}
              type="button"
              className="primary"
              onClick={() => dispatch({ type: "START_LEVEL" })}
            >
              {copy.briefing.start}
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
