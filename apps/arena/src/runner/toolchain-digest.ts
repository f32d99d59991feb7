import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync } from "node:fs";

let cached: Record<string, string> | null = null;

/**
 * sha256 of the toolchain files this machine's runner uses (Python 3.11, g++ and its cc1plus, the
 * Node that runs JavaScript bots), as the seed pins images by digest: two results with the same
 * digests were played with the same interpreter and compiler bytes. Computed once per process.
 */
export function toolchainDigests(): Record<string, string> {
  if (cached) return cached;
  const files: Record<string, string | null> = {
    python: firstExisting([process.env.RULEKIT_PYTHON, "/usr/bin/python3.11", "/usr/bin/python3"]),
    "g++": firstExisting(["/usr/bin/g++"]),
    cc1plus: gxxPart("cc1plus"),
    node: process.execPath,
  };
  const digests: Record<string, string> = {};
  for (const [name, path] of Object.entries(files)) {
    if (!path) continue;
    try {
      digests[name] = `sha256:${createHash("sha256")
        .update(readFileSync(realpathSync(path)))
        .digest("hex")}`;
    } catch {
      // Not readable here: that tool's digest is simply not recorded.
    }
  }
  cached = digests;
  return digests;
}

function firstExisting(paths: (string | undefined)[]): string | null {
  return paths.find((p): p is string => Boolean(p && existsSync(p))) ?? null;
}

function gxxPart(name: string): string | null {
  const run = spawnSync("g++", [`-print-prog-name=${name}`], { encoding: "utf8", timeout: 10_000 });
  const path = run.status === 0 ? run.stdout.trim() : "";
  return path && existsSync(path) ? path : null;
}
