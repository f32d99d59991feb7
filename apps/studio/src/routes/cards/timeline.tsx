import { useId } from "react";

/** Step back and forth through the match: buttons and a slider (arrow keys move it one step). */
export function Timeline(props: {
  cursor: number;
  last: number;
  label: string;
  onGo: (index: number) => void;
}) {
  const id = useId();
  const { cursor, last, onGo } = props;
  return (
    <section className="cc-timeline" aria-label="Replay" data-testid="cards-timeline">
      <div className="cc-timeline-buttons">
        <button type="button" onClick={() => onGo(0)} disabled={cursor === 0}>
          « Start
        </button>
        <button
          type="button"
          onClick={() => onGo(cursor - 1)}
          disabled={cursor === 0}
          data-testid="cards-back"
        >
          ◀ Back
        </button>
        <button
          type="button"
          onClick={() => onGo(cursor + 1)}
          disabled={cursor === last}
          data-testid="cards-forward"
        >
          Forward ▶
        </button>
        <button type="button" onClick={() => onGo(last)} disabled={cursor === last}>
          Latest »
        </button>
      </div>
      <label htmlFor={id}>
        Step {cursor} of {last}
        <span className="cc-muted"> — {props.label}</span>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={last}
        value={cursor}
        onChange={(e) => onGo(Number(e.currentTarget.value))}
      />
    </section>
  );
}
