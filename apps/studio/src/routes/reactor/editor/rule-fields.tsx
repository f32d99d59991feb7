import {
  BAND_COMPARE_OPS,
  BANDS,
  type Band,
  type BandCompare,
  CARRIERS,
  COMPARE_OPS,
  type CompareOp,
  type Effect,
  ELEMENTS,
  LEVEL_STATES,
  type Level,
  type Pos,
  PROP_KINDS,
  PROP_STATE_NAMES,
  type Predicate,
  propAt,
  REACTOR_CONDITIONS,
  REMEDIES,
  SERVICE_STATES,
} from "@rulekit/reactor";
import { CheckField, NumberField, SelectField, TextField } from "../ui/fields.tsx";
import { PosField } from "../ui/pos-field.tsx";
import type { EditorAction } from "./editor-state.ts";
import { sameCell } from "./level-edits.ts";
import { isSamePick } from "./pick-state.ts";
import type { Pick } from "./picks.ts";

const COMPARE_SIGN: Record<CompareOp, string> = { eq: "=", ne: "≠", lt: "<", le: "≤", gt: ">", ge: "≥" };
const COMPARE = COMPARE_OPS.map((op) => ({ value: op, label: COMPARE_SIGN[op] }));

/** "Compare" and "Band" of a band predicate (network or surface hazard). */
function BandCondition(props: {
  op: BandCompare;
  band: Band;
  onChange: (patch: { op: BandCompare } | { band: Band }) => void;
}) {
  return (
    <>
      <SelectField
        label="Compare"
        value={props.op}
        options={BAND_COMPARE_OPS}
        onChange={(op) => props.onChange({ op })}
      />
      <SelectField
        label="Band"
        value={props.band}
        options={BANDS}
        onChange={(band) => props.onChange({ band })}
      />
    </>
  );
}

export interface TargetContext {
  level: Level;
  event: string;
  pick: Pick | null;
  dispatch: (action: EditorAction) => void;
}

/** A position target: a picker of the level's props of the fitting kinds, x/y inputs and "Pick on map". */
function Target(props: {
  ctx: TargetContext;
  label: string;
  value: Pos | null;
  path: (string | number)[];
  kinds?: readonly string[];
  onChange: (value: Pos | null) => void;
  nullable?: boolean;
}) {
  const { ctx } = props;
  const pick: Pick = { kind: "event-pos", event: ctx.event, path: props.path };
  const candidates = props.kinds ? ctx.level.props.filter((p) => props.kinds?.includes(p.kind)) : [];
  const current = candidates.find((p) => sameCell(p.at, props.value));
  return (
    <div className="rx-target">
      {props.kinds && (
        <SelectField
          label={`${props.label}: prop`}
          value={current?.id ?? "-"}
          options={[
            { value: "-", label: current ? "-" : "(by position)" },
            ...candidates.map((p) => ({ value: p.id, label: `${p.id} (${p.at.x},${p.at.y})` })),
          ]}
          onChange={(id) => {
            const prop = candidates.find((p) => p.id === id);
            if (prop) props.onChange({ ...prop.at });
          }}
        />
      )}
      <PosField
        label={props.label}
        value={props.value}
        nullable={props.nullable}
        onCommit={props.onChange}
        picking={isSamePick(ctx.pick, pick)}
        onPick={() => ctx.dispatch({ type: "pick", pick: isSamePick(ctx.pick, pick) ? null : pick })}
      />
    </div>
  );
}

/** The `at` target of a predicate or effect (none when it has no position), with a label and prop kinds. */
function atTarget<T extends Predicate | Effect>(
  ctx: TargetContext,
  path: (string | number)[],
  item: T,
  onChange: (item: T) => void,
) {
  return (label: string, kinds?: readonly string[]) =>
    "at" in item ? (
      <Target
        ctx={ctx}
        label={label}
        value={item.at}
        path={[...path, "at"]}
        kinds={kinds}
        onChange={(value) => value && onChange({ ...item, at: value })}
      />
    ) : null;
}

/** The fields of one predicate (its kind is chosen by the caller). */
export function PredicateFields(props: {
  ctx: TargetContext;
  predicate: Predicate;
  path: (string | number)[];
  onChange: (p: Predicate) => void;
}) {
  const { predicate: p, onChange, ctx } = props;
  const at = atTarget(ctx, props.path, p, onChange);
  switch (p.kind) {
    case "turn":
      return (
        <>
          <SelectField
            label="Turn"
            value={p.op}
            options={COMPARE}
            onChange={(op) => onChange({ ...p, op })}
          />
          <NumberField
            label="Value"
            integer
            value={p.value}
            onCommit={(value) => onChange({ ...p, value })}
          />
        </>
      );
    case "level-state":
      return (
        <>
          <CheckField
            label="is (unchecked: is not)"
            checked={p.is}
            onChange={(is) => onChange({ ...p, is })}
          />
          <SelectField
            label="State"
            value={p.state}
            options={LEVEL_STATES}
            onChange={(state) => onChange({ ...p, state })}
          />
        </>
      );
    case "reactor":
      return (
        <>
          {at("Reactor", ["reactor-control"])}
          <CheckField
            label="is (unchecked: is not)"
            checked={p.is}
            onChange={(is) => onChange({ ...p, is })}
          />
          <SelectField
            label="Condition"
            value={p.condition}
            options={REACTOR_CONDITIONS}
            onChange={(condition) => onChange({ ...p, condition })}
          />
        </>
      );
    case "prop": {
      const states = PROP_STATE_NAMES[p.propKind];
      return (
        <>
          {at("Prop", PROP_KINDS)}
          <SelectField
            label="Kind"
            value={p.propKind}
            options={PROP_KINDS}
            onChange={(propKind) => onChange({ kind: "prop", at: p.at, propKind })}
          />
          <SelectField
            label="State"
            value={p.state ?? "-"}
            options={[{ value: "-", label: "(any)" }, ...states.map((s) => ({ value: s, label: s }))]}
            onChange={(state) => {
              const { state: _old, ...rest } = p;
              onChange(state === "-" ? rest : { ...rest, state });
            }}
          />
        </>
      );
    }
    case "consumer-service":
      return (
        <>
          {at("Consumer", ["consumer"])}
          <SelectField
            label="Service"
            value={p.service}
            options={SERVICE_STATES}
            onChange={(service) => onChange({ ...p, service })}
          />
        </>
      );
    case "network-band": {
      // Fuel and coolant carry pressure, electricity voltage (a mismatch from a file stays listed).
      const potential = p.carrier === "electricity" ? "voltage" : "pressure";
      const quantities = ["amount", potential] as const;
      return (
        <>
          {at("Cell")}
          <SelectField
            label="Carrier"
            value={p.carrier}
            options={CARRIERS}
            onChange={(carrier) =>
              onChange({
                ...p,
                carrier,
                quantity:
                  p.quantity === "amount" ? "amount" : carrier === "electricity" ? "voltage" : "pressure",
              })
            }
          />
          <SelectField
            label="Quantity"
            value={p.quantity}
            options={quantities.includes(p.quantity as never) ? quantities : [p.quantity, ...quantities]}
            onChange={(quantity) => onChange({ ...p, quantity })}
          />
          <BandCondition op={p.op} band={p.band} onChange={(patch) => onChange({ ...p, ...patch })} />
        </>
      );
    }
    case "hazard-band":
      return (
        <>
          {at("Floor cell")}
          <SelectField
            label="Element"
            value={p.element}
            options={ELEMENTS}
            onChange={(element) => onChange({ ...p, element })}
          />
          <BandCondition op={p.op} band={p.band} onChange={(patch) => onChange({ ...p, ...patch })} />
        </>
      );
    case "robot-at":
      return (
        <>
          {at("Cell")}
          <CheckField
            label="is there (unchecked: is not)"
            checked={p.is}
            onChange={(is) => onChange({ ...p, is })}
          />
        </>
      );
    case "robot-has":
      return (
        <>
          <SelectField
            label="Remedy"
            value={p.remedy}
            options={REMEDIES}
            onChange={(remedy) => onChange({ ...p, remedy })}
          />
          <SelectField
            label="Count"
            value={p.op}
            options={COMPARE}
            onChange={(op) => onChange({ ...p, op })}
          />
          <NumberField
            label="Value"
            integer
            min={0}
            value={p.count}
            onCommit={(count) => onChange({ ...p, count })}
          />
        </>
      );
    case "diagnostics-unlocked":
      return (
        <CheckField
          label="unlocked (unchecked: locked)"
          checked={p.is}
          onChange={(is) => onChange({ ...p, is })}
        />
      );
  }
}

/** The fields of one effect. */
export function EffectFields(props: {
  ctx: TargetContext;
  effect: Effect;
  path: (string | number)[];
  onChange: (e: Effect) => void;
}) {
  const { effect: e, onChange, ctx } = props;
  const at = atTarget(ctx, props.path, e, onChange);
  switch (e.kind) {
    case "start-leak": {
      const leak = e.leak;
      const set = (patch: Partial<typeof leak>) => onChange({ ...e, leak: { ...leak, ...patch } });
      return (
        <>
          <TextField label="Leak id" value={leak.id} required onCommit={(id) => set({ id })} />
          <SelectField
            label="Carrier"
            value={leak.carrier}
            options={CARRIERS}
            onChange={(carrier) => set({ carrier })}
          />
          <Target
            ctx={ctx}
            label="Leak cell"
            value={leak.at}
            path={[...props.path, "leak", "at"]}
            onChange={(at) => at && set({ at })}
          />
          <Target
            ctx={ctx}
            label="Access / emission face"
            value={leak.access}
            nullable
            path={[...props.path, "leak", "access"]}
            onChange={(access) => set({ access })}
          />
          <NumberField
            label="Severity"
            min={0}
            value={leak.severity}
            onCommit={(severity) => set({ severity })}
          />
        </>
      );
    }
    case "worsen-leak": {
      const ids = [
        ...ctx.level.leaks.map((l) => l.id),
        ...ctx.level.events.flatMap((ev) =>
          ev.effects.flatMap((x) => (x.kind === "start-leak" ? [x.leak.id] : [])),
        ),
      ];
      const options = ids.includes(e.leak) ? ids : [e.leak, ...ids];
      return (
        <>
          <SelectField
            label="Leak"
            value={e.leak}
            options={options}
            onChange={(leak) => onChange({ ...e, leak })}
          />
          <NumberField label="By" min={0} value={e.by} onCommit={(by) => onChange({ ...e, by })} />
        </>
      );
    }
    case "repair-cell":
    case "disable-cell":
      return (
        <>
          <SelectField
            label="Carrier"
            value={e.carrier}
            options={CARRIERS}
            onChange={(carrier) => onChange({ ...e, carrier })}
          />
          {at("Network cell")}
        </>
      );
    case "set-prop": {
      const prop = propAt(ctx.level, e.at);
      const states = prop ? PROP_STATE_NAMES[prop.kind] : [];
      return (
        <>
          {at("Prop", PROP_KINDS)}
          <SelectField
            label="State"
            value={e.state}
            options={states.includes(e.state) ? states : [e.state, ...states]}
            onChange={(state) => onChange({ ...e, state })}
          />
        </>
      );
    }
    case "hazard":
      return (
        <>
          {at("Floor cell")}
          <SelectField
            label="Element"
            value={e.element}
            options={CARRIERS}
            onChange={(element) => onChange({ ...e, element })}
          />
          <NumberField
            label="Amount (negative removes)"
            value={e.amount}
            onCommit={(amount) => onChange({ ...e, amount })}
          />
        </>
      );
    case "heat":
      return (
        <>
          {at("Floor cell")}
          <NumberField
            label="Amount (negative removes)"
            value={e.amount}
            onCommit={(amount) => onChange({ ...e, amount })}
          />
        </>
      );
    case "inventory":
      return (
        <>
          <SelectField
            label="Remedy"
            value={e.remedy}
            options={REMEDIES}
            onChange={(remedy) => onChange({ ...e, remedy })}
          />
          <NumberField
            label="Amount (negative removes)"
            integer
            value={e.amount}
            onCommit={(amount) => onChange({ ...e, amount })}
          />
        </>
      );
    case "lose":
      return (
        <TextField
          label="Reason"
          value={e.reason}
          required
          onCommit={(reason) => onChange({ ...e, reason })}
        />
      );
    case "warn":
      return <TextField label="Text" value={e.text} required onCommit={(text) => onChange({ ...e, text })} />;
  }
}
