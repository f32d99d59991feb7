import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRequest, CLASSIC_V2, type Limits, newGame, type RuleSet } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PreparedBot, prepareBot } from "../src/bot/prepare-bot.js";
import { INFRASTRUCTURE_ERROR } from "../src/faults.js";
import type { MatchRecord } from "../src/match/match-types.js";
import { runMatch } from "../src/match/run-match.js";
import { fullMoveBudget } from "../src/move/move-budget.js";
import { runBotMove } from "../src/move/run-move.js";
import { loadSubmission, type Submission, SubmissionError } from "../src/submission/load-submission.js";
import { type SubmitReport, SubmitUsageError, submitBot } from "../src/submit/submit.js";
import { defaultCacheDir } from "../src/util/cache-dir.js";
import {
  type HostTraps,
  hostProcesses,
  openHostTraps,
  processesNaming,
  sandboxDescendants,
  secretsIn,
} from "./helpers/host-state.js";
import { kernelFeatures } from "./helpers/kernel-features.js";
import { rawControlIn } from "./helpers/raw-control.js";
import { botDir, prepare, REPO_ROOT, TEST_LIMITS } from "./helpers/real-bots.js";
import {
  ATTACKS_DIR,
  type AttackBot,
  assemble,
  type Demanded,
  demandedOn,
  languageOf,
  loadAttackBots,
  SHARED_HELPER,
  SHARED_HELPER_NAME,
  usesSharedHelper,
} from "./helpers/red-team-bots.js";

// The red-team suite (bots/attacks/README.md): every attack bot plays a real match in the real
// sandbox, from both sides, against the Python greedy bot. It must lose with its expected fault code
// (or not load at all when its expectation is `refused`), in one attempt (never
// infrastructure_error), and the host must be untouched afterwards: the canary, the sysctl, the
// listeners, no leftover file or process. Matches are short (8 moves in all: an attack that is not
// stopped plays on, and the game ends soon) and run two at a time.
const ATTACKS = loadAttackBots();
// Probed outside any sandbox before the suite is collected: an attack on a kernel feature demands the
// one contained verdict this kernel can produce (bots/attacks/README.md, "Kernel features").
const FEATURES = kernelFeatures();
const demanded = (attack: AttackBot): Demanded => demandedOn(attack, FEATURES);
// A move's wall limit leaves room for a Python bot's start-up on a machine busy with other suites (seen at
// 1.5 s under a load of 30: an honest first move of a state-carry bot ended as wall_timeout).
const LIMITS: Limits = { ...TEST_LIMITS, totalCpuMs: 3000, moveWallMs: 4000, matchWallMs: 60_000 };
const RULES: RuleSet = { ...CLASSIC_V2, id: "red-team-short", maxMoves: 8 };
const REQUIRED_CLASSES = [
  "host-kernel",
  "host-secrets",
  "namespaces",
  "processes",
  "state-carry",
  "network",
  "resources",
  "results-rigging",
  "build-time",
  "submission",
  "terminal",
  "kernel",
];

/**
 * At most `slots` sandboxed jobs at a time (2 cores in CI); an exclusive job waits for every slot,
 * so nothing else runs (nor checks the host) while it does.
 */
function limiter(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  let exclusiveTurn: Promise<void> = Promise.resolve();
  const run = async <T>(work: () => Promise<T>, exclusive = false): Promise<T> => {
    if (!exclusive) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    }
    // One exclusive job at a time takes all the slots, one by one (others hold at most one each).
    const previous = exclusiveTurn;
    let done = () => {};
    exclusiveTurn = new Promise<void>((resolve) => (done = resolve));
    await previous;
    for (let i = 0; i < slots; i++) await acquire();
    try {
      return await work();
    } finally {
      for (let i = 0; i < slots; i++) release();
      done();
    }
  };
  return run;
}
const slot = limiter(2);
/** Set RULEKIT_RED_TEAM_REPORT to a file to get one JSON line per bot with what it got (for reports). */
const REPORT_FILE = process.env.RULEKIT_RED_TEAM_REPORT;
const writeReport = (line: Record<string, unknown>) => {
  if (REPORT_FILE) appendFileSync(REPORT_FILE, `${JSON.stringify(line)}\n`);
};
/** Every bot snapshot of the run: no process may name one after the last match. */
const allSnapshots: string[] = [];

let traps: HostTraps;
let opponent: PreparedBot;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  // Waits for another run of this suite on the machine to finish with the traps (see openHostTraps).
  traps = await openHostTraps();
  opponent = await prepare("python-greedy", LIMITS);
}, 360_000);

afterAll(async () => {
  opponent?.dispose();
  for (const cleanup of cleanups) cleanup();
  // Every sandbox of every match must be gone (give killed processes a moment to be reaped).
  let left = sandboxDescendants();
  for (let i = 0; i < 20 && left.length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = sandboxDescendants();
  }
  const unreported = traps?.events.filter((e) => !e.reported) ?? [];
  await traps?.close();
  expect(left.map((p) => `${p.pid} uid ${p.uid}: ${p.cmdline.slice(0, 200)}`)).toEqual([]);
  expect(await lingering(allSnapshots, 0)).toEqual([]);
  // A box process orphaned to the host's init, running as a sandbox identity, would have escaped its box.
  const orphans = hostProcesses().filter((p) => p.ppid === 1 && p.uid >= 2 ** 30);
  expect(orphans.map((p) => `${p.pid} uid ${p.uid}: ${p.cmdline.slice(0, 200)}`)).toEqual([]);
  expect(unreported).toEqual([]);
});

describe("the red-team bots", () => {
  it("name only kernel features the suite probes, and the probe found each present or absent", () => {
    for (const attack of ATTACKS.filter((a) => a.kernel)) {
      const probe = FEATURES[attack.kernel!.feature];
      expect(probe, `${attack.id}: ${attack.kernel!.feature}`).toBeDefined();
      expect(probe.evidence.length, attack.id).toBeGreaterThan(0);
      // A kernel-dependent verdict must be narrower than "anything": one code and the fault it shows.
      const absent = attack.kernel!.whenAbsent;
      if (absent) expect(absent.fault.length, attack.id).toBeGreaterThan(0);
    }
    writeReport({ kernel: FEATURES });
  });

  it("are at least 30, in Python, C++ and JavaScript, and cover every class of attack", () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
    const languages = new Set(ATTACKS.map(languageOf));
    expect([...languages].sort()).toEqual(["cpp", "javascript", "python"]);
    expect([...new Set(ATTACKS.map((a) => a.class))].sort()).toEqual([...REQUIRED_CLASSES].sort());
    for (const attack of ATTACKS) {
      expect(attack.id.split("/")[0], attack.id).toBe(attack.class);
      expect(attack.expect.length, attack.id).toBeGreaterThan(0);
      expect(attack.guarantee, attack.id).toMatch(/^\d/);
    }
  });

  it("are each listed in bots/attacks/README.md with their expected verdict", () => {
    const readme = readFileSync(join(ATTACKS_DIR, "README.md"), "utf8");
    for (const attack of ATTACKS) {
      const row = readme.split("\n").find((line) => line.includes(`\`${attack.id}\``));
      expect(row, attack.id).toBeDefined();
      for (const code of attack.expect) expect(row, attack.id).toContain(`\`${code}\``);
      const absent = attack.kernel?.whenAbsent;
      if (absent) expect(row, attack.id).toContain(`\`${absent.expect}\``);
    }
  });

  it("carry no copy of the shared C++ helper: the harness places the one copy into each submission", () => {
    const shared = readFileSync(SHARED_HELPER);
    const users = ATTACKS.filter(usesSharedHelper);
    // Most C++ bots use it; a detection that found none would make the checks below vacuous.
    expect(users.length).toBeGreaterThanOrEqual(30);
    for (const attack of ATTACKS) {
      const files = readdirSync(attack.dir, { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      );
      const copies = files.filter(
        (e) => e.name === SHARED_HELPER_NAME || readFileSync(join(e.parentPath, e.name)).equals(shared),
      );
      expect(
        copies.map((e) => join(e.parentPath, e.name)),
        `${attack.id} carries its own copy`,
      ).toEqual([]);
    }
    for (const attack of users) {
      const assembled = assemble(attack);
      try {
        expect(assembled.dir, attack.id).not.toBe(attack.dir);
        const placed = readFileSync(join(assembled.dir, "bot", SHARED_HELPER_NAME));
        expect(placed.equals(shared), attack.id).toBe(true);
      } finally {
        assembled.cleanup();
      }
    }
  });
});

interface SideOutcome {
  side: 0 | 1;
  /** The attacker's fault code, `infrastructure_error`, or `no fault (…)`. */
  verdict: string;
  attackerMoves: number;
  text: string;
  record: MatchRecord;
}

/** How a match ended, from the attacker's side. */
function outcomeOf(record: MatchRecord, side: 0 | 1): SideOutcome {
  const { result } = record.replay;
  const fault = record.faults.find((f) => f.player === side);
  const verdict =
    record.infrastructureErrors.length > 0 || result.winReason === INFRASTRUCTURE_ERROR
      ? INFRASTRUCTURE_ERROR
      : fault && record.faults.length === 1 && result.winner === 1 - side
        ? fault.code
        : `no fault of the attacker (${result.status}, winner ${result.winner}, ${result.winReason}; faults ${JSON.stringify(record.faults.map((f) => [f.player, f.code]))})`;
  const attackerMoves = record.replay.moves.filter((m) => m.player === side).length;
  const messages = record.faults.map((f) => f.message).join(" | ");
  const infra = record.infrastructureErrors.join(" | ");
  return {
    side,
    verdict,
    attackerMoves,
    record,
    text: `as player ${side}: ${verdict} after ${attackerMoves} moves of its own, ${record.attempts} attempt(s)${messages ? `; fault: ${messages.slice(0, 600)}` : ""}${infra ? `; infrastructure: ${infra.slice(0, 400)}` : ""}`,
  };
}

/** What the attacker says it did at its first move, for the failure message of a bot not stopped. */
async function firstMoveReport(bot: PreparedBot, limits: Limits): Promise<string> {
  const request = buildRequest(newGame(RULES, "red-team-report"), 0, limits);
  try {
    const verdict = await runBotMove(bot, request, limits, fullMoveBudget(limits));
    const shown = verdict.kind === "move" ? { userdata: verdict.userdata } : verdict;
    return JSON.stringify(shown).slice(0, 800);
  } catch (error) {
    return `the runner threw: ${(error as Error).name}: ${(error as Error).message.slice(0, 300)}`;
  }
}

/** Host paths a bot must never learn (in a fault or compiler message). */
function hostPathsIn(text: string): string[] {
  const paths = [REPO_ROOT.replace(/\/$/, ""), defaultCacheDir(), join(tmpdir(), "rulekit-bot-"), "/root/"];
  return paths.filter((path) => text.includes(path));
}

function snapshotPaths(bot: PreparedBot): string[] {
  return (bot.plan?.mounts ?? []).filter((m) => m.target === "/bot").map((m) => m.source);
}

/** Processes naming `paths` still there after `graceMs` (a killed sandbox takes a moment to go). */
async function lingering(paths: readonly string[], graceMs = 3000): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const left = processesNaming(paths);
    if (left.length === 0 || Date.now() - started > graceMs)
      return left.map((p) => `${p.pid} (parent ${p.ppid}, uid ${p.uid}): ${p.cmdline.slice(0, 160)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

// Slow ones first: they overlap the rest of the suite.
const ORDERED = [...ATTACKS.filter((a) => a.slow), ...ATTACKS.filter((a) => !a.slow)];

describe.concurrent("each attack bot loses with its expected fault and leaves the host untouched", () => {
  for (const attack of ORDERED) {
    const demand = demanded(attack);
    it(
      `${attack.id} → ${demand.expect.join(" | ")}${demand.note ? ` (${demand.note})` : ""}`,
      async () => {
        await playAttack(attack);
      },
      attack.slow ? 300_000 : 120_000,
    );
  }
});

async function playAttack(attack: AttackBot): Promise<void> {
  const demand = demanded(attack);
  const name = `attack-${attack.id.split("/")[1]}`;
  const limits: Limits = { ...LIMITS, ...attack.limits };
  const assembled = assemble(attack, { victim: traps.victim.dir, victimCommit: traps.victim.commit });
  cleanups.push(assembled.cleanup);
  if (attack.via === "submit") {
    await submitAttack(attack, assembled.dir, name, limits);
    return;
  }

  let submission: Submission | null = null;
  let refusal: string | null = null;
  try {
    submission = loadSubmission(assembled.dir);
  } catch (error) {
    if (!(error instanceof SubmissionError)) throw error;
    refusal = error.message;
  }
  if (refusal !== null) {
    writeReport({ id: attack.id, expect: demand.expect, refused: refusal.slice(0, 300) });
    expect(demand.expect, `refused (${refusal.slice(0, 300)}), expected ${demand.expect}`).toContain(
      "refused",
    );
    expect(secretsIn(traps, refusal), refusal).toEqual([]);
    expect(rawControlIn(refusal), `the refusal message is not inert: ${JSON.stringify(refusal)}`).toBeNull();
    expect(await slot(async () => traps.problems(name))).toEqual([]);
    return;
  }

  let bot: PreparedBot;
  try {
    bot = await (attack.slow
      ? prepareBot(submission!, { limits })
      : slot(() => prepareBot(submission!, { limits })));
  } catch (error) {
    expect.fail(
      `${attack.id}: preparing it failed (${(error as Error).name}: ${(error as Error).message.slice(0, 400)}), expected ${demand.expect.join(" | ")}`,
    );
  }
  allSnapshots.push(...snapshotPaths(bot));
  try {
    const outcomes: SideOutcome[] = [];
    const hostProblems: string[] = [];
    const leftovers: string[] = [];
    const rerun: string[] = [];
    for (const side of [0, 1] as const) {
      // The host is checked before the slot is given up: no other match can have touched it meanwhile.
      const play = (exclusive: boolean) =>
        slot(async () => {
          const record = await runMatch({
            bots: side === 0 ? [bot, opponent] : [opponent, bot],
            rules: RULES,
            seed: `red-team-${hashOf(attack.id)}`,
            limits,
          });
          leftovers.push(...(await lingering(snapshotPaths(bot))));
          hostProblems.push(...traps.problems(name));
          return outcomeOf(record, side);
        }, exclusive);
      let outcome = await play(attack.exclusive ?? false);
      // A machine starved by other suites can hold a move past its wall limit before the bot runs a
      // line (seen at load ≈ 10: a bot that fails in 22 ms ended as wall_timeout). An attack that is
      // not about time is played once more, alone; a sandbox that really hangs on it times out again.
      if (outcome.verdict === "wall_timeout" && !demand.expect.includes("wall_timeout")) {
        rerun.push(`side ${side} timed out (${outcome.text}), played again alone`);
        outcome = await play(true);
      }
      outcomes.push(outcome);
    }
    const stopped = outcomes.every(
      (o) => demand.expect.includes(o.verdict) && o.attackerMoves <= (attack.maxMoves ?? attack.moves ?? 0),
    );
    const firstMove =
      !stopped && bot.buildError === null
        ? `; its first move says: ${await slot(async () => {
            const said = await firstMoveReport(bot, limits);
            hostProblems.push(...traps.problems(name));
            return said;
          }, attack.exclusive)}`
        : "";
    writeReport({
      id: attack.id,
      expect: demand.expect,
      sides: outcomes.map((o) => ({
        verdict: o.verdict,
        moves: o.attackerMoves,
        attempts: o.record.attempts,
      })),
      faults: outcomes.map((o) => o.record.faults.map((f) => f.message.slice(0, 300))),
      said: firstMove,
      host: hostProblems,
      rerun,
    });
    const summary = `${attack.id}${demand.expect.includes("refused") ? " was not refused, and" : ""} ${outcomes.map((o) => o.text).join(" || ")}${firstMove}${rerun.map((r) => `; ${r}`).join("")}`;

    for (const o of outcomes) {
      expect(demand.expect, summary).toContain(o.verdict);
      if (demand.fault) {
        const fault = o.record.faults.find((f) => f.player === o.side);
        expect(fault?.message ?? "", summary).toMatch(demand.fault);
      }
      expect(o.record.attempts, summary).toBe(1);
      if (attack.moves !== undefined) expect(o.attackerMoves, summary).toBe(attack.moves);
      else expect(o.attackerMoves, summary).toBeLessThanOrEqual(attack.maxMoves ?? 0);
    }
    expect(hostProblems, summary).toEqual([]);
    expect(leftovers, `sandbox processes left after the match: ${summary}`).toEqual([]);
    const produced = [...outcomes.map((o) => JSON.stringify(o.record)), bot.buildError ?? "", firstMove].join(
      "\n",
    );
    expect(secretsIn(traps, produced), summary).toEqual([]);
    const messages = [
      bot.buildError ?? "",
      ...outcomes.flatMap((o) => o.record.faults.map((f) => f.message)),
    ];
    const names = outcomes.flatMap((o) => o.record.replay.bots.map((b) => b.name));
    if (attack.inertText) {
      for (const text of [...messages, ...names])
        expect(rawControlIn(text), `not inert: ${JSON.stringify(text.slice(0, 300))}`).toBeNull();
    }
    if (attack.noHostPaths) {
      for (const text of messages) expect(hostPathsIn(text), text.slice(0, 600)).toEqual([]);
    }
  } finally {
    const snapshots = snapshotPaths(bot);
    bot.dispose();
    expect(await lingering(snapshots), `sandbox processes left after ${attack.id}`).toEqual([]);
  }
}

/**
 * An attack through `rulekit rps submit <folder>` (submitBot): the folder must be refused, with an
 * inert reason that holds no secret, and nothing may be stored (no snapshot, no report, no check
 * game): the private repository's bot is never fetched, stored or played.
 */
async function submitAttack(attack: AttackBot, folder: string, name: string, limits: Limits): Promise<void> {
  const demand = demanded(attack);
  const work = mkdtempSync(join(tmpdir(), "rulekit-redteam-submit-"));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const into = join(work, "stored");
  let verdict: string;
  let report: SubmitReport | null = null;
  let said = "";
  try {
    report = await slot(() =>
      submitBot({
        source: folder,
        into,
        reference: loadSubmission(botDir("python-greedy")),
        seed: `red-team-${hashOf(attack.id)}`,
        limits,
        fetchTimeoutMs: 60_000,
      }),
    );
    verdict = report.status;
    said = JSON.stringify(report).slice(0, 1500);
  } catch (error) {
    const err = error as Error;
    verdict = error instanceof SubmitUsageError ? "usage error" : `the runner threw ${err.name}`;
    said = err.message.slice(0, 600);
  }
  const stored = existsSync(into) ? readdirSync(into, { recursive: true }).map(String) : [];
  const storedText = stored
    .map((file) => join(into, file))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true)
    .map((path) => readFileSync(path, "latin1"))
    .join("\n");
  writeReport({ id: attack.id, expect: demand.expect, submit: verdict, said, stored: stored.slice(0, 20) });
  const summary = `${attack.id}: rps submit gave ${verdict}: ${said}; stored: ${JSON.stringify(stored.slice(0, 10))}`;
  expect(demand.expect, summary).toContain(verdict);
  expect(stored, summary).toEqual([]);
  expect(report?.checks ?? [], summary).toEqual([]);
  expect(secretsIn(traps, `${said}\n${storedText}`), summary).toEqual([]);
  expect(rawControlIn(report?.reason ?? ""), summary).toBeNull();
  expect(await slot(async () => traps.problems(name))).toEqual([]);
}
