import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";

/** Enter commits this field only (it must not also submit a surrounding form with the old value). */
const commitOnEnter = (commit: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Enter") {
    event.preventDefault();
    commit();
  }
};

/**
 * A labelled number input that commits on Enter or blur (so typing "12" is one edit, not two) and
 * snaps back to the current value when the text is not a number in range.
 */
export function NumberField(props: {
  label: ReactNode;
  value: number;
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  useEffect(() => setText(String(props.value)), [props.value]);
  const commit = () => {
    const n = Number(text);
    const ok =
      text.trim() !== "" &&
      Number.isFinite(n) &&
      (!props.integer || Number.isInteger(n)) &&
      (props.min === undefined || n >= props.min) &&
      (props.max === undefined || n <= props.max);
    if (ok && n !== props.value) props.onCommit(n);
    else setText(String(props.value));
  };
  return (
    <span className={`rx-field ${props.className ?? ""}`}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        min={props.min}
        max={props.max}
        step={props.step ?? (props.integer ? 1 : "any")}
        data-testid={props.testId}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter(commit)}
      />
    </span>
  );
}

/** A labelled text input that commits on Enter or blur. */
export function TextField(props: {
  label: ReactNode;
  value: string;
  onCommit: (value: string) => void;
  required?: boolean;
  multiline?: boolean;
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const commit = () => {
    if (props.required && text.trim() === "") setText(props.value);
    else if (text !== props.value) props.onCommit(text);
  };
  return (
    <span className="rx-field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea
          id={id}
          value={text}
          rows={2}
          data-testid={props.testId}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={commit}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={text}
          data-testid={props.testId}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={commitOnEnter(commit)}
        />
      )}
    </span>
  );
}

/** A labelled select over string options. */
export function SelectField<T extends string>(props: {
  label: ReactNode;
  value: T;
  options: readonly (T | { value: T; label: string })[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <span className="rx-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.currentTarget.value as T)}
      >
        {props.options.map((o) => {
          const value = typeof o === "string" ? o : o.value;
          const label = typeof o === "string" ? o : o.label;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </span>
  );
}

/** A labelled checkbox. */
export function CheckField(props: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="rx-check">
      <input
        type="checkbox"
        checked={props.checked}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}
