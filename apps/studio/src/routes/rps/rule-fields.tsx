import type { ValidationIssue } from "@rulekit/core";
import { type ReactNode, useEffect, useId, useState } from "react";
import { plainIssue } from "./plain-issues.ts";
import { type Draft, draftDims, getIn, issuesAt, parseVectors, setIn, VECTOR_PRESETS } from "./rule-draft.ts";

/** What every field of the rule editor gets: the draft, its issues and how to change it. */
export interface FieldContext {
  draft: Draft;
  issues: readonly ValidationIssue[];
  onChange: (next: Draft) => void;
  /** A change of the board's size: homes and armies are fitted onto the new board (undoable). */
  onResize?: (next: Draft) => void;
}

type Path = (string | number)[];

/**
 * The engine's problems about one field, next to it and in plain words (the input points at them with
 * aria-describedby); `draft` names board cells by their coordinates.
 */
export function FieldIssues(props: { id: string; issues: readonly ValidationIssue[]; draft?: Draft }) {
  if (props.issues.length === 0) return null;
  const dims = props.draft ? draftDims(props.draft) : undefined;
  return (
    <ul className="rps-field-issues" id={props.id} data-testid="rps-field-issues">
      {props.issues.map((i) => {
        const plain = plainIssue(i, dims?.rows, dims?.cols);
        return (
          <li key={`${i.path}${i.message}`} title={i.path}>
            {plain.field} {plain.message}.
          </li>
        );
      })}
    </ul>
  );
}

function Labelled(props: {
  ctx: FieldContext;
  path: Path;
  label: string;
  hint?: string;
  children: (a: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const issues = issuesAt(props.ctx.issues, props.path);
  const issueId = `${id}-issues`;
  return (
    <div className={issues.length ? "rps-edit-field rps-invalid" : "rps-edit-field"}>
      <label htmlFor={id}>
        {props.label}
        {props.hint ? <span className="muted"> {props.hint}</span> : null}
      </label>
      {props.children({ id, describedBy: issues.length ? issueId : undefined, invalid: issues.length > 0 })}
      <FieldIssues id={issueId} issues={issues} draft={props.ctx.draft} />
    </div>
  );
}

export function TextInput(props: { ctx: FieldContext; path: Path; label: string; hint?: string }) {
  const value = getIn(props.ctx.draft, props.path);
  return (
    <Labelled {...props}>
      {(a) => (
        <input
          id={a.id}
          aria-describedby={a.describedBy}
          aria-invalid={a.invalid}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => props.ctx.onChange(setIn(props.ctx.draft, props.path, e.currentTarget.value))}
        />
      )}
    </Labelled>
  );
}

/** A number field; emptying an optional one removes the key (a required one then shows its problem). */
export function NumberInput(props: {
  ctx: FieldContext;
  path: Path;
  label: string;
  hint?: string;
  min?: number;
}) {
  const value = getIn(props.ctx.draft, props.path);
  return (
    <Labelled {...props}>
      {(a) => (
        <input
          id={a.id}
          type="number"
          min={props.min}
          aria-describedby={a.describedBy}
          aria-invalid={a.invalid}
          value={typeof value === "number" ? value : ""}
          onChange={(e) => {
            const text = e.currentTarget.value;
            props.ctx.onChange(setIn(props.ctx.draft, props.path, text === "" ? undefined : Number(text)));
          }}
        />
      )}
    </Labelled>
  );
}

export function SelectInput(props: {
  ctx: FieldContext;
  path: Path;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** The option that removes the key (an optional field left to its default). */
  unset?: string;
  numeric?: boolean;
}) {
  const value = getIn(props.ctx.draft, props.path);
  return (
    <Labelled {...props}>
      {(a) => (
        <select
          id={a.id}
          aria-describedby={a.describedBy}
          aria-invalid={a.invalid}
          value={value === undefined ? (props.unset ?? "") : String(value)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            const next = v === props.unset ? undefined : props.numeric ? Number(v) : v;
            props.ctx.onChange(setIn(props.ctx.draft, props.path, next));
          }}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** A boolean field; unchecking an optional flag removes it. */
export function CheckInput(props: { ctx: FieldContext; path: Path; label: string; keepFalse?: boolean }) {
  const id = useId();
  const value = getIn(props.ctx.draft, props.path) === true;
  const issues = issuesAt(props.ctx.issues, props.path);
  return (
    <div className="rps-edit-check">
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(e) =>
          props.ctx.onChange(
            setIn(
              props.ctx.draft,
              props.path,
              e.currentTarget.checked ? true : props.keepFalse ? false : undefined,
            ),
          )
        }
      />
      <label htmlFor={id}>{props.label}</label>
      <FieldIssues id={`${id}-issues`} issues={issues} />
    </div>
  );
}

/** A list of `[dr, dc]` vectors as text, with presets; a list that does not parse is kept as typed. */
export function VectorsInput(props: { ctx: FieldContext; path: Path; label: string }) {
  const value = getIn(props.ctx.draft, props.path);
  const shown = JSON.stringify(value ?? []);
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the draft when it changes elsewhere
  useEffect(() => {
    if (parseVectors(text) === null || JSON.stringify(parseVectors(text)) !== shown) setText(shown);
    setBad(false);
  }, [shown]);
  return (
    <Labelled {...props} hint="[[dRow, dCol], …], each −8..8">
      {(a) => (
        <>
          <input
            id={a.id}
            className="rps-vectors"
            aria-describedby={a.describedBy}
            aria-invalid={a.invalid || bad}
            value={text}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              setText(typed);
              const parsed = parseVectors(typed);
              setBad(parsed === null);
              if (parsed) props.ctx.onChange(setIn(props.ctx.draft, props.path, parsed));
            }}
          />
          {bad ? (
            <p className="error">Not a list of integer pairs yet: the last valid list is kept.</p>
          ) : null}
          <span className="rps-presets">
            {Object.entries(VECTOR_PRESETS).map(([name, vectors]) => (
              <button
                key={name}
                type="button"
                onClick={() => props.ctx.onChange(setIn(props.ctx.draft, props.path, vectors))}
              >
                {name}
                <span className="visually-hidden"> for {props.label}</span>
              </button>
            ))}
          </span>
        </>
      )}
    </Labelled>
  );
}
