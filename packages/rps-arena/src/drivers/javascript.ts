import { InfrastructureError } from "../faults.js";
import { findNode } from "../toolchain/node.js";
import { runBuildStep } from "./build-step.js";
import { checkJsStart, JS_START_TARGET, writeJsStart } from "./javascript-start.js";
import { BOT_DIR, type LanguageDriver, MIB, PROCESS_LIMITS } from "./run-plan.js";

/**
 * Node cannot start under a 256 MiB address space (V8 reserves its code range and heap cages up
 * front), so a JavaScript bot gets RLIMIT_AS = memoryMb + this allowance, while its JavaScript heap
 * is capped at memoryMb with --max-old-space-size.
 */
export const NODE_ADDRESS_SPACE_ALLOWANCE_MB = 1024;

export const javascriptDriver: LanguageDriver = {
  async prepare(context) {
    const node = findNode();
    const mounts = [...node.mounts, { source: context.snapshotDir, target: BOT_DIR }];
    const entry = `${BOT_DIR}/${context.entry}`;
    const addressSpaceBytes = (memoryMb: number) => (memoryMb + NODE_ADDRESS_SPACE_ALLOWANCE_MB) * MIB;
    const check = await runBuildStep({
      what: "node --check",
      supervisor: context.supervisor,
      bwrap: context.bwrap,
      mounts,
      cwd: BOT_DIR,
      argv: [node.executable, "--check", entry],
      profile: "threads",
      cpuMs: 20_000,
      wallMs: 30_000,
      limits: {
        addressSpaceBytes: addressSpaceBytes(512),
        fileSizeBytes: MIB,
        maxOpenFiles: 256,
        maxProcesses: PROCESS_LIMITS.threads,
      },
      tmpBytes: MIB,
      outputLimitBytes: 256 * 1024,
    });
    if (check.kind === "infrastructure") throw new InfrastructureError(check.message);
    if (check.kind === "failed") return { ok: false, message: check.message, runtime: node.version };
    // Node's own start-up (~70 ms of CPU, most of a trivial move) happens before the move starts,
    // in the same box and under the same limits: see javascript-start.ts and the README.
    const start = writeJsStart(context.workDir);
    return {
      ok: true,
      runtime: node.version,
      plan: {
        argv: (limits) => {
          checkJsStart(start);
          return [
            node.executable,
            `--max-old-space-size=${limits.memoryMb}`,
            "--require",
            JS_START_TARGET,
            entry,
          ];
        },
        mounts: node.mounts,
        copies: [
          { source: context.snapshotDir, target: BOT_DIR },
          { source: start, target: JS_START_TARGET, file: true },
        ],
        cwd: entry.replace(/\/[^/]*$/, ""),
        profile: "threads",
        addressSpaceBytes: (limits) => addressSpaceBytes(limits.memoryMb),
        prestart: true,
      },
    };
  },
};
