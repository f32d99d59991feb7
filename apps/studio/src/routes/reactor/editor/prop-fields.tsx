import {
  CARRIERS,
  CROSS_JUNCTION_MODES,
  isFloor,
  type Level,
  move,
  type Pos,
  type Prop,
  type ReactorControlProp,
  SUPPLIES,
  T_JUNCTION_MODES,
} from "@rulekit/reactor";
import { propTitle } from "../map/map-model.ts";
import { CheckField, SelectField, TextField } from "../ui/fields.tsx";
import { PosField } from "../ui/pos-field.tsx";
import type { EditorAction } from "./editor-state.ts";
import { editProp, sameCell } from "./level-edits.ts";
import { isSamePick } from "./pick-state.ts";
import type { Pick } from "./picks.ts";

const SIDES = ["north", "east", "south", "west"] as const;

/** Renames a prop; the reactor bindings and rule targets use positions, so nothing else changes. */
function renameProp(level: Level, id: string, next: string): Level {
  if (level.props.some((p) => p.id === next)) return level;
  return editProp(level, id, (p) => ({ ...p, id: next }));
}

const fmt = (p: Pos | null) => (p ? `(${p.x},${p.y})` : "none");

/** The cells whose highest surface heat is the reactor's heat: the default or a custom list. */
function ReactorArea(props: {
  prop: ReactorControlProp;
  level: Level;
  edit: (update: (p: Prop) => Prop) => void;
  pickButton: (pick: Pick) => { picking: boolean; onPick: () => void };
}) {
  const { prop, edit } = props;
  const setArea = (area: Pos[] | undefined) =>
    edit((p) => {
      if (p.kind !== "reactor-control") return p;
      const { area: _old, ...rest } = p;
      return area === undefined ? rest : { ...rest, area };
    });
  const picker = props.pickButton({ kind: "reactor-area", prop: prop.id });
  return (
    <fieldset data-testid="reactor-area">
      <legend>Reactor area (its highest heat is the reactor heat)</legend>
      {prop.area === undefined ? (
        <>
          <p className="rx-muted">Default: the control cell and its floor neighbours.</p>
          <button
            type="button"
            onClick={() =>
              setArea([
                { ...prop.at },
                ...SIDES.map((d) => move(prop.at, d)).filter((c) => isFloor(props.level, c)),
              ])
            }
          >
            Use a custom area
          </button>
        </>
      ) : (
        <>
          <ul className="rx-area">
            {prop.area.map((c, i) => (
              <li key={`${c.x},${c.y}`}>
                {fmt(c)}{" "}
                <button
                  type="button"
                  aria-label={`Remove ${fmt(c)} from the area`}
                  onClick={() => setArea(prop.area?.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <button type="button" aria-pressed={picker.picking} onClick={picker.onPick}>
            {picker.picking ? "Click a cell…" : "Add a cell (pick on map)"}
          </button>{" "}
          <button type="button" onClick={() => setArea(undefined)}>
            Back to the default area
          </button>
        </>
      )}
    </fieldset>
  );
}

/** The kind-specific settings of the prop on the selected cell. */
export function PropFields(props: {
  level: Level;
  prop: Prop;
  pick: Pick | null;
  dispatch: (action: EditorAction) => void;
}) {
  const { prop, level, dispatch } = props;
  const edit = (update: (p: Prop) => Prop) =>
    dispatch({ type: "edit", update: (l) => editProp(l, prop.id, update) });
  const pickButton = (pick: Pick) => ({
    picking: isSamePick(props.pick, pick),
    onPick: () => dispatch({ type: "pick", pick: isSamePick(props.pick, pick) ? null : pick }),
  });
  return (
    <fieldset className="rx-prop" data-testid="prop-fields">
      <legend>
        {propTitle(prop.kind)} <code>{prop.id}</code>
      </legend>
      <TextField
        label="Id"
        value={prop.id}
        required
        onCommit={(id) => dispatch({ type: "edit", update: (l) => renameProp(l, prop.id, id) })}
      />
      {(prop.kind === "flow" || prop.kind === "consumer") && (
        <>
          <SelectField
            label="Carrier"
            value={prop.carrier}
            options={CARRIERS}
            onChange={(carrier) => edit((p) => ({ ...p, carrier }) as Prop)}
          />
          <CheckField
            label="Enabled at start"
            checked={prop.enabled}
            onChange={(enabled) => edit((p) => ({ ...p, enabled }) as Prop)}
          />
        </>
      )}
      {prop.kind === "t-junction" && (
        <SelectField
          label="Ratio mode"
          value={prop.mode}
          options={T_JUNCTION_MODES}
          testId="junction-mode"
          onChange={(mode) => edit((p) => ({ ...p, mode }) as Prop)}
        />
      )}
      {prop.kind === "cross-junction" && (
        <SelectField
          label="Ratio mode"
          value={prop.mode}
          options={CROSS_JUNCTION_MODES}
          testId="junction-mode"
          onChange={(mode) => edit((p) => ({ ...p, mode }) as Prop)}
        />
      )}
      {prop.kind === "door" && (
        <>
          <CheckField
            label="Open at start"
            checked={prop.open}
            onChange={(open) => edit((p) => ({ ...p, open }) as Prop)}
          />
          <SelectField
            label="Edge from the door's cell"
            testId="door-edge-side"
            value={
              prop.edge === null
                ? "none"
                : (SIDES.find(
                    (d) => sameCell(prop.edge?.[0], prop.at) && sameCell(prop.edge?.[1], move(prop.at, d)),
                  ) ?? "custom")
            }
            options={[
              { value: "none", label: "none" },
              ...SIDES.map((d) => ({ value: d, label: `to the ${d} neighbour` })),
              { value: "custom", label: "custom (set both cells below)" },
            ]}
            onChange={(side) => {
              if (side === "custom") return;
              edit((p) =>
                side === "none"
                  ? ({ ...p, edge: null } as Prop)
                  : ({ ...p, edge: [{ ...p.at }, move(p.at, side)] } as Prop),
              );
            }}
          />
          {[0, 1].map((end) => (
            <PosField
              key={end}
              label={`Edge cell ${end + 1}`}
              value={prop.edge?.[end] ?? null}
              onCommit={(value) =>
                edit((p) => {
                  if (p.kind !== "door" || !value) return p;
                  const edge: [Pos, Pos] = p.edge ? [p.edge[0], p.edge[1]] : [{ ...p.at }, { ...p.at }];
                  edge[end] = value;
                  return { ...p, edge };
                })
              }
              {...pickButton({ kind: "door-edge", prop: prop.id, end: end as 0 | 1 })}
            />
          ))}
        </>
      )}
      {prop.kind === "terminal" && (
        <CheckField
          label="Already unlocked at start"
          checked={prop.unlocked}
          onChange={(unlocked) => edit((p) => ({ ...p, unlocked }) as Prop)}
        />
      )}
      {prop.kind === "remedy-supply" && (
        <>
          <SelectField
            label="Supply"
            value={prop.supply}
            options={SUPPLIES}
            onChange={(supply) => edit((p) => ({ ...p, supply }) as Prop)}
          />
          <CheckField
            label="Depleted at start"
            checked={prop.depleted}
            onChange={(depleted) => edit((p) => ({ ...p, depleted }) as Prop)}
          />
        </>
      )}
      {prop.kind === "reactor-control" && (
        <ReactorArea prop={prop} level={level} edit={edit} pickButton={pickButton} />
      )}
      {prop.kind === "reactor-control" &&
        CARRIERS.map((carrier) => {
          const consumers = level.props.filter((p) => p.kind === "consumer" && p.carrier === carrier);
          const bound = prop.bindings[carrier];
          const current = consumers.find((c) => sameCell(c.at, bound));
          return (
            <fieldset key={carrier} className="rx-binding" data-testid={`binding-${carrier}`}>
              <legend>Required {carrier} consumer</legend>
              <SelectField
                label="Consumer"
                testId={`binding-${carrier}-select`}
                value={current ? current.id : bound ? "other" : "none"}
                options={[
                  { value: "none", label: "none (missing)" },
                  ...consumers.map((c) => ({ value: c.id, label: `${c.id} ${fmt(c.at)}` })),
                  ...(bound && !current
                    ? [{ value: "other", label: `no ${carrier} consumer at ${fmt(bound)}` }]
                    : []),
                ]}
                onChange={(choice) => {
                  if (choice === "other") return;
                  const target = consumers.find((c) => c.id === choice);
                  edit((p) =>
                    p.kind === "reactor-control"
                      ? { ...p, bindings: { ...p.bindings, [carrier]: target ? { ...target.at } : null } }
                      : p,
                  );
                }}
              />
              <PosField
                label="Bound position"
                value={bound}
                nullable
                onCommit={(value) =>
                  edit((p) =>
                    p.kind === "reactor-control"
                      ? { ...p, bindings: { ...p.bindings, [carrier]: value } }
                      : p,
                  )
                }
                {...pickButton({ kind: "binding", prop: prop.id, carrier })}
              />
            </fieldset>
          );
        })}
    </fieldset>
  );
}
