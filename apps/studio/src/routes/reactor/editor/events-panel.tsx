import {
  EFFECT_KINDS,
  type Effect,
  type Level,
  PREDICATE_KINDS,
  type Predicate,
  RULE_PHASES,
  type RuleEvent,
} from "@rulekit/reactor";
import { useEffect, useState } from "react";
import { CheckField, NumberField, SelectField, TextField } from "../ui/fields.tsx";
import type { EditorAction } from "./editor-state.ts";
import type { Pick } from "./picks.ts";
import {
  defaultEffect,
  defaultPredicate,
  EFFECT_LABEL,
  moveEvent,
  newRuleEvent,
  PREDICATE_LABEL,
  removeAt,
  removeEvent,
  replaceAt,
  updateEvent,
} from "./rule-defaults.ts";
import { EffectFields, PredicateFields, type TargetContext } from "./rule-fields.tsx";

function EventEditor(props: {
  level: Level;
  event: RuleEvent;
  index: number;
  selected: boolean;
  pick: Pick | null;
  dispatch: (a: EditorAction) => void;
}) {
  const { event, level, dispatch } = props;
  // Events start folded (a level can have many); selecting one (from an issue) unfolds it.
  const [open, setOpen] = useState(props.selected);
  useEffect(() => {
    if (props.selected) setOpen(true);
  }, [props.selected]);
  const edit = (update: (e: RuleEvent) => RuleEvent) =>
    dispatch({ type: "edit", update: (l) => updateEvent(l, event.id, update) });
  const ctx: TargetContext = { level, event: event.id, pick: props.pick, dispatch };
  const rename = (id: string) =>
    dispatch({
      type: "edit",
      update: (l) =>
        l.events.some((e) => e.id === id) ? l : updateEvent(l, event.id, (e) => ({ ...e, id })),
    });
  return (
    <li
      id={`rx-event-${event.id}`}
      className={`rx-event${props.selected ? " rx-selected" : ""}`}
      data-testid={`event-${event.id}`}
      aria-current={props.selected ? "true" : undefined}
    >
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <code>{event.id}</code> — {event.enabled ? "" : "disabled, "}
          {event.phase}, {event.repeat === "once" ? "once" : "every time"}, priority {event.priority}:{" "}
          {event.when.length} {event.when.length === 1 ? "predicate" : "predicates"}, {event.effects.length}{" "}
          {event.effects.length === 1 ? "effect" : "effects"}
        </summary>
        <div className="rx-row">
          <TextField label="Id" value={event.id} required onCommit={rename} />
          <CheckField
            label="Enabled"
            checked={event.enabled}
            onChange={(enabled) => edit((e) => ({ ...e, enabled }))}
          />
          <SelectField
            label="Fires"
            value={event.repeat}
            options={[
              { value: "once", label: "once" },
              { value: "repeat", label: "every time" },
            ]}
            onChange={(repeat) => edit((e) => ({ ...e, repeat }))}
          />
          <SelectField
            label="Phase"
            value={event.phase}
            options={RULE_PHASES}
            onChange={(phase) => edit((e) => ({ ...e, phase }))}
          />
          <NumberField
            label="Priority"
            integer
            value={event.priority}
            onCommit={(priority) => edit((e) => ({ ...e, priority }))}
          />
        </div>
        <TextField
          label="Forecast text (optional)"
          value={event.forecastText ?? ""}
          onCommit={(text) =>
            edit((e) => {
              const { forecastText: _old, ...rest } = e;
              return text.trim() ? { ...rest, forecastText: text } : rest;
            })
          }
        />
        <h4>When all of</h4>
        <ol className="rx-clauses">
          {event.when.map((predicate, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: predicates are positional
            <li key={i} data-testid={`predicate-${i}`}>
              <SelectField
                label="Predicate"
                value={predicate.kind}
                options={PREDICATE_KINDS.map((k) => ({ value: k, label: PREDICATE_LABEL[k] }))}
                onChange={(kind) =>
                  edit((e) => ({ ...e, when: replaceAt(e.when, i, defaultPredicate(level, kind)) }))
                }
              />
              <PredicateFields
                ctx={ctx}
                predicate={predicate}
                path={["when", i]}
                onChange={(p: Predicate) => edit((e) => ({ ...e, when: replaceAt(e.when, i, p) }))}
              />
              <button type="button" onClick={() => edit((e) => ({ ...e, when: removeAt(e.when, i) }))}>
                Remove predicate
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => edit((e) => ({ ...e, when: [...e.when, defaultPredicate(level, "turn")] }))}
        >
          Add predicate
        </button>
        <h4>Then</h4>
        <ol className="rx-clauses">
          {event.effects.map((effect, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: effects are positional
            <li key={i} data-testid={`effect-${i}`}>
              <SelectField
                label="Effect"
                value={effect.kind}
                options={EFFECT_KINDS.map((k) => ({ value: k, label: EFFECT_LABEL[k] }))}
                onChange={(kind) =>
                  edit((e) => ({ ...e, effects: replaceAt(e.effects, i, defaultEffect(level, kind)) }))
                }
              />
              <EffectFields
                ctx={ctx}
                effect={effect}
                path={["effects", i]}
                onChange={(x: Effect) => edit((e) => ({ ...e, effects: replaceAt(e.effects, i, x) }))}
              />
              <button type="button" onClick={() => edit((e) => ({ ...e, effects: removeAt(e.effects, i) }))}>
                Remove effect
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => edit((e) => ({ ...e, effects: [...e.effects, defaultEffect(level, "warn")] }))}
        >
          Add effect
        </button>
        <div className="rx-row">
          <button
            type="button"
            disabled={props.index === 0}
            onClick={() => dispatch({ type: "edit", update: (l) => moveEvent(l, event.id, -1) })}
          >
            Move up
          </button>
          <button
            type="button"
            disabled={props.index === level.events.length - 1}
            onClick={() => dispatch({ type: "edit", update: (l) => moveEvent(l, event.id, 1) })}
          >
            Move down
          </button>
          <button
            type="button"
            onClick={() => dispatch({ type: "edit", update: (l) => removeEvent(l, event.id) })}
          >
            Delete event
          </button>
        </div>
      </details>
    </li>
  );
}

/** The level's rule events: predicates and effects with pickers for their targets. */
export function EventsPanel(props: {
  level: Level;
  selectedEvent: string | null;
  pick: Pick | null;
  dispatch: (a: EditorAction) => void;
}) {
  const { level, dispatch } = props;
  return (
    <section className="rx-panel rx-events" aria-labelledby="rx-events-title">
      <h2 id="rx-events-title">Rule events ({level.events.length})</h2>
      <p className="rx-muted">
        Deterministic events: all predicates must pass; effects apply in order. Start-of-simulation events run
        before the networks, end-of-turn events after the level state.
      </p>
      <ol className="rx-event-list">
        {level.events.map((event, index) => (
          <EventEditor
            key={event.id}
            level={level}
            event={event}
            index={index}
            selected={props.selectedEvent === event.id}
            pick={props.pick}
            dispatch={dispatch}
          />
        ))}
      </ol>
      <button
        type="button"
        data-testid="add-event"
        onClick={() => {
          const event = newRuleEvent(level);
          dispatch({ type: "edit", update: (l) => ({ ...l, events: [...l.events, event] }) });
          dispatch({ type: "select", selection: { event: event.id } });
        }}
      >
        Add rule event
      </button>
    </section>
  );
}
