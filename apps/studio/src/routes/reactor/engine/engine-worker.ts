import { createEngineCalls, type EngineCallName } from "./engine-calls.ts";
import type { EngineReply, EngineRequest } from "./engine-client.ts";

/** Runs the Reactor pages' engine calls off the main thread, one message at a time, in order. */
const calls = createEngineCalls();
const reply = (message: EngineReply) =>
  (globalThis as unknown as { postMessage(m: EngineReply): void }).postMessage(message);

globalThis.addEventListener("message", (event: Event) => {
  const { id, name, args } = (event as MessageEvent<EngineRequest>).data;
  try {
    if (!Object.hasOwn(calls, name)) throw new Error(`no engine call named ${String(name)}`);
    const call = calls[name as EngineCallName] as (...a: unknown[]) => unknown;
    reply({ id, ok: true, value: call(...args) });
  } catch (error) {
    reply({ id, ok: false, error: (error as Error).message });
  }
});
