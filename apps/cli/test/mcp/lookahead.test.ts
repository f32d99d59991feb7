import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boardHint, canStillFullRescue, hint, type Move } from "@rulekit/shell-tide";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HintAnswer, lookahead } from "./helpers/lookahead.js";
import { call, connectMcp, known, type McpSession } from "./helpers/mcp-client.js";
import { attemptOf, LEVELS, levelJson, walk } from "./helpers/shell-tide.js";

/** Oracle calls each search may spend (a level the search has not cracked by then counts as not found). */
const BUDGET = 300;

let mcp: McpSession;
beforeAll(async () => {
  mcp = await connectMcp();
});
afterAll(async () => {
  await mcp?.close();
});

/**
 * What a blind search knows about a board: the rules (they are public, and the snapshot hands over the
 * level), so the hint a player would read off the previews — nothing from the solver.
 */
const blindAnswer = (n: number, moves: Move[]): HintAnswer => ({
  hint: boardHint(attemptOf(n, moves)),
  fullRescueStillPossible: null,
});

describe("rulekit mcp: an agent that loops over the tools learns nothing a blind search would not (seed 000)", () => {
  it("no answer about a board the agent names carries solver knowledge: no turns-still-needed, no still-possible", async () => {
    for (const n of LEVELS) {
      for (const moves of [[], walk(n, 1), walk(n, 2, 5)]) {
        const answer = await known(mcp, "shell_tide_hint", { level: n, moves });
        expect(answer, `level ${n}`).not.toHaveProperty("distanceToFullRescue");
        expect(answer).toMatchObject({ knowledge: "rules", fullRescueStillPossible: null });
        // The hint itself is the one the rules give: the previews' most visible rescue, or a pile to set up.
        expect(answer.hint).toEqual(boardHint(attemptOf(n, moves)));
      }
    }
  });

  it("a lookahead loop over the tools finds each pack level's optimal line no sooner than the same loop fed by the rules alone", async () => {
    const found: string[] = [];
    for (const n of LEVELS) {
      const start = attemptOf(n);
      const optimum = start.optimalTurns!;
      const viaTools = await lookahead(
        start,
        optimum,
        (moves) => known(mcp, "shell_tide_hint", { level: n, moves }),
        BUDGET,
      );
      const blind = await lookahead(start, optimum, async (moves) => blindAnswer(n, moves), BUDGET);
      // The same decisions at every step: the tools told the loop nothing the rules did not.
      expect(viaTools.calls, `level ${n}: calls through the tools vs a blind search`).toBe(blind.calls);
      expect(viaTools.line, `level ${n}`).toEqual(blind.line);
      if (viaTools.line) found.push(`L${n} in ${viaTools.calls} calls`);
    }
    // The search is real: it does find optimal lines (as a blind search does) on the short levels.
    expect(found.length).toBeGreaterThan(0);
  }, 300_000);

  it("restating the issue's attack: the turns-still-needed figure the hint used to give led straight down level 8's optimal line", async () => {
    // With the figure, the search above goes down one optimal child per turn (about 40 calls on level 8);
    // without it, nothing in the answers tells two children apart beyond what their previews show.
    const start = attemptOf(8);
    const viaTools = await lookahead(
      start,
      start.optimalTurns!,
      (moves) => known(mcp, "shell_tide_hint", { level: 8, moves }),
      BUDGET,
    );
    for (const answer of viaTools.answers) {
      expect(answer.distanceToFullRescue).toBeUndefined();
      expect(answer.fullRescueStillPossible).toBeNull();
      expect(answer.knowledge).toBe("rules");
    }
  }, 120_000);
});

describe("rulekit mcp: the game session — solver knowledge only about the attempt the game host keeps", () => {
  let dir: string;
  let session: McpSession;
  let file: string;
  const write = (value: unknown) =>
    writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rulekit-mcp-session-"));
    file = join(dir, "attempt.json");
    session = await connectMcp(["--game-session", file]);
  });
  afterAll(async () => {
    await session?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers about the host's attempt from the solver, and follows the host as it plays", async () => {
    const unknown = await call(session, "shell_tide_hint", {});
    expect(unknown.answer.unknown).toMatchObject({
      code: "missing_state",
      reason: expect.stringMatching(/no attempt yet/),
    });
    const moves = walk(8, 2);
    for (let k = 0; k <= moves.length; k++) {
      write({ level: 8, moves: moves.slice(0, k) });
      const state = attemptOf(8, moves.slice(0, k));
      const answer = await known(session, "shell_tide_hint", { locale: "en" });
      expect(answer).toMatchObject({
        knowledge: "solver",
        hint: hint(state),
        fullRescueStillPossible: canStillFullRescue(state),
        turnsLeft: state.maxTurns - state.turnsUsed,
      });
      // The other tools answer about the same attempt.
      const snapshot = await known(session, "shell_tide_snapshot", {});
      expect(snapshot.turnsUsed).toBe(k);
    }
  });

  it("never lets the agent add moves to the host's attempt, nor name another board for solver knowledge", async () => {
    write({ level: 8, moves: [] });
    const appended = await call(session, "shell_tide_hint", { moves: walk(8, 1) });
    expect(appended.answer.unknown).toMatchObject({
      code: "contradictory_state",
      reason: expect.stringMatching(/moves come from the game host alone/),
    });
    const named = await known(session, "shell_tide_hint", { level: 8, moves: walk(8, 1) });
    expect(named.knowledge).toBe("rules");
    expect(named.fullRescueStillPossible).toBeNull();
  });

  it("a session file that is not a session is contradictory state, said without quoting the file", async () => {
    for (const content of [
      "SECRET-7f3a not json",
      JSON.stringify({ level: 8, moves: [], note: "SECRET-7f3a" }),
      JSON.stringify({ level: 8, moves: [], maxTurns: 99 }),
      JSON.stringify({ levelJson: { ...levelJson(8), balance: { ...levelJson(8).balance, maxTurns: 99 } } }),
    ]) {
      write(content);
      const { answer, text } = await call(session, "shell_tide_hint", {});
      expect(answer.status, content).toBe("unknown");
      expect(answer.unknown!.code).toBe("contradictory_state");
      expect(text).not.toContain("SECRET");
    }
  });
});
