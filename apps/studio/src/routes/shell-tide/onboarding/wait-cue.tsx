import type { OnboardingCopy } from "./copy.ts";
import type { WaitingCue } from "./machine.ts";

/**
 * The cue shown whenever the scene plays on its own and takes no advance input (the song, the sea coming
 * in, the walk, the Dolphin's entrance) or waits for an answer button. A press, tap or click then does not
 * vanish silently: the cue says so (`nudged`, restarted on each press by its key). `ms` draws how long the
 * scene still plays on its own.
 */
export function WaitCue(props: {
  cue: WaitingCue;
  copy: OnboardingCopy;
  nudged: boolean;
  ms: number | null;
  standalone: boolean;
}) {
  const { cue, copy } = props;
  const text = props.nudged
    ? cue === "answer"
      ? copy.waiting.answer
      : copy.waiting.nudge
    : copy.waiting[cue];
  return (
    <div
      className={props.standalone ? "st-wait-cue st-wait-cue-standalone" : "st-wait-cue"}
      data-testid="st-wait-cue"
      data-cue={cue}
      data-nudged={props.nudged}
      role="status"
    >
      <span className="st-wait-text">{text}</span>
      {props.ms !== null && (
        <span className="st-wait-bar" aria-hidden="true">
          <span style={{ animationDuration: `${props.ms}ms` }} />
        </span>
      )}
    </div>
  );
}
