import { type Level, proveLevel } from "@rulekit/shell-tide";

/**
 * Runs `proveLevel` off the main thread: the balance proof of a 12-node board explores millions of states
 * and takes seconds, which would freeze the page.
 */
export type ProveReply = { ok: true; proof: ReturnType<typeof proveLevel> } | { ok: false; error: string };

const reply = (message: ProveReply) =>
  (globalThis as unknown as { postMessage(m: ProveReply): void }).postMessage(message);

globalThis.addEventListener("message", (event: Event) => {
  const level = (event as MessageEvent<Level>).data;
  try {
    reply({ ok: true, proof: proveLevel(level) });
  } catch (error) {
    reply({ ok: false, error: (error as Error).message });
  }
});
