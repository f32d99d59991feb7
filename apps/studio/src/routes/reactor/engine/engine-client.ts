import type { EngineCallName, EngineCalls } from "./engine-calls.ts";

export interface EngineRequest {
  id: number;
  name: EngineCallName;
  args: unknown[];
}
export type EngineReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** The engine calls as the pages make them: each one answered later, in the order they were made. */
export type EngineClient = {
  [K in EngineCallName]: (...args: Parameters<EngineCalls[K]>) => Promise<ReturnType<EngineCalls[K]>>;
};

const NAMES = [
  "check",
  "load",
  "save",
  "balanceRanges",
  "checkBalance",
  "playStart",
  "playAct",
  "playRestart",
] as const satisfies readonly EngineCallName[];

type Send = (name: EngineCallName, args: unknown[]) => Promise<unknown>;
const clientOf = (send: Send) =>
  Object.fromEntries(NAMES.map((name) => [name, (...args: unknown[]) => send(name, args)])) as EngineClient;

/** The calls answered on this thread (unit tests, where there are no workers). */
export function engineFrom(calls: EngineCalls): EngineClient {
  return clientOf(async (name, args) => (calls[name] as (...a: unknown[]) => unknown)(...args));
}

/**
 * The calls answered by a Web Worker. A worker that fails (it cannot start, or it crashed) fails every
 * call waiting for it and every later one, with the reason: the page says so instead of hanging.
 */
function workerEngine(): EngineClient & { terminate(): void } {
  const worker = new Worker(new URL("./engine-worker.ts", import.meta.url), { type: "module" });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let broken: Error | null = null;
  worker.onmessage = (event: MessageEvent<EngineReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(new Error(reply.error));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    broken = new Error(`the engine worker failed: ${event.message || "it could not run"}`);
    for (const waiting of pending.values()) waiting.reject(broken);
    pending.clear();
  };
  const send: Send = (name, args) => {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, name, args } satisfies EngineRequest);
    });
  };
  const terminate = () => {
    worker.terminate();
    broken = new Error("the engine worker was stopped");
    for (const waiting of pending.values()) waiting.reject(broken);
    pending.clear();
  };
  return Object.assign(clientOf(send), { terminate });
}

let shared: (EngineClient & { terminate(): void }) | null = null;

/** The Reactor pages' engine worker, started on first use. */
export function engineClient(): EngineClient {
  shared ??= workerEngine();
  return shared;
}

/** Stops the worker (when the Reactor pages close); the next call starts a new one. */
export function stopEngineClient(): void {
  shared?.terminate();
  shared = null;
}
