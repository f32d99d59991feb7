import { inertText } from "@rulekit/core";
import type { Replay } from "@rulekit/rps-grid";
import type { BotFault } from "../faults.js";
import type { MatchRecord } from "../match/match-types.js";

/** Room for a compiler's first errors or a stderr tail, with the text around them. */
export const FAULT_MESSAGE_MAX_CHARS = 4000;

const message = (text: string) => inertText(text, { maxChars: FAULT_MESSAGE_MAX_CHARS, multiline: true });
const inertFault = <T extends { message: string }>(fault: T): T => ({
  ...fault,
  message: message(fault.message),
});

/**
 * A replay with everything a bot controls that it carries made inert (bot names, runtime strings,
 * fault and infrastructure messages: a compiler's output, a stderr tail), so it can be written and
 * shown on a terminal. Inert text is unchanged, so this only alters what would have been unsafe.
 */
export function inertReplay(replay: Replay): Replay {
  const result = replay.result as Replay["result"] & { faults?: BotFault[] };
  const extra = replay as Replay & { infrastructureErrors?: string[] };
  const inertResult = {
    ...result,
    fault: result.fault ? inertFault(result.fault) : null,
    ...(Array.isArray(result.faults) ? { faults: result.faults.map(inertFault) } : {}),
  };
  const bots = replay.bots.map((bot) => ({
    ...bot,
    name: inertText(bot.name, { maxChars: 64 }),
    ...(typeof bot.runtime === "string" ? { runtime: inertText(bot.runtime, { maxChars: 200 }) } : {}),
  })) as unknown as Replay["bots"];
  return {
    ...replay,
    bots,
    result: inertResult,
    ...(Array.isArray(extra.infrastructureErrors)
      ? { infrastructureErrors: extra.infrastructureErrors.map(message) }
      : {}),
  } as Replay;
}

/** A match record whose replay, faults and infrastructure messages are inert (see inertReplay). */
export function inertRecord(record: MatchRecord): MatchRecord {
  return {
    ...record,
    replay: inertReplay(record.replay),
    faults: record.faults.map(inertFault),
    infrastructureErrors: record.infrastructureErrors.map(message),
  };
}
