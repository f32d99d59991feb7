import { type Action, startGame, view } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { actionMenu } from "../../src/routes/reactor/play/action-menu.ts";
import { createPlayState, type PlayState, playReducer } from "../../src/routes/reactor/play/play-state.ts";
import { levelStateBanner } from "../../src/routes/reactor/view-models/level-state.ts";
import { authorSmallLevel } from "./helpers.ts";

function start(): PlayState {
  const started = startGame(authorSmallLevel().history.present);
  if (!started.ok) throw new Error(started.errors.map((e) => e.message).join("; "));
  return createPlayState(started.state);
}

const act = (s: PlayState, ...actions: Action[]) =>
  actions.reduce((state, action) => playReducer(state, { type: "act", action }), s);
const move = (direction: "north" | "east" | "south" | "west"): Action => ({ type: "MoveRobot", direction });

describe("gameplay preview state", () => {
  it("plays the authored level to REACTOR READY, unlocks diagnostics and wins", () => {
    let s = start();
    expect(view(s.game).underground).toBeNull();
    expect(levelStateBanner(view(s.game)).title).not.toBe("REACTOR READY");
    s = act(s, move("south"), move("south"), { type: "InteractProp" });
    expect(s.refusal).toBeNull();
    expect(s.game.log.length).toBeGreaterThan(0);
    expect(levelStateBanner(view(s.game)).title).toBe("REACTOR READY");
    s = act(s, move("east"), move("north"), { type: "InteractProp" });
    expect(view(s.game).underground).not.toBeNull();
    s = act(s, move("east"), move("east"), { type: "ActivateReactor" });
    expect(levelStateBanner(view(s.game)).title).toBe("WON");
    expect(s.actions).toHaveLength(9);
  });

  it("a refused action changes nothing but the message", () => {
    const s = start();
    const refused = act(s, move("north"));
    expect(refused.game).toBe(s.game);
    expect(refused.refusal).toMatch(/\S/);
    expect(refused.actions).toEqual([]);
  });

  it("restart returns to the level's start", () => {
    const s = start();
    const moved = act(s, move("east"));
    expect(moved.game).not.toBe(s.game);
    const restarted = playReducer(moved, { type: "restart" });
    expect(restarted.game).toBe(s.initial);
    expect(restarted.actions).toEqual([]);
    expect(restarted.refusal).toBeNull();
  });

  it("the action menu enables exactly what the engine offers", () => {
    const s = start();
    const menu = actionMenu(view(s.game), []);
    expect([...menu.moves, ...menu.other].every((b) => !b.enabled)).toBe(true);
    const legal: Action[] = [move("east"), { type: "EndTurn" }];
    const some = actionMenu(view(s.game), legal);
    expect(some.moves.filter((b) => b.enabled).map((b) => b.key)).toEqual(["move-east"]);
    expect(some.other.filter((b) => b.enabled).map((b) => b.key)).toEqual(["end-turn"]);
    // The robot starts on the fuel source: its interaction is offered with a label naming it.
    expect(some.prop[0]?.label).toMatch(/fuel source/);
  });
});
