import type { SandboxSpec } from "./bwrap-args.js";
import { type RunLimits, type SandboxRun, SandboxSession } from "./session.js";

export type { SandboxRun } from "./session.js";

/** One run in a sandbox of its own (build steps, one-off moves): start, run once, close. */
export async function runSandboxed(
  spec: SandboxSpec,
  stdin: string,
  limits: RunLimits,
  bwrap = "bwrap",
): Promise<SandboxRun> {
  const session = new SandboxSession(spec, bwrap);
  try {
    return await session.run(stdin, limits);
  } finally {
    session.close();
  }
}
