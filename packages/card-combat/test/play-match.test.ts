import { RulekitValidationError } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AI_POLICIES,
  type AiPolicy,
  chooseCommand,
  cloneMatch,
  createMatch,
  decksSetup,
  type MatchSetup,
  playMatch,
  step,
} from "../src/index.js";
import { seedArb, setupArb } from "./arbitraries.js";
import { loadContent } from "./helpers.js";

/** The same match written with `step`: every command, its events and the state after it, as JSON. */
function stepLoop(seed: string, setup: MatchSetup, policies: readonly [AiPolicy, AiPolicy]): string[] {
  const start = createMatch(seed, setup);
  const out = [JSON.stringify(start.events)];
  let s = start.state;
  while (s.status === "playing") {
    const command = chooseCommand(s, policies[s.active]);
    const result = step(s, command);
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    s = result.state;
    out.push(JSON.stringify(command), JSON.stringify(result.events), JSON.stringify(s));
  }
  return out;
}

function played(seed: string, setup: MatchSetup, policies: readonly [AiPolicy, AiPolicy]): string[] {
  const out: string[] = [];
  playMatch(seed, setup, policies, (command, events, state) => {
    if (command === null) out.push(JSON.stringify(events));
    else out.push(JSON.stringify(command), JSON.stringify(events), JSON.stringify(state));
  });
  return out;
}

const policyArb = fc.constantFrom(...AI_POLICIES);

describe("playMatch", () => {
  it("plays the step loop's match byte for byte: commands, events and every state", () => {
    fc.assert(
      fc.property(seedArb, setupArb, policyArb, policyArb, (seed, setup, a, b) => {
        const loop = stepLoop(seed, setup, [a, b]);
        expect(played(seed, setup, [a, b])).toEqual(loop);
        // Without onStep no event is made: the match itself must not change.
        const quiet = playMatch(seed, setup, [a, b]);
        expect(JSON.stringify(quiet.state)).toBe(loop.at(-1));
        expect(quiet.commands).toBe((loop.length - 1) / 3);
      }),
      { numRuns: 150 },
    );
  });

  it("does so for the project's faction pairings, and its final state steps like any other", () => {
    const content = loadContent();
    const ids = content.factions.map((f) => f.id);
    for (let i = 0; i < 30; i++) {
      const setup = decksSetup(
        content,
        [ids[i % 3]!, ids[(i + 1) % 3]!],
        [ids[(i + 1) % 3]!, ids[(i + 2) % 3]!],
      );
      const policies: [AiPolicy, AiPolicy] = [AI_POLICIES[i % 3]!, AI_POLICIES[(i + 1) % 3]!];
      const loop = stepLoop(`pairing-${i}`, setup, policies);
      const match = playMatch(`pairing-${i}`, setup, policies);
      expect(JSON.stringify(match.state)).toBe(loop.at(-1));
      expect(match.commands).toBe((loop.length - 1) / 3);
      expect(match.state.status).toBe("over");
      // A finished match refuses further commands as match_over, as a stepped one does.
      const after = step(match.state, { type: "EndTurn", side: match.state.active });
      expect(after.ok ? "accepted" : after.code).toBe("match_over");
    }
  });

  it("leaves a state it reported alone once copied, and never touches the setup", () => {
    const content = loadContent();
    const ids = content.factions.map((f) => f.id);
    const setup = decksSetup(content, [ids[0]!, ids[1]!], [ids[1]!, ids[2]!]);
    const before = JSON.stringify(setup);
    const kept: string[] = [];
    const copies: ReturnType<typeof cloneMatch>[] = [];
    let setups = 0;
    playMatch("kept", setup, ["balanced", "aggressive"], (command, _events, state) => {
      if (command === null) setups++;
      copies.push(cloneMatch(state));
      kept.push(JSON.stringify(state));
    });
    expect(setups).toBe(1);
    expect(copies.map((c) => JSON.stringify(c))).toEqual(kept);
    expect(JSON.stringify(setup)).toBe(before);
  });

  it("refuses policies that are not a pair of known ones, naming the side, before it plays anything", () => {
    const content = loadContent();
    const ids = content.factions.map((f) => f.id);
    const setup = decksSetup(content, [ids[0]!, ids[1]!], [ids[1]!, ids[2]!]);
    const refusal = (policies: unknown) => {
      let seen = 0;
      try {
        playMatch("p", setup, policies as [AiPolicy, AiPolicy], () => seen++);
      } catch (error) {
        expect(seen).toBe(0);
        return error instanceof RulekitValidationError ? error.message : `not a validation error: ${error}`;
      }
      return "accepted";
    };
    expect(refusal(["balanced", "greedy"])).toMatch(/\$\[1\].*aggressive, balanced, random.*"greedy"/);
    expect(refusal(["x", "balanced"])).toMatch(/\$\[0\]/);
    expect(refusal(["balanced"])).toMatch(/pair of policies, got 1 entries/);
    expect(refusal("balanced")).toMatch(/pair of policies/);
    expect(refusal(["random", "aggressive"])).toBe("accepted");
  });
});
