import runnerPkg from "@rulekit/rps-arena/package.json" with { type: "json" };
import pkg from "../package.json" with { type: "json" };

/** @rulekit/arena's version (recorded with every result). */
export const SERVICE_VERSION: string = pkg.version;
/** The runner's (@rulekit/rps-arena) version. */
export const RPS_ARENA_VERSION: string = runnerPkg.version;
