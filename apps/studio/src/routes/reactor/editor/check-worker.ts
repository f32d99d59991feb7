import type { Level } from "@rulekit/reactor";
import { type CheckReply, checkLevel } from "./level-check.ts";

/** Validates and forecasts the editor's level off the main thread (see workerRunner). */
const reply = (message: CheckReply) =>
  (globalThis as unknown as { postMessage(m: CheckReply): void }).postMessage(message);

globalThis.addEventListener("message", (event: Event) => {
  try {
    reply({ ok: true, check: checkLevel((event as MessageEvent<Level>).data) });
  } catch (error) {
    reply({ ok: false, error: (error as Error).message });
  }
});
