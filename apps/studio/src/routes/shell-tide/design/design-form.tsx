import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  checkDesignForm,
  DEFAULT_DESIGN_FORM,
  type DesignField,
  type DesignFormErrors,
  type DesignFormValues,
  FIELD_LABELS,
  MAX_BOARDS,
} from "./design-form-model.ts";
import type { DesignRequest } from "./design-worker.ts";

/** The order in the order the checks run, so the first invalid field is the one focused. */
const FIELD_ORDER: readonly DesignField[] = [
  "nodes",
  "wetPits",
  "starfish",
  "currents",
  "optimal",
  "p75",
  "max",
  "count",
  "seed",
];

interface FieldProps {
  field: DesignField;
  hint?: string;
  error: string | undefined;
  /** Spans its fieldset (a text that does not fit a number's column). */
  wide?: boolean;
  children: (a: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function Field(props: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div
      className={props.wide ? "st-field st-design-wide" : "st-field"}
      data-invalid={props.error ? "true" : undefined}
    >
      <label htmlFor={id}>{FIELD_LABELS[props.field]}</label>
      {props.children({ id, describedBy: describedBy || undefined, invalid: Boolean(props.error) })}
      {props.hint && (
        <span className="st-help" id={hintId}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="error" id={errorId} data-testid={`st-design-error-${props.field}`}>
          {props.error}
        </span>
      )}
    </div>
  );
}

/**
 * The order of a design: board size and rules, the figures its proof must give, how many boards and
 * the seed. Checked on Design (then as it is edited); the first field in error takes the focus.
 */
export function DesignForm(props: { running: boolean; onDesign: (request: DesignRequest) => void }) {
  const [values, setValues] = useState<DesignFormValues>(DEFAULT_DESIGN_FORM);
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const check = checkDesignForm(values);
  const errors: DesignFormErrors = checked && !check.ok ? check.errors : {};
  const set = (field: keyof DesignFormValues, value: string | boolean) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (check.ok) {
      props.onDesign(check.request);
      return;
    }
    const first = FIELD_ORDER.find((f) => check.errors[f]);
    form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const number = (field: DesignField, min: number, max?: number, hint?: string) => (
    <Field field={field} error={errors[field]} hint={hint}>
      {(a) => (
        <input
          id={a.id}
          name={field}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={values[field]}
          aria-invalid={a.invalid}
          aria-describedby={a.describedBy}
          onChange={(e) => set(field, e.currentTarget.value)}
          data-testid={`st-design-${field}`}
        />
      )}
    </Field>
  );
  const nodes = values.nodes === "12" ? 12 : 8;

  return (
    <form ref={form} className="st-design-form" noValidate onSubmit={submit} aria-label="Design order">
      <div className="st-design-fieldsets">
        <fieldset>
          <legend>Board</legend>
          <Field field="nodes" error={errors.nodes} hint="3×3 ring or 4×4 ring">
            {(a) => (
              <select
                id={a.id}
                name="nodes"
                value={values.nodes}
                aria-describedby={a.describedBy}
                onChange={(e) => set("nodes", e.currentTarget.value === "12" ? "12" : "8")}
                data-testid="st-design-nodes"
              >
                <option value="8">8</option>
                <option value="12">12</option>
              </select>
            )}
          </Field>
          {number("wetPits", 0, nodes - 2)}
          {number("starfish", 2)}
          {number("currents", 0, nodes - 2, "on sand nodes")}
          <label className="st-choice st-design-sweep">
            <input
              type="checkbox"
              name="sweep"
              checked={values.sweep}
              onChange={(e) => set("sweep", e.currentTarget.checked)}
              data-testid="st-design-sweep"
            />
            {FIELD_LABELS.sweep}
          </label>
        </fieldset>
        <fieldset>
          <legend>Balance</legend>
          {number("optimal", 1, undefined, "exact, by BFS")}
          {number("p75", 1, undefined, "plausible players")}
          {number("max", 1, undefined, "O + 2 … O + 4")}
        </fieldset>
        <fieldset>
          <legend>Search</legend>
          {number("count", 1, MAX_BOARDS, "distinct boards")}
          <Field field="seed" error={errors.seed} hint="same seed, same boards" wide>
            {(a) => (
              <input
                id={a.id}
                name="seed"
                value={values.seed}
                aria-invalid={a.invalid}
                aria-describedby={a.describedBy}
                onChange={(e) => set("seed", e.currentTarget.value)}
                data-testid="st-design-seed"
              />
            )}
          </Field>
        </fieldset>
      </div>
      <div className="st-row">
        <button type="submit" className="primary" disabled={props.running} data-testid="st-design-start">
          Design
        </button>
        <button
          type="button"
          onClick={() => {
            setValues(DEFAULT_DESIGN_FORM);
            setChecked(false);
          }}
        >
          Reset to defaults
        </button>
      </div>
    </form>
  );
}
