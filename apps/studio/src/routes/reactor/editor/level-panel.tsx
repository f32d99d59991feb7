import { type Level, MIN_LEVEL_SIZE, REMEDIES, type Remedy, resizeLevel } from "@rulekit/reactor";
import { memo, useState } from "react";
import { CheckField, NumberField, TextField } from "../ui/fields.tsx";
import type { EditorAction } from "./editor-state.ts";
import { EDITOR_MAX_SIZE } from "./starter.ts";

/** Sets how many of `remedy` the robot starts with (inventory order otherwise kept). */
export function setInventoryCount(level: Level, remedy: Remedy, count: number): Level {
  const others = level.robot.inventory.filter((r) => r !== remedy);
  const inventory = [...others, ...Array.from({ length: Math.max(0, count) }, () => remedy)];
  return { ...level, robot: { ...level.robot, inventory } };
}

/** Level metadata, size, the robot's starting inventory and the initial all-seeing-eye state. */
/** The parts of the level this panel shows; an edit that changes none of them does not re-render it. */
const SHOWN = ["meta", "width", "height", "diagnosticsUnlocked", "robot"] as const;
type Shown = Pick<Level, (typeof SHOWN)[number]>;
interface LevelPanelProps {
  level: Shown;
  dispatch: (a: EditorAction) => void;
}

export const LevelPanel = memo(
  LevelPanelView,
  (a: LevelPanelProps, b: LevelPanelProps) =>
    a.dispatch === b.dispatch && SHOWN.every((key) => a.level[key] === b.level[key]),
);

function LevelPanelView(props: LevelPanelProps) {
  const { level, dispatch } = props;
  const edit = (update: (l: Level) => Level) => dispatch({ type: "edit", update });
  const [size, setSize] = useState({ width: level.width, height: level.height });
  return (
    <section className="rx-panel rx-level" aria-labelledby="rx-level-title">
      <h2 id="rx-level-title">Level</h2>
      <TextField
        label="Id"
        value={level.meta.id}
        required
        testId="meta-id"
        onCommit={(id) => edit((l) => ({ ...l, meta: { ...l.meta, id } }))}
      />
      <TextField
        label="Title"
        value={level.meta.title}
        required
        testId="meta-title"
        onCommit={(title) => edit((l) => ({ ...l, meta: { ...l.meta, title } }))}
      />
      <TextField
        label="Description"
        multiline
        value={level.meta.description}
        onCommit={(description) => edit((l) => ({ ...l, meta: { ...l.meta, description } }))}
      />
      <TextField
        label="Teaches (optional)"
        value={level.meta.teaches ?? ""}
        onCommit={(teaches) =>
          edit((l) => {
            const { teaches: _old, ...meta } = l.meta;
            return { ...l, meta: teaches.trim() ? { ...meta, teaches } : meta };
          })
        }
      />
      <form
        className="rx-row"
        aria-label="Level size"
        onSubmit={(e) => {
          e.preventDefault();
          edit((l) => resizeLevel(l, size.width, size.height));
        }}
      >
        <NumberField
          label="Width"
          integer
          min={MIN_LEVEL_SIZE}
          max={EDITOR_MAX_SIZE}
          value={size.width}
          onCommit={(width) => setSize((s) => ({ ...s, width }))}
        />
        <NumberField
          label="Height"
          integer
          min={MIN_LEVEL_SIZE}
          max={EDITOR_MAX_SIZE}
          value={size.height}
          onCommit={(height) => setSize((s) => ({ ...s, height }))}
        />
        <button
          type="submit"
          data-testid="resize"
          disabled={size.width === level.width && size.height === level.height}
        >
          Resize
        </button>
      </form>
      <CheckField
        label="Underground visible from the start (no terminal needed)"
        checked={level.diagnosticsUnlocked}
        onChange={(diagnosticsUnlocked) => edit((l) => ({ ...l, diagnosticsUnlocked }))}
      />
      <fieldset>
        <legend>Robot start</legend>
        <p>
          Position ({level.robot.at.x},{level.robot.at.y}) — move it with the Robot tool.
        </p>
        {REMEDIES.map((remedy) => (
          <NumberField
            key={remedy}
            label={`${remedy} carried`}
            integer
            min={0}
            max={20}
            value={level.robot.inventory.filter((r) => r === remedy).length}
            onCommit={(count) => edit((l) => setInventoryCount(l, remedy, count))}
          />
        ))}
        <NumberField
          label="Heat immunity steps at start"
          integer
          min={0}
          value={level.robot.heatImmunity}
          onCommit={(heatImmunity) => edit((l) => ({ ...l, robot: { ...l.robot, heatImmunity } }))}
        />
      </fieldset>
    </section>
  );
}
