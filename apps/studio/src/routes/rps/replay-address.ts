import { useEffect, useRef } from "react";
import type { JsonFileResult } from "../../lib/files.ts";
import { setSearchParams } from "../../lib/router.tsx";

/**
 * What the replay viewer's address says: a replay served by this site (`?src=/api/matches/12/replay`, the
 * arena's replay URL), or a shipped sample (`?sample=<name>`), and the move shown (`?move=N`), so a link
 * opens a replay at a move.
 */
export interface ReplayAddress {
  src: string | null;
  sample: string | null;
  move: number;
}

/** Reads the address's query (`?src=…&move=…`). An unusable `src` (another site) is dropped. */
export function readReplayAddress(search: string): ReplayAddress {
  const params = new URLSearchParams(search);
  const src = params.get("src");
  const move = Number(params.get("move"));
  return {
    src: src !== null && isSameSitePath(src) ? src : null,
    sample: params.get("sample"),
    move: Number.isSafeInteger(move) && move > 0 ? move : 0,
  };
}

/**
 * Only paths of this site are fetched (`/api/matches/12/replay`): never another origin, a protocol-relative
 * `//host`, a backslash form browsers read as one, or a `javascript:`/`data:` URL.
 */
export function isSameSitePath(src: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(src) && src.length <= 2000;
}

/** Fetches a replay from this site; a failure is a message naming what went wrong, as for a file. */
export async function fetchReplay(src: string): Promise<JsonFileResult> {
  const name = src.split("?")[0]!;
  let response: Response;
  try {
    response = await fetch(src, { headers: { accept: "application/json" } });
  } catch {
    return { ok: false, name, error: `${name}: the server does not answer` };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, name, error: `${name}: not a replay (the answer is not JSON)` };
  }
  if (!response.ok) {
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
    return {
      ok: false,
      name,
      error: `${name}: ${typeof message === "string" ? message : `HTTP ${response.status}`}`,
    };
  }
  return { ok: true, name, data };
}

/**
 * Keeps the address in step with the viewer: opens what the address names when the page is opened (the
 * replay at `src`, else the sample, else `fallback`), goes to its move, and from then on writes the move
 * shown (`move`, replaced in place, so Back leaves the viewer) and which sample is open.
 */
export function useReplayAddress(options: {
  ply: number;
  setPly: (ply: number) => void;
  load: (result: JsonFileResult) => void;
  openSample: (name: string) => Promise<void>;
  /** Opens a game the address carries itself (the Play page's link); true when it did. */
  openGame?: () => boolean;
  fallbackSample: string | null;
}): void {
  const ready = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    const address = readReplayAddress(window.location.search);
    let gone = false;
    void (async () => {
      if (options.openGame?.()) {
        // the game is in the address
      } else if (address.src) options.load(await fetchReplay(address.src));
      else if (address.sample || options.fallbackSample)
        await options.openSample(address.sample ?? options.fallbackSample!);
      if (gone) return;
      if (address.move > 0) options.setPly(address.move);
      ready.current = true;
    })();
    return () => {
      gone = true;
    };
  }, []);
  useEffect(() => {
    if (!ready.current) return;
    const params = new URLSearchParams(window.location.search);
    if (options.ply > 0) params.set("move", String(options.ply));
    else params.delete("move");
    setSearchParams(params);
  }, [options.ply]);
}

/** The address names this sample (and no served replay); the move is reset. */
export function showSampleInAddress(name: string): void {
  setSearchParams({ sample: name });
}

/** A replay from a file cannot be linked to: the address forgets the sample and the served replay. */
export function clearReplayAddress(): void {
  setSearchParams({});
}
