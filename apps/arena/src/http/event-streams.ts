import type { ServerResponse } from "node:http";
import { ArenaError } from "../errors.js";
import { clientKey } from "./client-address.js";

/**
 * Live event streams open at once: in all, and from one address. Each holds a connection, a
 * listener and a timer for as long as the client likes; beyond these a stream is refused (503 /
 * 429) and a page polls `/progress` instead.
 */
export const EVENT_STREAM_LIMITS = { total: 1000, perAddress: 32 } as const;

/**
 * The event streams this API has open: counted against EVENT_STREAM_LIMITS, and ended when the
 * server closes — an open stream never ends by itself, so a server waiting for it (a page left
 * open, or a client that never hangs up) would never finish closing.
 */
export class EventStreams {
  private readonly open = new Map<ServerResponse, () => void>();
  private readonly byAddress = new Map<string, number>();

  /**
   * Whether a stream from `address` (the request's client address) may open now: throws 429 (that
   * client: an IPv4 address, or an IPv6 /64, see `clientKey`) or 503 (all) when not.
   */
  admit(address: string): void {
    const fromAddress = this.byAddress.get(clientKey(address)) ?? 0;
    if (fromAddress >= EVENT_STREAM_LIMITS.perAddress) {
      throw new ArenaError(
        429,
        "too_many_streams",
        `at most ${EVENT_STREAM_LIMITS.perAddress} event streams may be open from one address (close one, or poll /progress)`,
      );
    }
    if (this.open.size >= EVENT_STREAM_LIMITS.total) {
      throw new ArenaError(
        503,
        "too_many_streams",
        "the service has as many event streams open as it takes; poll /progress instead",
      );
    }
  }

  /** Counts an admitted stream until its response closes; `cleanUp` then runs once. */
  hold(address: string, res: ServerResponse, cleanUp: () => void): void {
    const key = clientKey(address);
    this.byAddress.set(key, (this.byAddress.get(key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.open.delete(res);
      const left = (this.byAddress.get(key) ?? 1) - 1;
      if (left > 0) this.byAddress.set(key, left);
      else this.byAddress.delete(key);
      cleanUp();
    };
    this.open.set(res, release);
    res.on("close", release);
  }

  /** Ends every open stream (the server is closing). */
  endAll(): void {
    for (const [res, release] of [...this.open]) {
      release();
      res.end();
    }
  }
}
