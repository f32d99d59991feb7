import {
  CARRIERS,
  ELEMENTS,
  hasNetworkCell,
  type Level,
  type Pos,
  propAt,
  samePos,
  terrainAt,
} from "@rulekit/reactor";
import { CheckField, NumberField, SelectField } from "../ui/fields.tsx";
import { PosField } from "../ui/pos-field.tsx";
import type { EditorAction } from "./editor-state.ts";
import {
  hazardAt,
  inside,
  leaksAt,
  removeLeak,
  removePropAt,
  setHazard,
  setNetworkCell,
  setRobotStart,
  setTerrain,
  toggleLeak,
  updateLeak,
} from "./level-edits.ts";
import { isSamePick } from "./pick-state.ts";
import type { Pick } from "./picks.ts";
import { PropFields } from "./prop-fields.tsx";

/** Everything authored on the selected cell, editable: terrain, underground cells and leaks, prop, hazards, robot. */
export function Inspector(props: {
  level: Level;
  cell: Pos | null;
  pick: Pick | null;
  dispatch: (action: EditorAction) => void;
}) {
  const { level, cell, dispatch } = props;
  const edit = (update: (l: Level) => Level) => dispatch({ type: "edit", update });
  if (!cell || !inside(level, cell)) {
    return (
      <section className="rx-panel rx-inspector" aria-labelledby="rx-inspector-title">
        <h2 id="rx-inspector-title">Inspector</h2>
        <p className="rx-muted">Select a cell on the map (Select tool, or arrow keys on the focused map).</p>
      </section>
    );
  }
  const terrain = terrainAt(level, cell);
  const prop = propAt(level, cell);
  const hazard = hazardAt(level, cell);
  const leaks = leaksAt(level, cell);
  return (
    <section className="rx-panel rx-inspector" aria-labelledby="rx-inspector-title" data-testid="inspector">
      <h2 id="rx-inspector-title">
        Cell ({cell.x},{cell.y})
      </h2>
      <SelectField
        label="Terrain"
        value={terrain ?? "wall"}
        options={["floor", "wall"] as const}
        testId="inspector-terrain"
        onChange={(t) => edit((l) => setTerrain(l, cell, t))}
      />
      <fieldset>
        <legend>Underground</legend>
        {CARRIERS.map((carrier) => {
          const present = hasNetworkCell(level, carrier, cell);
          const leak = leaks.find((l) => l.carrier === carrier);
          return (
            <div key={carrier} className="rx-net-row">
              <CheckField
                label={`${carrier} cell`}
                checked={present}
                testId={`inspector-net-${carrier}`}
                onChange={(on) => edit((l) => setNetworkCell(l, carrier, cell, on))}
              />
              {present && !leak && (
                <button type="button" onClick={() => edit((l) => toggleLeak(l, carrier, cell))}>
                  Add leak
                </button>
              )}
              {leak && (
                <fieldset className="rx-leak" data-testid={`leak-${leak.id}`}>
                  <legend>
                    Leak <code>{leak.id}</code>
                  </legend>
                  <NumberField
                    label="Severity"
                    value={leak.severity}
                    min={0}
                    onCommit={(severity) => edit((l) => updateLeak(l, leak.id, { severity }))}
                  />
                  <CheckField
                    label="Already repaired"
                    checked={leak.repaired}
                    onChange={(repaired) => edit((l) => updateLeak(l, leak.id, { repaired }))}
                  />
                  {carrier === "electricity" && (
                    <PosField
                      label="Emission face (adjacent floor)"
                      value={leak.access}
                      nullable
                      onCommit={(access) => edit((l) => updateLeak(l, leak.id, { access }))}
                      picking={isSamePick(props.pick, { kind: "leak-face", leak: leak.id })}
                      onPick={() =>
                        dispatch({
                          type: "pick",
                          pick: isSamePick(props.pick, { kind: "leak-face", leak: leak.id })
                            ? null
                            : { kind: "leak-face", leak: leak.id },
                        })
                      }
                    />
                  )}
                  <button type="button" onClick={() => edit((l) => removeLeak(l, leak.id))}>
                    Remove leak
                  </button>
                </fieldset>
              )}
            </div>
          );
        })}
      </fieldset>
      {prop ? (
        <>
          <PropFields level={level} prop={prop} pick={props.pick} dispatch={dispatch} />
          <button type="button" onClick={() => edit((l) => removePropAt(l, cell))}>
            Remove prop
          </button>
        </>
      ) : (
        <p className="rx-muted">No prop here (place one with a prop tool).</p>
      )}
      <fieldset>
        <legend>Initial surface amounts</legend>
        {ELEMENTS.map((element) => (
          <NumberField
            key={element}
            label={element}
            min={0}
            value={hazard?.[element] ?? 0}
            testId={`inspector-hazard-${element}`}
            onCommit={(amount) => edit((l) => setHazard(l, cell, element, amount))}
          />
        ))}
      </fieldset>
      {samePos(level.robot.at, cell) ? (
        <p>The robot starts here.</p>
      ) : (
        <button type="button" onClick={() => edit((l) => setRobotStart(l, cell))}>
          Start the robot here
        </button>
      )}
    </section>
  );
}
