import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AI_POLICIES, chooseCommand, createMatch, decksSetup, legalCommands, step } from "../src/index.js";
import { freshMatch, give, loadContent, place, spell, T } from "./helpers.js";

const content = loadContent();

describe("the AI policy", () => {
  it("only plays legal commands and is a pure function of the state", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(...AI_POLICIES),
        (seed, policy) => {
          let s = createMatch(seed, decksSetup(content, ["ember", "grove"], ["tide", "ember"])).state;
          for (let i = 0; i < 400 && s.status === "playing"; i++) {
            const before = JSON.stringify(s);
            const command = chooseCommand(s, policy);
            expect(JSON.stringify(s)).toBe(before);
            expect(chooseCommand(JSON.parse(before), policy)).toEqual(command);
            expect(legalCommands(s)).toContainEqual(command);
            const result = step(s, command);
            expect(result.ok).toBe(true);
            if (result.ok) s = result.state;
          }
          expect(s.status).toBe("over");
        },
      ),
      { numRuns: 15 },
    );
  });

  it("takes lethal when it sees it and does not hurt itself", () => {
    const selfHarm = spell("t.harm", [{ action: "DealDamage", target: "allFriendlyCreatures", amount: 3 }]);
    const s = freshMatch([selfHarm]);
    place(s, 0, T.bear.id);
    give(s, 0, selfHarm.id);
    s.players[1].health = 2;
    for (const policy of ["aggressive", "balanced"] as const)
      expect(chooseCommand(s, policy)).toMatchObject({ type: "Attack", target: "leader:1" });
    s.players[1].health = 20;
    s.board.find((e) => e.card === T.bear.id)!.attacksRemaining = 0;
    expect(chooseCommand(s, "balanced")).toEqual({ type: "EndTurn", side: 0 });
  });
});
