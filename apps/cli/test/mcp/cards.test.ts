import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  type Command,
  describeCommand,
  legalCommands,
  type MatchSetup,
  type RunAction,
  replay,
  replayRun,
  step,
} from "@rulekit/card-combat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonOf, runCli } from "../helpers/run-cli.js";
import { fingerprint, readRepoJson } from "./helpers/files.js";
import { connectMcp, known, type McpSession } from "./helpers/mcp-client.js";

const GOLDEN = "packages/card-combat/test/fixtures/match-log.golden.json";

const cli = (args: string[]) => {
  const run = runCli(["cards", ...args]);
  expect(run.code, run.stderr).toBe(0);
  return jsonOf(run);
};

/** The fields `rulekit cards replay --json` and the MCP answers share. */
const replayFields = (r: Record<string, unknown>) => ({
  kind: r.kind,
  steps: r.steps,
  stateHash: r.stateHash,
  eventsHash: r.eventsHash,
  outcome: r.outcome,
});

let mcp: McpSession;
let runLog: string;
let before: Record<string, string>;
beforeAll(async () => {
  runLog = join(mkdtempSync(join(tmpdir(), "rulekit-mcp-cards-")), "run.json");
  cli(["run", "--auto", "--seed", "mcp-run", "--log", runLog, "--json"]);
  before = fingerprint([GOLDEN, runLog]);
  // The log files live outside the levels folder: the host names their folders (--allow-dir).
  mcp = await connectMcp(["--allow-dir", dirname(runLog), "--allow-dir", dirname(GOLDEN)]);
});
afterAll(async () => {
  await mcp?.close();
});

describe("rulekit mcp: Cards tools agree with rulekit cards replay --json", () => {
  it("cards_match_summary reports a match log as cards replay does, with the sides and the board", async () => {
    const printed = cli(["replay", GOLDEN, "--json"]);
    expect(printed.ok).toBe(true);
    const summary = await known(mcp, "cards_match_summary", { logFile: GOLDEN });
    expect(replayFields(summary)).toEqual(replayFields(printed));
    expect(summary.verified).toBe(true);
    expect(summary.run).toBeNull();
    expect(summary.match.status).toBe("over");
    expect(summary.match.players.map((p: { name: string }) => p.name)).toEqual(
      readRepoJson(GOLDEN).setup.sides.map((s: { name: string }) => s.name),
    );
    const inline = await known(mcp, "cards_match_summary", { log: readRepoJson(GOLDEN) });
    expect(inline).toEqual(summary);
  });

  it("cards_match_summary reports a run log written by cards run as cards replay does", async () => {
    const printed = cli(["replay", runLog, "--json"]);
    const summary = await known(mcp, "cards_match_summary", { logFile: runLog });
    expect(replayFields(summary)).toEqual(replayFields(printed));
    expect(summary.run).toMatchObject({ phase: "over" });
    const legal = await known(mcp, "cards_legal_commands", { logFile: runLog });
    expect(legal).toMatchObject({ commands: [], active: null, turn: null });
  });

  it("cards_legal_commands lists the engine's legal commands of the match at any point, in words", async () => {
    const log = readRepoJson(GOLDEN);
    for (const at of [0, 1, 4, 12, log.commands.length - 1]) {
      const answer = await known(mcp, "cards_legal_commands", { logFile: GOLDEN, at });
      const played = replay(log.seed, {
        setup: log.setup as MatchSetup,
        commands: log.commands.slice(0, at),
      });
      expect(played.ok).toBe(true);
      const expected = legalCommands(played.state);
      expect(
        answer.commands.map((c: { command: Command }) => c.command),
        `at ${at}`,
      ).toEqual(expected);
      expect(answer.commands.map((c: { text: string }) => c.text)).toEqual(
        expected.map((c) => describeCommand(played.state, c)),
      );
      for (const { command } of answer.commands) expect(step(played.state, command).ok).toBe(true);
      expect(answer).toMatchObject({ kind: "match", steps: at, verified: null, turn: played.state.turn });
      // The command the log played next is one of them.
      expect(answer.commands.map((c: { command: Command }) => c.command)).toContainEqual(log.commands[at]);
    }
    const run = JSON.parse(readFileSync(runLog, "utf8"));
    const answer = await known(mcp, "cards_legal_commands", { logFile: runLog, at: 3 });
    const played = replayRun(run.seed, {
      content: run.content,
      factions: run.factions,
      actions: run.actions.slice(0, 3) as RunAction[],
    });
    expect(answer.commands.map((c: { command: Command }) => c.command)).toEqual(
      legalCommands(played.state.match!),
    );
  });

  it("left every log it read as it was", () => {
    expect(fingerprint(Object.keys(before))).toEqual(before);
  });
});
