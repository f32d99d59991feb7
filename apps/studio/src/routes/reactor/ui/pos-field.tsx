import type { Pos } from "@rulekit/reactor";
import type { ReactNode } from "react";
import { NumberField } from "./fields.tsx";

/**
 * A grid position: x and y inputs plus a "Pick on map" button (the next map click fills it in).
 * `picking` is true while this field is the pending pick.
 */
export function PosField(props: {
  label: ReactNode;
  value: Pos | null;
  onCommit: (value: Pos | null) => void;
  onPick: () => void;
  picking: boolean;
  nullable?: boolean;
  testId?: string;
}) {
  const value = props.value;
  return (
    <fieldset className="rx-pos" data-testid={props.testId}>
      <legend>{props.label}</legend>
      {value ? (
        <>
          <NumberField
            label="x"
            integer
            value={value.x}
            onCommit={(x) => props.onCommit({ x, y: value.y })}
            className="rx-narrow"
          />
          <NumberField
            label="y"
            integer
            value={value.y}
            onCommit={(y) => props.onCommit({ x: value.x, y })}
            className="rx-narrow"
          />
        </>
      ) : (
        <span className="rx-muted">not set</span>
      )}
      <button type="button" aria-pressed={props.picking} onClick={props.onPick}>
        {props.picking ? "Click a cell…" : "Pick on map"}
      </button>
      {props.nullable && value && (
        <button type="button" onClick={() => props.onCommit(null)}>
          Clear
        </button>
      )}
    </fieldset>
  );
}
