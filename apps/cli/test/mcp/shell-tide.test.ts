import type { AttemptState } from "@rulekit/shell-tide";
import { boardHint, DIRECTIONS, ratingBands } from "@rulekit/shell-tide";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonOf, runCli } from "../helpers/run-cli.js";
import { connectMcp, known, type McpSession } from "./helpers/mcp-client.js";
import {
  attemptOf,
  firstLine,
  LEVELS,
  levelJson,
  levelPath,
  lostLine,
  movesFlag,
  walk,
} from "./helpers/shell-tide.js";

const analyzed = new Map<string, any>();

/** `rulekit shell-tide analyze <level> [--moves …] [--select …] [--hint] --json`, parsed (once per input). */
function analyzeCli(n: number, options: { moves?: string; select?: string; hint?: boolean } = {}) {
  const key = JSON.stringify([n, options]);
  if (!analyzed.has(key)) analyzed.set(key, runAnalyze(n, options));
  return analyzed.get(key);
}

function runAnalyze(n: number, options: { moves?: string; select?: string; hint?: boolean }) {
  const args = ["shell-tide", "analyze", levelPath(n), "--json"];
  if (options.moves) args.push("--moves", options.moves);
  if (options.select) args.push("--select", options.select);
  if (options.hint) args.push("--hint");
  const run = runCli(args);
  expect(run.code, run.stderr).toBe(0);
  return jsonOf(run);
}

let mcp: McpSession;
beforeAll(async () => {
  mcp = await connectMcp();
});
afterAll(async () => {
  await mcp?.close();
});

describe("rulekit mcp: Shell Tide tools agree with rulekit shell-tide analyze --json", () => {
  it("shell_tide_levels lists the pack from its files", async () => {
    const { pack, levels } = await known(mcp, "shell_tide_levels", {});
    expect(pack).toBe("full-rescue-v2");
    expect(levels.map((l: { level: number }) => l.level)).toEqual(LEVELS);
    for (const entry of levels) {
      const file = levelJson(entry.level);
      const cli = analyzeCli(entry.level);
      expect(entry).toMatchObject({
        id: file.id,
        name: file.name,
        nodeCount: cli.nodeCount,
        starfish: cli.remainingStarfish,
        optimalTurns: cli.optimalTurns,
        maxTurns: cli.maxTurns,
        finalTideSweep: file.rules.finalTideSweep,
        wetPits: cli.nodes.filter((n: { type: string }) => n.type === "wet_pit").length,
        currentArrows: cli.currentRedirects.length > 0,
      });
    }
  });

  it("shell_tide_snapshot is the analyzer's snapshot for every level, from the pack, a file or inline JSON", async () => {
    for (const n of LEVELS) {
      const moves = walk(n, 2);
      const cli = analyzeCli(n, { moves: movesFlag(moves) });
      expect(await known(mcp, "shell_tide_snapshot", { level: n, moves }), `level ${n}`).toEqual(cli);
      expect(await known(mcp, "shell_tide_snapshot", { levelFile: levelPath(n), moves })).toEqual(cli);
      expect(await known(mcp, "shell_tide_snapshot", { levelJson: levelJson(n), moves })).toEqual(cli);
    }
    expect(await known(mcp, "shell_tide_snapshot", { level: 1 })).toEqual(analyzeCli(1));
  });

  it("shell_tide_snapshot takes a runtime attempt state and previews the selected node", async () => {
    const onArrow = (a: AttemptState) =>
      a.starfish.findIndex((count, i) => count > 0 && a.level.nodes[i]!.currentDirection !== undefined);
    const {
      n,
      moves,
      state: attempt,
    } = firstLine((a) => a.levelStatus === "playing" && onArrow(a) >= 0, {
      levels: LEVELS.filter((l) =>
        levelJson(l).nodes.some((node: { currentDirection?: string }) => node.currentDirection),
      ),
    });
    const node = onArrow(attempt);
    const plain = await known(mcp, "shell_tide_snapshot", { attempt: JSON.parse(JSON.stringify(attempt)) });
    expect(plain).toEqual(analyzeCli(n, { moves: movesFlag(moves) }));
    // A Current Arrow pit previews its own direction whatever the selection says.
    for (const select of [`${node}`, `${node}:left`, `${node}:right`]) {
      const [at, direction] = select.split(":");
      const args = { level: n, moves, select: { node: Number(at), ...(direction ? { direction } : {}) } };
      const cli = analyzeCli(n, { moves: movesFlag(moves), select });
      expect(cli.previewRoute.length).toBeGreaterThan(0);
      expect(await known(mcp, "shell_tide_snapshot", args), select).toEqual(cli);
    }
  });

  it("shell_tide_dual_preview shows each direction's FLOW, STOP, Vortex points and rescues as the analyzer previews them", async () => {
    for (const n of [5, 8, 10]) {
      const moves = walk(n, 1);
      const snapshot = await known(mcp, "shell_tide_snapshot", { level: n, moves });
      const pits = [...new Set(snapshot.legalMoves.map((m: { node: number }) => m.node))].slice(
        0,
        2,
      ) as number[];
      for (const node of pits) {
        const dual = await known(mcp, "shell_tide_dual_preview", { level: n, moves, node });
        expect(dual).toMatchObject({ node, turnsUsed: snapshot.turnsUsed, maxTurns: snapshot.maxTurns });
        expect(dual.flows.map((f: { direction: string }) => f.direction)).toEqual(DIRECTIONS);
        for (const flow of dual.flows) {
          const legal = snapshot.legalMoves.some(
            (m: { node: number; direction: string }) => m.node === node && m.direction === flow.direction,
          );
          if (!legal) {
            expect(flow.preview).toBeNull();
            expect(flow.refusal.code).toBe("CURRENT_ARROW_DIRECTION");
            continue;
          }
          const cli = analyzeCli(n, { moves: movesFlag(moves), select: `${node}:${flow.direction}` });
          expect(flow.refusal).toBeNull();
          expect(flow.preview).toMatchObject({
            route: cli.previewRoute,
            stop: cli.stopIndex,
            captures: cli.captureCandidates,
            wetPitRescues: cli.wetPitRescues,
          });
          expect(flow.preview.sweep !== null).toBe(cli.finalTideSweepAvailable);
        }
      }
    }
    const wetPit = levelJson(5).nodes.findIndex((node: { type: string }) => node.type === "wet_pit");
    const refused = await known(mcp, "shell_tide_dual_preview", {
      level: 5,
      node: wetPit,
      direction: "left",
    });
    expect(refused.flows).toEqual([
      {
        direction: "left",
        refusal: expect.objectContaining({ code: "WET_PIT_NOT_SELECTABLE" }),
        preview: null,
      },
    ]);
  });

  it("shell_tide_hint about a state the agent names is the rules-only board hint; shell_tide_near_miss is the analyzer's report", async () => {
    const cases = [
      ...LEVELS.map((n) => ({ n, moves: walk(n, 1, 3) })),
      { n: 4, moves: lostLine(4, true) },
      { n: 1, moves: lostLine(1, false) },
    ];
    for (const { n, moves } of cases) {
      const cli = analyzeCli(n, { moves: movesFlag(moves), hint: true });
      const state = attemptOf(n, moves);
      const args = { level: n, moves };
      const hint = await known(mcp, "shell_tide_hint", args);
      const board = boardHint(state);
      expect(hint.hint, `level ${n}`).toEqual(board);
      expect(hint).toMatchObject({
        text: board.message,
        knowledge: "rules",
        fullRescueStillPossible: null,
        turnsLeft: state.maxTurns - state.turnsUsed,
        watch: board.target === undefined ? [] : [board.target],
      });
      const recap = await known(mcp, "shell_tide_near_miss", args);
      expect(recap.report).toEqual(cli.nearMiss);
      expect(recap.watch).toEqual(cli.nearMiss.nearMiss ? [cli.nearMiss.rescueTarget] : cli.nearMiss.piles);
    }
    const near = await known(mcp, "shell_tide_near_miss", {
      level: 4,
      moves: lostLine(4, true),
      locale: "vi",
    });
    expect(near.report.nearMiss).toBe(true);
    expect(near.text).toMatch(/^Chỉ thiếu đúng một mảnh/);
    expect(near.text).toContain(`hố ${near.report.rescueTarget}`);
    expect(near.lastStop).toEqual(expect.any(Number));
    const far = await known(mcp, "shell_tide_near_miss", { level: 1, moves: lostLine(1, false) });
    expect(far.report).toMatchObject({ failed: true, nearMiss: false });
  });

  it("shell_tide_rating_bands gives the spec's bands and which are still ahead", async () => {
    for (const n of LEVELS) {
      const cli = analyzeCli(n);
      const answer = await known(mcp, "shell_tide_rating_bands", { level: n });
      const bands = ratingBands(cli.optimalTurns, cli.maxTurns);
      const twoLast = cli.optimalTurns + Math.ceil((cli.maxTurns - cli.optimalTurns) / 2);
      expect(bands[2][1]).toBe(twoLast);
      expect(answer).toMatchObject({ optimalTurns: cli.optimalTurns, maxTurns: cli.maxTurns, turnsUsed: 0 });
      expect(answer.bands).toEqual(
        ([3, 2, 1] as const).map((stars) => ({
          stars,
          fromTurn: bands[stars][0],
          toTurn: bands[stars][1],
          open: true,
        })),
      );
    }
    const moves = walk(3, 4, 2);
    const later = await known(mcp, "shell_tide_rating_bands", { level: 3, moves });
    expect(later.turnsUsed).toBe(moves.length);
    for (const band of later.bands)
      expect(band.open).toBe(later.levelStatus === "playing" && later.turnsUsed < band.toTurn);
  });
});
