import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";

/** Enter commits this field only (it must not also submit a surrounding form with the old value). */
const commitOnEnter = (commit: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Enter") {
    event.preventDefault();
    commit();
  }
};

/** Why `text` is not a number the field takes, in plain words, or null. */
export function numberProblem(
  text: string,
  limits: { min?: number; max?: number; integer?: boolean },
): string | null {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n)) return "Enter a number.";
  const { min, max, integer } = limits;
  const range =
    min !== undefined && max !== undefined
      ? `from ${min} to ${max}`
      : min !== undefined
        ? `of at least ${min}`
        : max !== undefined
          ? `of at most ${max}`
          : "";
  if (integer && !Number.isInteger(n)) return `Enter a whole number${range ? ` ${range}` : ""}.`;
  if ((min !== undefined && n < min) || (max !== undefined && n > max))
    return `Enter a ${integer ? "whole number" : "number"} ${range}.`;
  return null;
}

/**
 * A labelled number input that commits on Enter or blur (so typing "12" is one edit, not two). A value it
 * refuses (not a number, out of range, or refused by `onCommit`, which returns or resolves to the reason)
 * stays in the field, marked invalid, with the reason under it: never dropped while the field shows it.
 */
export function NumberField(props: {
  label: ReactNode;
  value: number;
  // biome-ignore lint/suspicious/noConfusingVoidType: most callers return nothing; a refusal returns its reason
  onCommit: (value: number) => void | string | null | Promise<string | null | void>;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  /** Shown under the field (e.g. its range). */
  hint?: ReactNode;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(String(props.value));
    setError(null);
  }, [props.value]);
  const commit = async () => {
    const problem = numberProblem(text, props);
    if (problem) return setError(problem);
    const n = Number(text);
    if (n === props.value) return setError(null);
    const refused = await props.onCommit(n);
    setError(typeof refused === "string" ? refused : null);
  };
  const describedBy = [props.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={props.testId}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => void commit()}
        onKeyDown={commitOnEnter(() => void commit())}
      />
      {props.hint && (
        <small id={`${id}-hint`} className="rx-muted rx-field-hint">
          {props.hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} role="alert" className="error rx-field-error" data-testid="field-error">
          Not applied: {error}
        </small>
      )}
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
