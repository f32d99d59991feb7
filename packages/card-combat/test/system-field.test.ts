import { RulekitValidationError } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import {
  type ContentBundle,
  createMatch,
  createMatchLog,
  decksSetup,
  MatchSetupSchema,
  parseContent,
  parseMatchLog,
  SYSTEM_FIELD,
  SYSTEM_FIELD_ID,
} from "../src/index.js";
import { loadContent } from "./helpers.js";

/** The seed's guaranteed field is the rules' own: cost 0, TurnStart supply 1, countdown 3. */
describe("the system base field", () => {
  const content = loadContent();
  const setup = () => decksSetup(content, ["ember", "tide"], ["grove", "ember"]);
  const redefined = () => {
    const s = setup();
    s.cards[SYSTEM_FIELD_ID] = {
      ...SYSTEM_FIELD,
      countdown: 9,
      abilities: [{ when: "TurnStart", effects: [{ action: "GenerateEnergy", amount: 5 }] }],
    };
    return s;
  };

  it("a set-up that carries the rules' own copy (as every recorded log does) is accepted", () => {
    expect(MatchSetupSchema.safeParse(setup()).success).toBe(true);
    const start = createMatch("sf-1", setup());
    const fields = start.state.board.filter((e) => e.card === SYSTEM_FIELD_ID);
    expect(fields.map((e) => e.countdown)).toEqual([3, 3]);
  });

  it("a set-up that redefines it (supply 5, countdown 9) is refused by createMatch", () => {
    expect(() => createMatch("sf-2", redefined())).toThrow(RulekitValidationError);
    expect(() => createMatch("sf-2", redefined())).toThrow(/system field/);
  });

  it("a set-up or a match log that redefines it is refused by the schema and by parseMatchLog", () => {
    const parsedSetup = MatchSetupSchema.safeParse(redefined());
    expect(parsedSetup.success).toBe(false);
    const start = createMatch("sf-3", setup());
    const log = createMatchLog("sf-3", setup(), [], start.state, [start.events]);
    const tampered = JSON.parse(JSON.stringify(log));
    tampered.setup.cards[SYSTEM_FIELD_ID].abilities[0].effects[0].amount = 5;
    const parsed = parseMatchLog(tampered);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toContain(`$.setup.cards["${SYSTEM_FIELD_ID}"]`);
    expect(parseMatchLog(JSON.parse(JSON.stringify(log))).ok).toBe(true);
  });

  it("content validation refuses the system field as a starter card (it is placed by the match, never held)", () => {
    const bundle: ContentBundle = structuredClone(content);
    bundle.factions[0]!.starter[3] = SYSTEM_FIELD_ID;
    const result = parseContent(bundle);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual(["$.factions[0].starter[3]"]);
  });
});
