import pack from "virtual:shell-tide-pack";
import type { Pack } from "./pack-build.ts";

export type { Pack, PackLevel } from "./pack-build.ts";

/**
 * The Full Rescue v2 pack, read from the repository's `levels/` folder and checked by the engine's
 * `parseLevel` when the studio is built (`vite/shell-tide-pack.ts`): a production build with a broken level
 * file fails, and the dev server lists the broken files on the pages. The pack's proof document is the
 * designer view's alone (levels/pack-proof.ts): the playable never loads it.
 */
export function loadPack(): Pack {
  return pack;
}
