import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { PreparedBot } from "../../src/bot/prepare-bot.js";
import { FAULT } from "../../src/faults.js";
import type { BotLanguage } from "../../src/submission/manifest.js";
import { expectFault, type FaultBot, PRESTART_LIMITS, writeBot } from "./prestarted-bots.js";
import { prepare } from "./real-bots.js";

// The frame of a prestarted-bot test file (javascript-start.test.ts, python-start.test.ts): where its
// bots are written, the opponent of its fault matches, and the faults every language's bot must get.

/** The bots of one test file: written under a temporary folder, all disposed of after the file. */
export interface PrestartSuite {
  /** Writes a submission (`files` relative to its `bot/`, the first one its entry) and prepares it. */
  write(name: string, files: Record<string, string>): Promise<PreparedBot>;
  /** The opponent of the fault matches (the C++ template), prepared before the file's tests. */
  readonly opponent: PreparedBot;
}

/** Registers the file's beforeAll/afterAll: a temporary folder for `language`'s bots, the opponent. */
export function prestartSuite(language: BotLanguage): PrestartSuite {
  let root: string | undefined;
  let opponent: PreparedBot | undefined;
  const prepared: PreparedBot[] = [];
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `rulekit-${language}-start-`));
    opponent = await prepare("templates/cpp", PRESTART_LIMITS);
  });
  afterAll(() => {
    for (const bot of [opponent, ...prepared]) bot?.dispose();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    async write(name, files) {
      if (!root) throw new Error("prestartSuite: write a bot in a test, not while the file is collected");
      const bot = await writeBot(root, language, name, files);
      prepared.push(bot);
      return bot;
    },
    get opponent() {
      if (!opponent) throw new Error("prestartSuite: the opponent is prepared in beforeAll");
      return opponent;
    },
  };
}

/**
 * The faults a bot of any language can get, by the name of the bot that gets it: each language's
 * test file gives every one of them a body of its own (faultBots), so none is forgotten.
 */
export const COMMON_FAULTS = {
  "exit-1": FAULT.botCrash,
  "infinite-loop": FAULT.cpuTimeout,
  "cpu-hog": FAULT.totalCpuTimeout,
  "sleep-past-wall": FAULT.wallTimeout,
  "output-flood": FAULT.outputLimit,
  "two-json-lines": FAULT.invalidOutput,
  "no-answer": FAULT.invalidOutput,
  "big-userdata": FAULT.userdataLimit,
  "illegal-move": FAULT.illegalMove,
  "syntax-error": FAULT.botError,
} as const;

export type CommonFault = keyof typeof COMMON_FAULTS;

/** A language's fault bots: one for each common fault (`bodies`), then those of its own (`own`). */
export function faultBots(bodies: Record<CommonFault, string>, own: readonly FaultBot[]): FaultBot[] {
  const common = Object.entries(COMMON_FAULTS).map(
    ([name, code]): FaultBot => [name, bodies[name as CommonFault], code],
  );
  return [...common, ...own];
}

/**
 * One test per fault bot (run concurrently): `bot` writes its body as a submission of the language,
 * and a match of it against the suite's opponent must end with exactly its code, the bot's.
 */
export function describeFaultBots(
  label: string,
  suite: PrestartSuite,
  bots: readonly FaultBot[],
  bot: (name: string, body: string) => Promise<PreparedBot>,
): void {
  describe.concurrent(`a prestarted ${label} bot still gets every fault code`, () => {
    for (const [name, body, code, options] of bots) {
      it(`${name} → ${code}`, async () => {
        await expectFault(await bot(`fault-${name}`, body), suite.opponent, code, options);
      });
    }
  });
}
