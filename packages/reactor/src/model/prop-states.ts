import {
  CROSS_JUNCTION_MODES,
  type PropKind,
  type RULE_SETTABLE_PROPS,
  T_JUNCTION_MODES,
} from "../constants.js";
import type { Prop } from "../level/schema.js";

/** The state names rule predicates and `set-prop` effects use, per prop kind. */
export const PROP_STATE_NAMES: Record<PropKind, readonly string[]> = {
  flow: ["enabled", "disabled"],
  consumer: ["enabled", "disabled"],
  "t-junction": T_JUNCTION_MODES,
  "cross-junction": CROSS_JUNCTION_MODES,
  door: ["open", "closed"],
  terminal: ["locked", "unlocked"],
  "remedy-supply": ["available", "depleted"],
  "reactor-control": ["inactive", "activated"],
};

/** The current state name of a prop. */
export function propStateName(prop: Prop): string {
  switch (prop.kind) {
    case "flow":
    case "consumer":
      return prop.enabled ? "enabled" : "disabled";
    case "t-junction":
    case "cross-junction":
      return prop.mode;
    case "door":
      return prop.open ? "open" : "closed";
    case "terminal":
      return prop.unlocked ? "unlocked" : "locked";
    case "remedy-supply":
      return prop.depleted ? "depleted" : "available";
    case "reactor-control":
      return prop.activated ? "activated" : "inactive";
  }
}

/** The props a `set-prop` rule effect may change (terminals and reactor controls change only by player action). */
export type RuleSettableProp = Extract<Prop, { kind: (typeof RULE_SETTABLE_PROPS)[number] }>;

/** Puts `prop` into the named state (in place); false when the name is not a state of that kind. */
export function setPropState(prop: RuleSettableProp, state: string): boolean {
  if (!PROP_STATE_NAMES[prop.kind].includes(state)) return false;
  switch (prop.kind) {
    case "flow":
    case "consumer":
      prop.enabled = state === "enabled";
      return true;
    // Stryker disable next-line ConditionalExpression: emptied, the case falls through to the cross-junction case, whose body is the same
    case "t-junction":
      prop.mode = state as typeof prop.mode;
      return true;
    case "cross-junction":
      prop.mode = state as typeof prop.mode;
      return true;
    case "door":
      prop.open = state === "open";
      return true;
    case "remedy-supply":
      prop.depleted = state === "depleted";
      return true;
  }
}
