import { readFileSync } from "node:fs";
import {
  type Action,
  CROSS_JUNCTION_MODES,
  DIRECTIONS,
  NEUTRALIZERS,
  T_JUNCTION_MODES,
} from "@rulekit/reactor";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEngineCalls } from "../../src/routes/reactor/engine/engine-calls.ts";
import {
  decodeActions,
  encodeActions,
  MAX_PLACE_ACTIONS,
  placeToResume,
} from "../../src/routes/reactor/play/play-place.ts";
import { bundledLevel } from "./helpers.ts";

const actionsOf = (name: string): Action[] =>
  JSON.parse(readFileSync(new URL(`../../../../levels/reactor/${name}`, import.meta.url), "utf8")).actions;

const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom(...DIRECTIONS).map((direction): Action => ({ type: "MoveRobot", direction })),
  fc.constant<Action>({ type: "InteractProp" }),
  fc
    .constantFrom(...T_JUNCTION_MODES, ...CROSS_JUNCTION_MODES)
    .map((mode): Action => ({ type: "InteractProp", mode })),
  fc
    .string({ minLength: 1, maxLength: 12 })
    .map((leak): Action => ({ type: "InteractLeak", use: "repair", leak })),
  fc
    .string({ minLength: 1, maxLength: 12 })
    .map((leak): Action => ({ type: "InteractLeak", use: "remedy", leak })),
  fc.constantFrom(...NEUTRALIZERS).map((remedy): Action => ({ type: "InteractLeak", use: "remedy", remedy })),
  fc.constantFrom<Action>({ type: "ApplyHeatShield" }, { type: "ActivateReactor" }, { type: "EndTurn" }),
);

describe("the preview's place: actions in the address", () => {
  it("property: any list of actions reads back as itself, and survives URLSearchParams", () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 30 }), (actions) => {
        const text = encodeActions(actions);
        expect(decodeActions(text)).toEqual(actions);
        const params = new URLSearchParams({ actions: text });
        expect(decodeActions(new URLSearchParams(params.toString()).get("actions"))).toEqual(actions);
      }),
    );
  });

  it("every tutorial's recorded lines are short in the address", () => {
    const line = actionsOf("07-final-shift.solution.json");
    const text = encodeActions(line);
    expect(decodeActions(text)).toEqual(line);
    expect(text.length).toBeLessThan(200);
  });

  it("refuses what is not a list of actions, and a list longer than the bound", () => {
    for (const bad of ["x", "n..e", "p9-9", "r~", "f~Gold", "q~a", "u~%E0%A4%A", "n.e.zz"])
      expect(decodeActions(bad), bad).toBeNull();
    expect(
      decodeActions(
        Array(MAX_PLACE_ACTIONS + 1)
          .fill("n")
          .join("."),
      ),
    ).toBeNull();
    expect(decodeActions("")).toEqual([]);
    expect(decodeActions(null)).toEqual([]);
  });

  it("the address wins over storage; a broken address is said, not replayed; broken storage is ignored", () => {
    const stored = { level: "abcdef123456", actions: "e.e" };
    expect(placeToResume(new URLSearchParams("level=0123456789ab&actions=s"), stored)).toEqual({
      place: { level: "0123456789ab", actions: [{ type: "MoveRobot", direction: "south" }] },
      problem: null,
    });
    expect(placeToResume(new URLSearchParams(""), stored).place?.actions).toHaveLength(2);
    const broken = placeToResume(new URLSearchParams("level=<script>&actions=s"), stored);
    expect(broken.place).toBeNull();
    expect(broken.problem).toMatch(/starts from its beginning/);
    expect(placeToResume(new URLSearchParams(""), { level: 5, actions: "e" })).toEqual({
      place: null,
      problem: null,
    });
    expect(placeToResume(new URLSearchParams(""), "garbage").place).toBeNull();
  });
});

describe("the engine worker resumes a place", () => {
  it("replays a tutorial's winning line from its place: the same game as playing it", () => {
    const level = bundledLevel("06-rule-events.json");
    const line = actionsOf("06-rule-events.solution.json");
    const calls = createEngineCalls();
    const fresh = calls.playStart(level);
    if (!fresh) throw new Error("the tutorial does not start");
    let played = fresh;
    for (const action of line) played = calls.playAct(action);
    expect(played.view.levelState).toBe("Won");
    const resumed = calls.playStart(level, { level: fresh.level, actions: line });
    expect(resumed?.view).toEqual(played.view);
    expect(resumed?.actions).toEqual(line);
    expect(resumed?.resumeNote).toBeNull();
  });

  it("moves of another level are not replayed; a refused move stops the replay and says which", () => {
    const level = bundledLevel("06-rule-events.json");
    const line = actionsOf("06-rule-events.solution.json");
    const calls = createEngineCalls();
    const fresh = calls.playStart(level);
    const other = calls.playStart(level, { level: "000000000000", actions: line });
    expect(other?.actions).toEqual([]);
    expect(other?.resumeNote).toMatch(/another version of this level/);
    // The reactor cannot be activated at the start of a tutorial: the engine refuses it.
    const wall: Action[] = [line[0] as Action, { type: "ActivateReactor" }, ...line];
    const stopped = calls.playStart(level, { level: fresh?.level ?? "", actions: wall });
    expect(stopped?.resumeNote).toMatch(/^Move 2 of \d+ was refused/);
    expect(stopped?.actions).toEqual([line[0]]);
    expect(stopped?.refusal).toBeNull();
  });
});
