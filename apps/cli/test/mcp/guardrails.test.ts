import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type AttemptState, boardHint, isAnalyzerUnknown, legalMoves, previewAll } from "@rulekit/shell-tide";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnknownCode } from "../../src/commands/mcp/answer.js";
import { neutralWords } from "../../src/commands/mcp/coach-words.js";
import { GLOSSARY } from "../../src/commands/mcp/resources/glossary.js";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { type CallOutcome, call, connectMcp, type McpSession } from "./helpers/mcp-client.js";
import { attemptOf, firstLine, LEVELS, levelJson, lostLine, walk } from "./helpers/shell-tide.js";

/** Words that promise a result: no tool ever says them. */
const PROMISE =
  /\b(guarantee[sd]?|you will win|you'll win|sure (to )?win|certain(ly)? win|always wins?|can(no|')t lose|will get [123]★)\b|chắc chắn thắng|chắc thắng|đảm bảo thắng|cam kết thắng|bảo đảm thắng/i;
/** A direction or an order of moves in a hint or recap would be a move to play. */
const DIRECTION_OR_ORDER = /\b(left|right|then|after that|next move)\b|\b(trái|phải|sau đó)\b/i;
/** "2 turns left", "no starfish left": left as in remaining, not a direction. */
const directionWords = (text: string) => text.replace(/\b(turns?|starfish|\d+) left\b/gi, "");
const SEQUENCE_KEYS = new Set(["path", "solution", "sequence", "plan", "moves", "optimalPath"]);

interface Answered {
  state: AttemptState;
  tool: string;
  outcome: CallOutcome;
}

let mcp: McpSession;
const answers: Answered[] = [];

/** Every Shell Tide tool over every level, along a walk to the end, two lost lines and a line to a sweep hint. */
async function battery(): Promise<void> {
  const lines = [
    ...LEVELS.map((n) => ({ n, moves: walk(n, 10) })),
    { n: 4, moves: lostLine(4, true) },
    { n: 1, moves: lostLine(1, false) },
    // A state whose hint (from the rules alone: the tools' hint about a named state) is the Final Tide
    // Sweep, wherever the pack has one.
    firstLine((state) => state.levelStatus === "playing" && boardHint(state).kind === "sweep", {
      depth: 6,
      levels: LEVELS.filter((n) => levelJson(n).rules.finalTideSweep),
    }),
  ];
  for (const { n, moves } of lines) {
    for (let k = 0; k <= moves.length; k++) {
      const args = { level: n, moves: moves.slice(0, k) };
      const state = attemptOf(n, args.moves);
      const ask = async (tool: string, extra: Record<string, unknown> = {}) =>
        answers.push({ state, tool, outcome: await call(mcp, tool, { ...args, ...extra }) });
      await ask("shell_tide_snapshot");
      await ask("shell_tide_rating_bands");
      for (const locale of ["en", "vi"]) {
        await ask("shell_tide_hint", { locale });
        await ask("shell_tide_near_miss", { locale });
      }
      for (const node of state.level.nodes.keys()) {
        await ask("shell_tide_dual_preview", { node });
        if (state.starfish[node]! > 0) await ask("shell_tide_snapshot", { select: { node } });
      }
    }
  }
}

beforeAll(async () => {
  mcp = await connectMcp(["--allow-dir", "packages/card-combat/test/fixtures"]);
  await battery();
}, 300_000);
afterAll(async () => {
  await mcp?.close();
});

/** Every array of `{ node, direction }` objects in an answer, with where it sits. */
function moveLists(value: unknown, at = "$"): { at: string; list: unknown[] }[] {
  if (Array.isArray(value)) {
    const found = value.flatMap((item, i) => moveLists(item, `${at}[${i}]`));
    const moveLike =
      value.length > 0 && value.every((m) => m && typeof m === "object" && "node" in m && "direction" in m);
    return moveLike ? [{ at, list: value }, ...found] : found;
  }
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => moveLists(inner, `${at}.${key}`));
  return [];
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const sentences = (text: string) => text.split(/[.;·\n]|: /);

describe("rulekit mcp: guardrails by construction", () => {
  it("ran the battery over every level and state", () => {
    expect(answers.length).toBeGreaterThan(500);
    expect(answers.every((a) => a.outcome.answer.status === "known")).toBe(true);
  });

  it("never returns a move sequence: the only move list is the whole legal set of the moment", () => {
    for (const { state, tool, outcome } of answers) {
      for (const { at, list } of moveLists(outcome.answer.result)) {
        expect(at, tool).toBe("$.legalMoves");
        expect(list, tool).toEqual(legalMoves(state));
      }
      for (const key of keysOf(outcome.answer.result))
        expect(SEQUENCE_KEYS.has(key), `${tool}: ${key}`).toBe(false);
    }
  });

  it("hints and recaps name a node or a pattern, never a direction or an order of moves", () => {
    const coach = answers.filter((a) => a.tool === "shell_tide_hint" || a.tool === "shell_tide_near_miss");
    expect(coach.length).toBeGreaterThan(100);
    for (const { tool, outcome } of coach) {
      const { result } = outcome.answer;
      expect(directionWords(result.text), tool).not.toMatch(DIRECTION_OR_ORDER);
      if (tool === "shell_tide_hint") {
        expect(Object.keys(result.hint).sort()).toEqual(expect.arrayContaining(["kind", "message"]));
        expect(result.hint).not.toHaveProperty("direction");
        expect(directionWords(result.hint.message)).not.toMatch(DIRECTION_OR_ORDER);
      }
    }
  });

  it("never promises a win or a rating", () => {
    for (const { tool, outcome } of answers) expect(outcome.text, tool).not.toMatch(PROMISE);
  });

  it("uses the engine's words: Vortex points are captures' empty sand nodes, a wet pit is never a Vortex, the lake is never mentioned", () => {
    const wetPit = GLOSSARY.find((t) => t.id === "wet-pit")!;
    for (const { state, tool, outcome } of answers) {
      const { result } = outcome.answer;
      const type = (node: number) => state.level.nodes[node]!.type;
      expect(outcome.text, tool).not.toMatch(/\blake\b|hồ trung tâm|center lake/i);
      for (const sentence of sentences(outcome.text))
        if (/wet pit/i.test(sentence))
          for (const word of [...wetPit.notThis!, "Xoáy"]) expect(sentence, tool).not.toContain(word);
      const captures = [
        ...(result.captureCandidates ?? []),
        ...(result.flows ?? []).flatMap(
          (f: { preview: { captures: unknown[] } | null }) => f.preview?.captures ?? [],
        ),
      ] as { empty: number }[];
      for (const capture of captures) expect(type(capture.empty), tool).toBe("sand");
      if (tool === "shell_tide_hint") {
        const { hint, text, locale } = result;
        if (hint.kind === "vortex") {
          expect(type(hint.target)).toBe("sand");
          expect(state.starfish[hint.target]).toBe(0);
          const previews = previewAll(state);
          if (isAnalyzerUnknown(previews)) throw new Error(previews.unknown.reason);
          const empties = previews.flatMap((p) => p.captures.map((c) => c.empty));
          expect(empties).toContain(hint.target);
          expect(text).toContain(locale === "vi" ? "Điểm Xoáy" : "Vortex");
        }
        if (hint.kind === "wet-pit") {
          expect(type(hint.target)).toBe("wet_pit");
          expect(text).toMatch(/wet pit/i);
        }
      }
    }
    const kinds = new Set(
      answers.filter((a) => a.tool === "shell_tide_hint").map((a) => a.outcome.answer.result.hint.kind),
    );
    for (const kind of ["vortex", "sweep", "setup", "level-over"]) expect(kinds).toContain(kind);
  });
});

describe("rulekit mcp: missing or contradictory state is a neutral, typed unknown", () => {
  async function expectUnknown(
    tool: string,
    args: Record<string, unknown>,
    code: UnknownCode,
    reason: RegExp,
  ) {
    for (const locale of ["en", "vi"] as const) {
      const { answer, text } = await call(mcp, tool, { ...args, locale });
      expect(answer.status, `${tool} ${JSON.stringify(args).slice(0, 120)}`).toBe("unknown");
      expect(answer.result).toBeUndefined();
      expect(answer.unknown).toEqual({
        code,
        reason: expect.stringMatching(reason),
        message: neutralWords(code, locale),
      });
      // Nothing about the board: the neutral words and the JSON only.
      expect(text.split("\n")[0]).toBe(`unknown (${code}): ${neutralWords(code, locale)}`);
      expect(answer.unknown!.message).not.toMatch(/\d|node|hố|Vortex|Xoáy|starfish|sao biển/i);
    }
  }

  const SHELL_TIDE = [
    "shell_tide_snapshot",
    "shell_tide_hint",
    "shell_tide_near_miss",
    "shell_tide_rating_bands",
    "shell_tide_dual_preview",
  ];

  it("Shell Tide: no level, two sources, a refused move, an attempt that does not add up, a broken level", async () => {
    const attempt = JSON.parse(JSON.stringify(attemptOf(2, walk(2, 1))));
    const level = JSON.parse(JSON.stringify(attempt.level));
    for (const tool of SHELL_TIDE) {
      const extra = tool === "shell_tide_dual_preview" ? { node: 1 } : {};
      await expectUnknown(tool, extra, "missing_state", /no level/);
      await expectUnknown(
        tool,
        { ...extra, level: 1, attempt },
        "contradictory_state",
        /2 ways at once \(level, attempt\)/,
      );
      await expectUnknown(
        tool,
        { ...extra, level: 1, moves: [{ node: 0, direction: "left" }] },
        "contradictory_state",
        /EMPTY_NODE/,
      );
      await expectUnknown(
        tool,
        { ...extra, attempt: { ...attempt, remainingStarfish: attempt.remainingStarfish + 1 } },
        "contradictory_state",
        /INVALID_STATE|remainingStarfish/,
      );
      const shifted = { ...attempt, starfish: [...attempt.starfish.slice(1), attempt.starfish[0]] };
      await expectUnknown(
        tool,
        { ...extra, attempt: shifted },
        "contradictory_state",
        /do not give its starfish/,
      );
      const broken = { ...level, edges: { ...level.edges, left: [...level.edges.right] } };
      await expectUnknown(
        tool,
        { ...extra, levelJson: broken },
        "contradictory_state",
        /breaks the board rules/,
      );
    }
  });

  it("Reactor, RPS and Cards: no state, a refused history, a log that does not replay", async () => {
    const reactor = "levels/reactor/01-flow-and-consumers.json";
    for (const tool of ["reactor_view", "reactor_forecast", "reactor_legal_actions"]) {
      await expectUnknown(tool, {}, "missing_state", /no Reactor level/);
      await expectUnknown(
        tool,
        { level: reactor, actions: [{ type: "ActivateReactor" }] },
        "contradictory_state",
        /action 1 .* refused/,
      );
    }
    for (const tool of ["rps_bot_request", "rps_legal_moves"]) {
      await expectUnknown(tool, { rules: "classic" }, "missing_state", /seed/);
      await expectUnknown(
        tool,
        { rules: "classic", seed: "s", moves: [[4, 4, 5, 5]] },
        "contradictory_state",
        /moves\[0\]/,
      );
    }
    const golden = "packages/card-combat/test/fixtures/match-log.golden.json";
    const log = JSON.parse(readFileSync(join(REPO_ROOT, golden), "utf8"));
    for (const tool of ["cards_legal_commands", "cards_match_summary"]) {
      await expectUnknown(tool, {}, "missing_state", /no log/);
      await expectUnknown(tool, { log, logFile: golden }, "contradictory_state", /both log and logFile/);
      await expectUnknown(
        tool,
        { log: { ...log, seed: "another seed" } },
        "contradictory_state",
        /does not replay/,
      );
      await expectUnknown(
        tool,
        { logFile: golden, at: log.commands.length + 1 },
        "contradictory_state",
        /holds only/,
      );
    }
  });
});

describe("rulekit mcp: read-only", () => {
  it("no MCP source file writes: no write helper, no fs write call", () => {
    const dir = join(REPO_ROOT, "apps/cli/src/commands/mcp");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(join(dir, file), "utf8");
      expect(source, file).not.toMatch(
        /write-file|writeFile|appendFile|mkdir|rmSync|unlink|rename|createWriteStream/,
      );
    }
  });
});
