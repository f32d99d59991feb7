import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

const MiB = 1024 * 1024;

/**
 * How much the server takes on at once. The SDK's stdio transport hands over every request as it
 * arrives and writes every answer at once: a client that sends faster than it reads the answers (a
 * flood of `tools/list`, a host that stopped reading) made the server queue answers without end —
 * 20,000 requests of a few bytes grew it past 400 MB. Here requests wait while `inFlight` are being
 * answered or while `outputBytes` of answers wait to be read; past `queued` waiting messages the
 * server stops reading stdin, so the client waits in its own write and nothing is lost.
 */
export const FLOW_LIMITS = { queued: 256, inFlight: 8, outputBytes: 4 * MiB };

type Extra = Parameters<NonNullable<Transport["onmessage"]>>[1];

const isRequest = (m: JSONRPCMessage): m is JSONRPCMessage & { id: string | number; method: string } =>
  "method" in m && "id" in m && m.id !== undefined;
const isAnswer = (m: JSONRPCMessage): m is JSONRPCMessage & { id: string | number | null } =>
  !("method" in m) && "id" in m && ("result" in m || "error" in m);

/**
 * Puts the server's messages (after `server.connect(transport)`) through a queue: delivered in the
 * order they came, a request counted until its answer is written. `input` is the stdin the
 * transport reads (paused while the queue is full), `output` the stdout it writes.
 */
export function flowControl(
  transport: Transport,
  input: Readable,
  output: Writable,
  limits: typeof FLOW_LIMITS = FLOW_LIMITS,
): void {
  const deliver = transport.onmessage;
  if (!deliver) return;
  const queue: [JSONRPCMessage, Extra][] = [];
  // Requests delivered and not yet answered, by id (an id may be reused once its answer is out).
  const open = new Map<string, number>();
  let inFlight = 0;
  let paused = false;
  let awaitingDrain = false;
  const pump = () => {
    while (queue.length > 0 && inFlight < limits.inFlight) {
      if (output.writableLength >= limits.outputBytes) {
        if (!awaitingDrain) {
          awaitingDrain = true;
          output.once("drain", () => {
            awaitingDrain = false;
            pump();
          });
        }
        break;
      }
      const [message, extra] = queue.shift()!;
      if (isRequest(message)) {
        const key = JSON.stringify(message.id);
        open.set(key, (open.get(key) ?? 0) + 1);
        inFlight++;
      }
      deliver(message, extra);
    }
    if (paused && queue.length <= limits.queued / 2) {
      paused = false;
      input.resume();
    }
  };
  transport.onmessage = (message, extra) => {
    queue.push([message, extra]);
    if (!paused && queue.length >= limits.queued) {
      paused = true;
      input.pause();
    }
    pump();
  };
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    // The answer is in `output` once send has been called (the transport writes at once).
    const sent = send(message, options);
    if (isAnswer(message)) {
      const key = JSON.stringify(message.id);
      const count = open.get(key);
      if (count !== undefined) {
        if (count > 1) open.set(key, count - 1);
        else open.delete(key);
        inFlight--;
        pump();
      }
    }
    return sent;
  };
}

/**
 * The stdout the SDK's stdio transport writes to: it takes every answer at once and never asks the
 * transport to wait. The transport waits for `drain` by adding one listener per answer written while
 * stdout is full — hundreds under a flood (Node's MaxListenersExceededWarning on stderr), and one per
 * waiting answer however small. What may wait in `output` is bounded by `flowControl` instead, by bytes.
 */
export function answerSink(output: Writable): Writable {
  const sink = {
    write(chunk: string | Uint8Array): boolean {
      output.write(chunk);
      return true;
    },
  };
  return sink as unknown as Writable;
}
