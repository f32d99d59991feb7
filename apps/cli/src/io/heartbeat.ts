/**
 * A task's own beats are let through once the work has run this long, then at most this often: what
 * is done at once (the shipped content's levels) shows no progress at all.
 */
export const BEAT_INTERVAL_MS = 100;

/**
 * The heartbeat of a worker-thread task (see worker-task.ts): `send` is called once the work has run
 * {@link BEAT_INTERVAL_MS}, then at most that often. A beat with `force` (the start of a new phase of
 * the work) goes out only when one has gone out already, so only on a bar the work's own beats drew.
 */
export function heartbeat<P>(send: (beat: P) => void): (beat: P, force?: boolean) => void {
  let last = performance.now();
  let shown = false;
  return (beat, force = false) => {
    const now = performance.now();
    if (force ? !shown : now - last < BEAT_INTERVAL_MS) return;
    last = now;
    shown = true;
    send(beat);
  };
}
