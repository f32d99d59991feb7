import { describe, expect, it } from "vitest";
import {
  ACTION_TYPES,
  ActionSchema,
  EFFECT_KINDS,
  EffectSchema,
  PREDICATE_KINDS,
  PROP_KINDS,
  PROP_STATE_NAMES,
  PredicateSchema,
  PropSchema,
  RULE_SETTABLE_PROPS,
} from "../src/index.js";

interface Def<T> {
  def: T;
}
/** The literal of the discriminator `key` of each option of a zod discriminated union (classic or mini). */
function discriminators(schema: Def<{ options: readonly unknown[] }>, key: string): string[] {
  return schema.def.options.map((option) => {
    const shape = (option as Def<{ shape: Record<string, Def<{ values: string[] }>> }>).def.shape;
    return shape[key]!.def.values[0]!;
  });
}

describe("the constant lists editors and tools offer are exactly the file format's families", () => {
  it("predicate, effect, prop and action kinds", () => {
    expect(new Set(discriminators(PredicateSchema, "kind"))).toEqual(new Set(PREDICATE_KINDS));
    expect(new Set(discriminators(EffectSchema, "kind"))).toEqual(new Set(EFFECT_KINDS));
    expect(new Set(discriminators(PropSchema, "kind"))).toEqual(new Set(PROP_KINDS));
    expect(new Set(discriminators(ActionSchema, "type"))).toEqual(new Set(ACTION_TYPES));
    expect(Object.keys(PROP_STATE_NAMES).sort()).toEqual([...PROP_KINDS].sort());
  });

  it("rules may switch every prop kind but terminals and reactor controls", () => {
    expect([...RULE_SETTABLE_PROPS].sort()).toEqual(
      PROP_KINDS.filter((k) => k !== "terminal" && k !== "reactor-control").sort(),
    );
  });
});
