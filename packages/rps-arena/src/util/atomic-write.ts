/**
 * The one atomic write every Rulekit front end uses (temp file in the same folder, fsync, rename;
 * devices, FIFOs, directories and symlinks to them refused): kept as this module so the arena's
 * imports and its public `writeFileAtomic` export stay where they were.
 */
export { writeFileAtomic } from "@rulekit/core/node";
