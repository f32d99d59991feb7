import { useEffect, useState } from "react";
import { arenaRequest } from "./api/client.ts";
import { backoffMs } from "./use-arena.ts";

/** How the pages hear about changes: server-sent events, polling (with a growing wait), or not yet. */
export type LiveMode = "connecting" | "live" | "polling";

export interface Live {
  /** Grows whenever something in the competition changed: pages read again when it does. */
  tick: number;
  mode: LiveMode;
  /** While polling: the wait before the next look, in seconds. */
  nextPollSeconds: number | null;
}

const EVENT_TYPES = ["submission", "match", "round", "leaderboard", "competitor"] as const;
/** Changes that come in a burst (a round's matches) are read once. */
const SETTLE_MS = 400;
/** After this many broken event streams the page stays on polling (a proxy that buffers them). */
const MAX_STREAM_FAILURES = 3;

/**
 * Follows a competition live: its server-sent events (/api/competitions/<slug>/events) while they flow;
 * when the stream breaks (the service down, a proxy in the way), polling /progress with a wait that grows
 * while nothing changes or the service does not answer (2 s … 30 s), and back to the stream once the
 * service answers again.
 */
export function useLive(slug: string | null): Live {
  const [live, setLive] = useState<Live>({ tick: 0, mode: "connecting", nextPollSeconds: null });
  useEffect(() => {
    if (!slug) return;
    let stopped = false;
    let stream: EventSource | null = null;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setTimeout> | undefined;
    let streamFailures = 0;
    let quiet = 0;
    let failures = 0;
    let last = "";
    const changed = () => {
      if (settle) return;
      settle = setTimeout(() => {
        settle = undefined;
        if (!stopped) setLive((l) => ({ ...l, tick: l.tick + 1 }));
      }, SETTLE_MS);
    };
    const open = () => {
      if (stopped || typeof EventSource === "undefined") return startPolling();
      setLive((l) => ({ ...l, mode: "connecting", nextPollSeconds: null }));
      stream = new EventSource(`/api/competitions/${encodeURIComponent(slug)}/events`);
      stream.onopen = () => {
        streamFailures = 0;
        setLive((l) => ({ ...l, mode: "live", nextPollSeconds: null }));
        // Whatever happened before the stream was there (between a page's first read and now, or while the
        // stream was away).
        changed();
      };
      for (const type of EVENT_TYPES) stream.addEventListener(type, changed);
      stream.onerror = () => {
        stream?.close();
        stream = null;
        streamFailures++;
        startPolling();
      };
    };
    const startPolling = () => {
      failures = 0;
      quiet = 0;
      schedule(2000);
    };
    const schedule = (ms: number) => {
      if (stopped) return;
      setLive((l) => ({ ...l, mode: "polling", nextPollSeconds: Math.round(ms / 1000) }));
      poll = setTimeout(look, ms);
    };
    const look = async () => {
      try {
        const progress = await arenaRequest(`/api/competitions/${encodeURIComponent(slug)}/progress`);
        if (stopped) return;
        failures = 0;
        const text = JSON.stringify(progress);
        if (text !== last) {
          last = text;
          quiet = 0;
          changed();
        } else quiet++;
        // The service answers: the stream may work again.
        if (streamFailures < MAX_STREAM_FAILURES) return open();
        schedule(Math.min(30_000, 2000 * 2 ** Math.min(quiet, 4)));
      } catch {
        if (stopped) return;
        failures++;
        schedule(Math.max(2000, backoffMs(failures)));
      }
    };
    open();
    return () => {
      stopped = true;
      stream?.close();
      if (settle) clearTimeout(settle);
      if (poll) clearTimeout(poll);
    };
  }, [slug]);
  return live;
}
