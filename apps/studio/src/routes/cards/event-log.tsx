import type { Command, MatchEvent, MatchState } from "@rulekit/card-combat";
import { useLayoutEffect, useRef } from "react";
import { commandText, eventText, type Voice } from "./words.ts";

/**
 * The event log up to the state on screen, one group per step (the command, then its events). Damage
 * and heal lines show the Requested and the Applied amounts side by side. The log box follows the
 * current step by scrolling itself only: the page never moves.
 */
export function EventLog(props: {
  states: MatchState[];
  commands: Command[];
  batches: MatchEvent[][];
  cursor: number;
  voice: Voice;
}) {
  const { states, commands, batches, cursor } = props;
  const box = useRef<HTMLOListElement>(null);
  const current = useRef<HTMLLIElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the cursor
  useLayoutEffect(() => {
    const list = box.current;
    const item = current.current;
    if (!list || !item) return;
    // The list is positioned, so an item's offsetTop is measured from the top of its content.
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
    if (top < list.scrollTop) list.scrollTop = top;
  }, [cursor, batches.length]);
  const view = states[cursor]!;
  return (
    <section className="cc-log" aria-labelledby="cc-log-title">
      <h2 id="cc-log-title">Event log</h2>
      <ol
        className="cc-steps"
        data-testid="cards-event-log"
        ref={box}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to scroll it from the keyboard
        tabIndex={0}
        aria-label="Steps of the match"
      >
        {batches.slice(0, cursor + 1).map((batch, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
            key={i}
            ref={i === cursor ? current : undefined}
            className={i === cursor ? "cc-step cc-current" : "cc-step"}
          >
            <div className="cc-step-title">
              {i === 0
                ? "Match start"
                : `Step ${i}: ${commandText(states[i - 1]!, commands[i - 1]!, props.voice)}`}
            </div>
            <ul>
              {batch.map((e, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events are positional
                <EventLine key={j} state={view} event={e} voice={props.voice} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function EventLine(props: { state: MatchState; event: MatchEvent; voice: Voice }) {
  const e = props.event;
  const text = eventText(props.state, e, props.voice);
  if (e.type === "Damage" || e.type === "Heal") {
    return (
      <li className={`cc-event cc-${e.type.toLowerCase()}`}>
        {text}: <span className="cc-amount">requested {e.requested}</span>{" "}
        <span className={e.applied === 0 ? "cc-amount cc-zero" : "cc-amount"}>applied {e.applied}</span>
      </li>
    );
  }
  return <li className={e.type === "TurnBegan" ? "cc-event cc-turn-line" : "cc-event"}>{text}</li>;
}
