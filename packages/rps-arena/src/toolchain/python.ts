import { existsSync, readdirSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { InfrastructureError } from "../faults.js";
import type { Mount } from "../sandbox/mounts.js";
import { runHostCommand, whichCommand } from "../util/host-command.js";
import { sharedLibraryMounts } from "./shared-libraries.js";

export interface PythonToolchain {
  /** Real path of the interpreter (called by that path inside the sandbox too). */
  executable: string;
  /** e.g. "Python 3.11.2". */
  version: string;
  /** The interpreter, its standard library and the shared libraries they load, read-only. */
  mounts: Mount[];
}

let cached: PythonToolchain | null = null;

/**
 * The Python the bots run with: `$RULEKIT_PYTHON`, else Debian's `/usr/bin/python3.11` (the
 * protocol's Python 3.11), else `python3` on PATH.
 */
export function findPython(): PythonToolchain {
  if (cached) return cached;
  const candidates = [process.env.RULEKIT_PYTHON, "/usr/bin/python3.11", whichCommand("python3")];
  const chosen = candidates.find((c): c is string => Boolean(c && existsSync(c)));
  if (!chosen) throw new InfrastructureError("python3 not found (install Debian's python3)");
  const executable = realpathSync(chosen);
  const probe = runHostCommand(executable, [
    "-I",
    "-S",
    "-c",
    "import json, sys, sysconfig; print(json.dumps({'version': sys.version.split()[0], 'paths': sorted({sysconfig.get_path('stdlib'), sysconfig.get_path('platstdlib')})}))",
  ]);
  if (!probe.ok) throw new InfrastructureError(`cannot query ${executable}: ${probe.error ?? probe.stderr}`);
  const info = JSON.parse(probe.stdout) as { version: string; paths: string[] };
  const stdlib = info.paths.filter((p) => existsSync(p)).map((p) => realpathSync(p));
  const extensions = stdlib.flatMap((dir) => listSharedObjects(join(dir, "lib-dynload")));
  cached = {
    executable,
    version: `Python ${info.version}`,
    mounts: [
      { source: executable, target: executable },
      ...stdlib.map((dir) => ({ source: dir, target: dir })),
      ...sharedLibraryMounts([executable, ...extensions]),
    ],
  };
  return cached;
}

function listSharedObjects(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".so"))
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}
