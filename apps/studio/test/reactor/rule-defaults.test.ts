import {
  EFFECT_KINDS,
  EffectSchema,
  PREDICATE_KINDS,
  PredicateSchema,
  validateLevel,
} from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import {
  defaultEffect,
  defaultPredicate,
  EFFECT_LABEL,
  moveEvent,
  newRuleEvent,
  PREDICATE_LABEL,
  removeEvent,
} from "../../src/routes/reactor/editor/rule-defaults.ts";
import { authorSmallLevel, bundledLevel } from "./helpers.ts";

describe("rule event defaults", () => {
  it("every predicate and effect kind of the engine has a well-formed default", () => {
    const level = bundledLevel("06-rule-events.json");
    // Every family the engine offers has a label and a default that parses.
    expect(Object.keys(PREDICATE_LABEL).sort()).toEqual([...PREDICATE_KINDS].sort());
    expect(Object.keys(EFFECT_LABEL).sort()).toEqual([...EFFECT_KINDS].sort());
    for (const kind of PREDICATE_KINDS)
      expect(PredicateSchema.safeParse(defaultPredicate(level, kind)).success).toBe(true);
    for (const kind of EFFECT_KINDS)
      expect(EffectSchema.safeParse(defaultEffect(level, kind)).success).toBe(true);
  });

  it("a new rule event keeps a valid level valid and gets a fresh id", () => {
    const level = authorSmallLevel().history.present;
    const first = newRuleEvent(level);
    const withOne = { ...level, events: [first] };
    const second = newRuleEvent(withOne);
    expect(second.id).not.toBe(first.id);
    const report = validateLevel({ ...withOne, events: [first, second] });
    expect(report.errors).toEqual([]);
  });

  it("moves and removes events by id", () => {
    const level = authorSmallLevel().history.present;
    const a = newRuleEvent(level);
    const b = newRuleEvent({ ...level, events: [a] });
    const two = { ...level, events: [a, b] };
    expect(moveEvent(two, b.id, -1).events.map((e) => e.id)).toEqual([b.id, a.id]);
    expect(moveEvent(two, b.id, 1)).toBe(two);
    expect(removeEvent(two, a.id).events).toEqual([b]);
  });
});
