import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonOf, runCli } from "../helpers/run-cli.js";
import { fingerprint, readRepoJson } from "./helpers/files.js";
import { call, connectMcp, known, type McpSession } from "./helpers/mcp-client.js";

const RULES_FILE = "levels/rps-grid/power-ups.json";
type Move = { fromRow: number; fromCol: number; toRow: number; toCol: number };
const asArray = (m: Move) => [m.fromRow, m.fromCol, m.toRow, m.toCol];

const cli = (args: string[]) => {
  const run = runCli(["rps", ...args]);
  expect(run.code, run.stderr).toBe(0);
  return jsonOf(run);
};

let mcp: McpSession;
let before: Record<string, string>;
beforeAll(async () => {
  before = fingerprint([RULES_FILE]);
  mcp = await connectMcp();
});
afterAll(async () => {
  await mcp?.close();
});

describe("rulekit mcp: RPS tools agree with rulekit rps … --json", () => {
  it("rps_bot_request is the request rps new --json prints, for built-in and file RuleSets", async () => {
    for (const [rules, spec] of [
      ["classic", "classic"],
      ["classic-v1", "classic-v1"],
      [readRepoJson(RULES_FILE), RULES_FILE],
    ] as const) {
      for (const seed of ["s1", "another seed"]) {
        const answer = await known(mcp, "rps_bot_request", { rules, seed });
        const printed = cli(["new", "--rules", spec, "--seed", seed, "--json"]);
        expect(answer.request, `${spec} ${seed}`).toEqual(printed.request);
        expect(answer).toMatchObject({
          status: "playing",
          moveCount: 0,
          currentTurn: printed.state.currentTurn,
        });
      }
    }
    const custom = await known(mcp, "rps_bot_request", {
      rules: "classic",
      seed: "s1",
      requestId: "r-7",
      limits: {
        ...cli(["new", "--rules", "classic", "--seed", "s1", "--json"]).request.limits,
        moveCpuMs: 100,
      },
    });
    expect(custom.request).toMatchObject({ request_id: "r-7", limits: { moveCpuMs: 100 } });
  });

  it("rps_legal_moves after moves is the last legal list of rps trace --json, from a seed or from the state", async () => {
    const seed = "trace-seed";
    const moves: number[][] = [];
    for (let i = 0; i < 4; i++) {
      const { legalMoves } = await known(mcp, "rps_legal_moves", { rules: "classic", seed, moves });
      moves.push(asArray(legalMoves[(i * 5) % legalMoves.length]));
    }
    const dir = mkdtempSync(join(tmpdir(), "rulekit-mcp-rps-"));
    writeFileSync(join(dir, "trace.json"), JSON.stringify({ rules: "classic", seed, moves }));
    const trace = cli(["trace", join(dir, "trace.json"), "--json"]);
    const last = trace.steps.at(-1);
    const answer = await known(mcp, "rps_legal_moves", { rules: "classic", seed, moves });
    expect(answer.legalMoves.map(asArray)).toEqual(last.legalMoves);
    expect(answer).toMatchObject({
      status: last.status,
      currentTurn: last.currentTurn,
      moveCount: last.moveCount,
      winner: last.winner,
      winReason: last.winReason,
    });
    // The request of that position carries its protocol state: starting from it gives the same moves.
    const { request } = await known(mcp, "rps_bot_request", { rules: "classic", seed, moves });
    expect(request.state.board).toEqual(last.board);
    const fromState = await known(mcp, "rps_legal_moves", { rules: "classic", seed, state: request.state });
    expect(fromState.legalMoves).toEqual(answer.legalMoves);
    expect(request.legal_moves).toEqual(answer.legalMoves);
  });

  it("a state that does not fit the RuleSet is contradictory state", async () => {
    const { request } = await known(mcp, "rps_bot_request", { rules: "classic", seed: "s1" });
    const { answer } = await call(mcp, "rps_legal_moves", {
      rules: "classic",
      state: { ...request.state, board: request.state.board.slice(1) },
    });
    expect(answer).toMatchObject({ status: "unknown", unknown: { code: "contradictory_state" } });
    expect(answer.unknown!.reason).toMatch(/\$\.board/);
  });

  it("left the RuleSet file as it was", () => {
    expect(fingerprint(Object.keys(before))).toEqual(before);
  });
});
