import {
  type Command,
  describeCommand,
  describeEvent,
  type MatchEvent,
  type MatchState,
} from "@rulekit/card-combat";
import { useEffect, useRef } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";

/**
 * The event log up to the state on screen, one group per step (the command, then its events). Damage
 * and heal lines show the Requested and the Applied amounts side by side.
 */
export function EventLog(props: {
  states: MatchState[];
  commands: Command[];
  batches: MatchEvent[][];
  cursor: number;
}) {
  const { states, commands, batches, cursor } = props;
  const reduced = useReducedMotion();
  const last = useRef<HTMLLIElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the cursor
  useEffect(() => {
    last.current?.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  }, [cursor, reduced]);
  const view = states[cursor]!;
  return (
    <section className="cc-log" aria-labelledby="cc-log-title">
      <h2 id="cc-log-title">Event log</h2>
      <ol className="cc-steps" data-testid="cards-event-log">
        {batches.slice(0, cursor + 1).map((batch, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
            key={i}
            ref={i === cursor ? last : undefined}
            className={i === cursor ? "cc-step cc-current" : "cc-step"}
          >
            <div className="cc-step-title">
              {i === 0 ? "Match start" : `Step ${i}: ${describeCommand(states[i - 1]!, commands[i - 1]!)}`}
            </div>
            <ul>
              {batch.map((e, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events are positional
                <EventLine key={j} state={view} event={e} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function EventLine(props: { state: MatchState; event: MatchEvent }) {
  const e = props.event;
  if (e.type === "Damage" || e.type === "Heal") {
    const text = describeEvent(props.state, e).replace(/: requested \d+, applied \d+$/, "");
    return (
      <li className={`cc-event cc-${e.type.toLowerCase()}`}>
        {text}: <span className="cc-amount">requested {e.requested}</span>{" "}
        <span className={e.applied === 0 ? "cc-amount cc-zero" : "cc-amount"}>applied {e.applied}</span>
      </li>
    );
  }
  return <li className="cc-event">{describeEvent(props.state, e)}</li>;
}
