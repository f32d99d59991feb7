import { realpathSync } from "node:fs";
import { InfrastructureError } from "../faults.js";
import type { Mount } from "../sandbox/mounts.js";
import { runHostCommand } from "../util/host-command.js";
import { sharedLibraryMounts } from "./shared-libraries.js";

export interface NodeToolchain {
  executable: string;
  version: string;
  mounts: Mount[];
}

let cached: NodeToolchain | null = null;

/** The Node.js that runs JavaScript bots: `$RULEKIT_NODE`, else the Node running the arena. */
export function findNode(): NodeToolchain {
  if (cached) return cached;
  const chosen = process.env.RULEKIT_NODE ?? process.execPath;
  let executable: string;
  try {
    executable = realpathSync(chosen);
  } catch {
    throw new InfrastructureError(`node not found at ${chosen}`);
  }
  const version =
    chosen === process.execPath
      ? process.version
      : runHostCommand(executable, ["--version"]).stdout.trim() || "unknown";
  cached = {
    executable,
    version: `Node ${version}`,
    mounts: [{ source: executable, target: executable }, ...sharedLibraryMounts([executable])],
  };
  return cached;
}
