import { randomInt } from "node:crypto";

/**
 * Who a box's program runs as on the host.
 * - `host-uid` (the runner is root): a uid of its own, chosen at random for each sandbox from a range
 *   no account, no systemd dynamic user and no container uid range uses, so it owns nothing on the
 *   host and no long-lived process shares it. bubblewrap runs without a user namespace; the
 *   supervisor keeps the few capabilities it needs and the program gets none.
 * - `user-namespace` (the runner is not root): bubblewrap maps the runner's uid to 65534 in a user
 *   namespace (the only uid an unprivileged process can map), so the program's host uid is the
 *   runner's. It still sees only what is mounted for it, read-only, and nothing it could signal.
 */
export type BoxIdentity = { kind: "host-uid"; uid: number } | { kind: "user-namespace" };

/** 0x70000000–0x7FFDFFFF: above systemd-nspawn's container ranges, below its "foreign" range. */
export const BOX_UID_RANGE = Object.freeze({ first: 0x7000_0000, count: 0x0ffe_0000 });

/** The uid the program appears as inside a user namespace. */
export const NAMESPACE_UID = 65534;

export function newBoxIdentity(runnerUid: number | undefined = process.getuid?.()): BoxIdentity {
  if (runnerUid !== 0) return { kind: "user-namespace" };
  return { kind: "host-uid", uid: BOX_UID_RANGE.first + randomInt(BOX_UID_RANGE.count) };
}
