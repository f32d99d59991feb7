import {
  CLASSIC_V2,
  fromState,
  type LastMove,
  newGame,
  parseRuleSet,
  toProtocolState,
} from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import {
  cellViews,
  describeLastMove,
  lastMoveMarkers,
  movableCells,
  outcomeText,
  targetsFrom,
} from "../../src/routes/rps/board-model.ts";
import { loadShipped } from "../../src/routes/rps/levels.ts";

const move: LastMove = {
  fromRow: 1,
  fromCol: 1,
  toRow: 2,
  toCol: 2,
  player: 0,
  pieceType: "R",
  captured: { player: 1, type: "S" },
  blocked: false,
  bonus_step: { row: 3, col: 3 },
  pickedPowerUp: true,
  pickedEffect: null,
};

describe("rps board model", () => {
  it("marks origin, destination, capture, dash cell and the pickup where the piece landed", () => {
    const markers = lastMoveMarkers(move);
    expect(markers.get("1,1")).toEqual(["from"]);
    expect(markers.get("2,2")).toEqual(["to", "capture"]);
    expect(markers.get("3,3")).toEqual(["dash", "pickup"]);
    const blocked = lastMoveMarkers({
      ...move,
      captured: null,
      blocked: true,
      bonus_step: null,
      pickedPowerUp: false,
    });
    expect(blocked.get("2,2")).toEqual(["to", "blocked"]);
    expect(lastMoveMarkers(null).size).toBe(0);
  });

  it("describes a move and an outcome in words", () => {
    expect(describeLastMove(move, 9)).toBe(
      "Player 0 Rock b8 → c7: captured Scissors; dashed on to d6; picked up a power-up.",
    );
    expect(outcomeText({ status: "playing", winner: null, winReason: null })).toBeNull();
    expect(outcomeText({ status: "finished", winner: 1, winReason: "home" }, ["You", "The bot"])).toBe(
      "The bot wins: reached the opponent's home.",
    );
    expect(outcomeText({ status: "finished", winner: 0, winReason: "capture_all" }, ["You", "The bot"])).toBe(
      "You win: captured every opposing piece.",
    );
    expect(outcomeText({ status: "finished", winner: null, winReason: "repetition" })).toBe(
      "Draw: the same position occurred too often.",
    );
  });

  it("derives walls, tiles, items and homes for each cell", () => {
    const parsed = parseRuleSet({
      ...CLASSIC_V2,
      blockedCells: [[4, 4]],
      voidCells: [[4, 0]],
      powerUps: true,
      tileTypes: {
        lava: { passable: false, tags: [] },
        dash: { passable: true, tags: ["effect"], effect: "dash", render: { color: "#d9a04f" } },
      },
      tiles: [
        { row: 3, col: 3, type: "lava" },
        { row: 5, col: 5, type: "dash" },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const state = toProtocolState(newGame(parsed.value, "x"));
    const views = cellViews(parsed.value, state);
    expect(views[4]![4]!.wall).toBe("blocked");
    expect(views[4]![0]!.wall).toBe("void");
    expect(views[3]![3]!.wall).toBe("impassable");
    expect(views[5]![5]!.tile).toEqual({ type: "dash", effect: "dash", color: "#d9a04f" });
    expect(views[0]![4]!.home).toBe(0);
    expect(views[8]![4]!.home).toBe(1);
    const items = views.flat().filter((c) => c.item);
    expect(items.length).toBe(state.powerUps!.length);
  });

  it("legal destinations and movable pieces come from the legal moves", () => {
    const game = fromState(CLASSIC_V2, toProtocolState(newGame(CLASSIC_V2, "s")));
    const moves = [
      { fromRow: 0, fromCol: 2, toRow: 0, toCol: 1 },
      { fromRow: 0, fromCol: 2, toRow: 1, toCol: 1 },
      { fromRow: 1, fromCol: 7, toRow: 2, toCol: 8 },
    ];
    expect(game.status).toBe("playing");
    expect([...targetsFrom(moves, 0, 2)]).toEqual(["0,1", "1,1"]);
    expect([...movableCells(moves)]).toEqual(["0,2", "1,7"]);
  });

  it("lists shipped RuleSets classic first and reports broken files", () => {
    const { sets, problems } = loadShipped({
      "/x/zeta.json": { ...CLASSIC_V2, id: "zeta" },
      "/x/classic-v2.json": CLASSIC_V2,
      "/x/broken.json": { id: "broken" },
    });
    expect(sets.map((s) => s.key)).toEqual(["classic-v2", "zeta"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^broken\.json: \$\.version/);
  });
});
