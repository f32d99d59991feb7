import type { PackProof } from "@rulekit/shell-tide";
import { asPackProof } from "./designer-model.ts";

/**
 * The pack's proof document (`levels/shell-tide/full-rescue-v2/proof.json`, read at build time), for the
 * designer view only: it is 30 kB, and the playable has no use for it.
 */
const PROOF_FILES = import.meta.glob<unknown>(
  "../../../../../../levels/shell-tide/full-rescue-v2/proof.json",
  {
    eager: true,
    import: "default",
  },
);

/** The stored proof, or null when it is missing or not a pack proof (the view shows a notice). */
export function loadPackProof(): PackProof | null {
  return asPackProof(Object.values(PROOF_FILES)[0]);
}
