import { existsSync, realpathSync } from "node:fs";
import { InfrastructureError } from "../faults.js";
import { runHostCommand, whichCommand } from "../util/host-command.js";

export interface GxxToolchain {
  executable: string;
  /** e.g. "g++ 12.2.0". */
  version: string;
}

/** The compiler flags of the protocol; bots cannot add any. */
export const CPP_FLAGS = ["-O2", "-std=c++17"] as const;
/** The arena's link flags: a static program needs no library in its sandbox. */
export const CPP_LINK_FLAGS = ["-static"] as const;
export const NLOHMANN_JSON_HEADER = "/usr/include/nlohmann/json.hpp";

let cached: GxxToolchain | null = null;

/**
 * g++ (`$RULEKIT_GXX` or `g++` on PATH), which must live under /usr. What the compile sandbox sees
 * of the host is compileView's (the toolchain only), found when a bot is first compiled.
 */
export function findGxx(): GxxToolchain {
  if (cached) return cached;
  const chosen = process.env.RULEKIT_GXX ?? whichCommand("g++");
  if (!chosen) throw new InfrastructureError("g++ not found (install Debian's g++ and nlohmann-json3-dev)");
  const executable = realpathSync(chosen);
  if (!executable.startsWith("/usr/")) {
    throw new InfrastructureError(`g++ must be installed under /usr (found ${executable})`);
  }
  if (!existsSync(NLOHMANN_JSON_HEADER)) {
    throw new InfrastructureError(`${NLOHMANN_JSON_HEADER} is missing (install nlohmann-json3-dev)`);
  }
  const version = runHostCommand(executable, ["-dumpfullversion"]).stdout.trim();
  cached = { executable, version: `g++ ${version || "unknown"}` };
  return cached;
}
