import { classifyNearMiss, commit, legalMoves, newAttempt, ratingFor, solve } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import { known } from "../../src/routes/shell-tide/analyzer-answer.ts";
import { arrowAngle, boardGeometry, CELL } from "../../src/routes/shell-tide/board/board-geometry.ts";
import {
  asPackProof,
  describeStep,
  distributionBars,
  pathSteps,
  proofFigures,
  proofForLevel,
} from "../../src/routes/shell-tide/levels/designer-model.ts";
import { buildPack } from "../../src/routes/shell-tide/pack-build.ts";
import { hintView, recapView } from "../../src/routes/shell-tide/play/coach-model.ts";
import { hudView, reachableBand, starBands } from "../../src/routes/shell-tide/play/hud-model.ts";
import { dualOverlays, overlayOfEvents } from "../../src/routes/shell-tide/play/overlays.ts";
import { makeLevel, oneTurnLevel, richLevel } from "./levels.ts";

const TURNS = { left: "ccw", right: "cw" } as const;

describe("star bands", () => {
  it("follows the spec's rating formula (O=1, max=5: 3★ 1, 2★ 2–3, 1★ 4–5)", () => {
    expect(starBands(1, 5)).toEqual([
      { stars: 3, from: 1, to: 1 },
      { stars: 2, from: 2, to: 3 },
      { stars: 1, from: 4, to: 5 },
    ]);
  });

  it("gives every turn count in a band the engine's rating for it, and leaves out an empty band", () => {
    for (let o = 1; o <= 5; o++) {
      for (let max = o + 1; max <= o + 4; max++) {
        const bands = starBands(o, max);
        expect(bands[0]).toEqual({ stars: 3, from: o, to: o });
        for (const b of bands) {
          for (let used = b.from; used <= b.to; used++) expect(ratingFor(used, o, max)).toBe(b.stars);
        }
        const covered = bands.reduce((n, b) => n + b.to - b.from + 1, 0);
        expect(covered).toBe(max - o + 1);
      }
    }
    // O=3, max=4: 2★ already reaches max, so there is no 1★ band to show.
    expect(starBands(3, 4).map((b) => b.stars)).toEqual([3, 2]);
  });

  it("has no bands without a Full Rescue and marks the best band still reachable", () => {
    expect(starBands(null, 6)).toEqual([]);
    const bands = starBands(2, 6);
    // the band the earliest possible Full Rescue falls in
    expect(reachableBand(bands, 2)?.stars).toBe(3);
    expect(reachableBand(bands, 3)?.stars).toBe(2);
    expect(reachableBand(bands, 7)).toBeNull();
    expect(reachableBand(bands, null)).toBeNull();
  });

  it("reads turns and remaining from the attempt", () => {
    const hud = hudView(newAttempt(oneTurnLevel()));
    expect(hud).toMatchObject({ turnsUsed: 0, remaining: 6, objective: 6 });
    expect(hud.maxTurns).toBeGreaterThan(1);
  });
});

describe("board geometry", () => {
  it("puts 8 nodes on the 3×3 perimeter around a 1×1 lake when the level has no layout", () => {
    const g = boardGeometry(oneTurnLevel());
    expect(g.size).toBe(3);
    expect(g.lake).toEqual({ x: CELL, y: CELL, width: CELL, height: CELL });
    const cells = g.cells.map((c) => `${c.row},${c.col}`);
    expect(new Set(cells).size).toBe(8);
    expect(cells).not.toContain("1,1");
    expect(g.channels).toHaveLength(4);
  });

  it("uses the level's own layout slots", () => {
    const level = oneTurnLevel();
    const slots = [
      { row: 0, col: 2 },
      { row: 1, col: 2 },
      { row: 2, col: 2 },
      { row: 2, col: 1 },
      { row: 2, col: 0 },
      { row: 1, col: 0 },
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ];
    const layout = { template: "3x3" as const, slots, centerLake: { row: 1, col: 1, width: 1, height: 1 } };
    const g = boardGeometry({ ...level, layout });
    expect(g.cells[0]).toMatchObject({ row: 0, col: 2, center: { x: 2.5 * CELL, y: 0.5 * CELL } });
  });

  it("draws 12 nodes around a 2×2 lake", () => {
    const g = boardGeometry(makeLevel([1, 0, 0, 2, 0, 2, 0, 1, 0, 0, 0, 0]));
    expect(g.size).toBe(4);
    expect(g.lake.width).toBe(2 * CELL);
  });

  it("points a Current Arrow at the next node in its direction", () => {
    const level = richLevel();
    const g = boardGeometry(level);
    const angle = arrowAngle(g, level, 2)!;
    const from = g.cells[2]!.center;
    const to = g.cells[level.edges.left[2]!]!.center;
    expect(Math.round(Math.cos((angle * Math.PI) / 180) * 100) / 100).toBeCloseTo(
      Math.sign(to.x - from.x),
      5,
    );
    expect(arrowAngle(g, level, 0)).toBeNull();
  });
});

describe("coach", () => {
  it("turns the analyzer's hint into the player's language with its target highlighted", () => {
    const attempt = newAttempt(oneTurnLevel());
    const en = hintView(attempt, "en");
    const vi = hintView(attempt, "vi");
    expect(en.watch).toHaveLength(1);
    expect(vi.watch).toEqual(en.watch);
    expect(vi.text).toContain(`hố ${en.watch[0]}`);
    expect(en.text).not.toBe(vi.text);
  });

  it("recaps a lost attempt by the piles left and the last STOP, never as moves", () => {
    const level = makeLevel([1, 0, 0, 2, 0, 2, 0, 1]);
    let attempt = newAttempt(level, { optimalTurns: 1, maxTurns: 1 });
    const step = commit(attempt, { node: 3, direction: "left" });
    if (!step.ok) throw new Error(step.message);
    attempt = step.state;
    expect(attempt.levelStatus).toBe("lost");
    for (const locale of ["en", "vi"] as const) {
      const recap = recapView(attempt, 1, locale);
      const piles = attempt.starfish.flatMap((n, i) => (n > 0 ? [i] : []));
      expect(recap.watch).toEqual(piles);
      expect(recap.text).toMatch(/STOP/);
      expect(recap.text).not.toMatch(/\b(left|right|trái|phải)\b/i);
      expect(recap.nearMiss).toBe(known(classifyNearMiss(attempt))?.nearMiss);
    }
  });

  it("calls a near-miss a missing piece: the piles to watch and that one more turn would clear, no move", () => {
    // Without the Sweep (with it, the one pile left after a rescue would be swept: a win, never a near-miss).
    const level = makeLevel([0, 3, 0, 3, 0, 2, 0, 0], { wetPits: [7] });
    const start = newAttempt(level, { optimalTurns: 1, maxTurns: 1 });
    const lost = legalMoves(start)
      .map((move) => commit(start, move))
      .flatMap((r) => (r.ok && r.state.levelStatus === "lost" ? [r] : []))
      .find((r) => known(classifyNearMiss(r.state))?.nearMiss);
    if (!lost) throw new Error("the board has no near-miss ending");
    const stop = overlayOfEvents(lost.events)!.stop;
    const piles = lost.state.starfish.flatMap((n, i) => (n > 0 ? [i] : []));
    const en = recapView(lost.state, stop, "en");
    const vi = recapView(lost.state, stop, "vi");
    expect(en.nearMiss).toBe(true);
    expect(vi.nearMiss).toBe(true);
    expect(en.watch).toEqual(piles);
    expect(en.text).toContain("one more turn");
    expect(vi.text).toContain("thêm một lượt");
    for (const pile of piles) expect(en.text).toContain(String(pile));
    expect(en.text).toContain(`STOP landed on pit ${stop}`);
    for (const text of [en.text, vi.text]) expect(text).not.toMatch(/\b(left|right|trái|phải)\b/i);
  });
});

describe("overlays", () => {
  it("draws the chosen direction on top of the other one", () => {
    const attempt = newAttempt(oneTurnLevel());
    const ps = (["left", "right"] as const).map((direction) => {
      const c = commit(attempt, { node: 3, direction });
      if (!c.ok) throw new Error(c.message);
      return overlayOfEvents(c.events)!;
    });
    expect(ps.map((o) => o.direction)).toEqual(["left", "right"]);
    const events = commit(attempt, { node: 0, direction: "right" });
    if (!events.ok) throw new Error(events.message);
    const o = overlayOfEvents(events.events)!;
    expect(o.captures.map((c) => c.empty)).toEqual([2, 4, 6, 0]);
    expect(dualOverlays([], "left")).toEqual([]);
  });
});

describe("designer view-models", () => {
  it("replays a solver path with the engine down to a Full Rescue", () => {
    const level = richLevel();
    const solved = solve(level);
    const { steps, refusal } = pathSteps(level, solved.path);
    expect(refusal).toBeNull();
    expect(steps).toHaveLength(solved.path.length + 1);
    expect(steps.at(-1)!.attempt.levelStatus).toBe("won");
    expect(describeStep(steps[0]!, solved.path.length, TURNS)).toBe(`Step 0 / ${solved.path.length} · Init`);
    const last = describeStep(steps.at(-1)!, solved.path.length, TURNS);
    const move = solved.path.at(-1)!;
    const turn = move.direction === "right" ? "↻ clockwise" : "↺ counter-clockwise";
    expect(last).toContain(`pit ${move.node} ${turn} (${move.direction})`);
    expect(last).toContain("0 left");
  });

  it("stops at a move the board refuses", () => {
    const { steps, refusal } = pathSteps(oneTurnLevel(), [{ node: 1, direction: "left" }]);
    expect(steps).toHaveLength(1);
    expect(refusal).toMatch(/^move 1/);
  });

  const proof = {
    format: "rulekit.shell-tide.pack-proof",
    formatVersion: 1,
    levels: [
      {
        level: 2,
        optimalTurns: 2,
        p75: 7,
        recoverySlack: 4,
        maxTurns: 6,
        statesExplored: 16124,
        fingerprint: "abc",
        deadMoveRate: 0.125,
        nearMissShare: 0.5,
        completion: {
          horizon: 10,
          probability: 0.5,
          distribution: [
            { turns: 2, share: 0.1 },
            { turns: 4, share: 0.5 },
            { turns: 6, share: 0.3 },
            { turns: 8, share: 0.1 },
          ],
        },
      },
    ],
  };

  it("reads the pack proof and formats its figures", () => {
    expect(asPackProof({ levels: [] })).toBeNull();
    expect(asPackProof("x")).toBeNull();
    const p = proofForLevel(asPackProof(proof), 2)!;
    expect(proofForLevel(asPackProof(proof), 3)).toBeNull();
    const figures = Object.fromEntries(proofFigures(p).map((f) => [f.testId, f.value]));
    expect(figures).toEqual({
      "fig-o": "2",
      "fig-p75": "7",
      "fig-r": "4",
      "fig-max": "6",
      "fig-states": "16,124",
      "fig-fingerprint": "abc",
      "fig-dead": "12.5%",
      "fig-near-miss": "50.0%",
    });
  });

  it("colours D's bars by the band each completion length earns", () => {
    const p = proofForLevel(asPackProof(proof), 2)!;
    expect(distributionBars(p).map((b) => [b.turns, b.band])).toEqual([
      [2, 3],
      [4, 2],
      [6, 1],
      [8, 0],
    ]);
  });
});

describe("pack loading", () => {
  it("keeps valid files in level order and reports broken ones with their JSON path", () => {
    const good = oneTurnLevel();
    const pack = buildPack({
      "/levels/level-02.json": good,
      "/levels/level-01.json": good,
      "/levels/level-03.json": {
        ...good,
        nodes: good.nodes.map((n, i) => (i === 3 ? { ...n, starfish: -1 } : n)),
      },
    });
    expect(pack.levels.map((l) => [l.number, l.file])).toEqual([
      [1, "level-01.json"],
      [2, "level-02.json"],
    ]);
    expect(pack.problems).toHaveLength(1);
    expect(pack.problems[0]).toMatch(/^level-03\.json: \$\.nodes\[3\]\.starfish/);
  });
});
