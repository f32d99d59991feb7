import { useEffect } from "react";

/** Calls `tick` every `delayMs` while `running` (each tick waits for the previous render). */
export function useAutoplay(running: boolean, delayMs: number, tick: () => void): void {
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(tick, delayMs);
    return () => clearTimeout(timer);
  });
}

/** Playback speeds, in moves per second. */
export const SPEEDS = [1, 2, 5, 10, 30] as const;
export const speedDelay = (movesPerSecond: number) => Math.round(1000 / movesPerSecond);
