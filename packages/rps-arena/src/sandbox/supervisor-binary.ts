import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { InfrastructureError } from "../faults.js";
import { runHostCommand, whichCommand } from "../util/host-command.js";
import { SUPERVISOR_C } from "./supervisor-source.js";

const built = new Map<string, string>();

/**
 * The compiled supervisor for this machine, built once into `cacheDir` (keyed by the source hash;
 * written under a temporary name and renamed, so concurrent runners never see half a binary).
 * Linked statically when the C library allows it, so the sandbox needs no library for it.
 */
export function ensureSupervisor(cacheDir: string): string {
  const hash = createHash("sha256").update(SUPERVISOR_C).digest("hex").slice(0, 16);
  const path = join(cacheDir, `supervisor-${hash}`);
  const known = built.get(path);
  if (known) return known;
  if (!existsSync(path)) compileSupervisor(cacheDir, path);
  built.set(path, path);
  return path;
}

function compileSupervisor(cacheDir: string, path: string): void {
  const compiler = whichCommand("cc") ?? whichCommand("gcc") ?? whichCommand("g++");
  if (!compiler)
    throw new InfrastructureError("no C compiler (cc, gcc or g++) to build the sandbox supervisor");
  mkdirSync(cacheDir, { recursive: true });
  const stamp = `${process.pid}-${Date.now()}`;
  const source = join(cacheDir, `supervisor-${stamp}.c`);
  const temp = `${path}.${stamp}.tmp`;
  writeFileSync(source, SUPERVISOR_C);
  try {
    const language = compiler.endsWith("g++") ? ["-x", "c"] : [];
    const base = [...language, "-O2", "-o", temp, source];
    let result = runHostCommand(compiler, ["-static", ...base]);
    if (!result.ok) result = runHostCommand(compiler, base);
    if (!result.ok) {
      throw new InfrastructureError(
        `cannot build the sandbox supervisor: ${(result.error ?? result.stderr).trim().slice(0, 500)}`,
      );
    }
    renameSync(temp, path);
  } finally {
    rmSync(source, { force: true });
    rmSync(temp, { force: true });
  }
}
