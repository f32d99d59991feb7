import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { InfrastructureError } from "../faults.js";
import { compileView } from "../toolchain/compile-view.js";
import { CPP_FLAGS, CPP_LINK_FLAGS, findGxx } from "../toolchain/gxx.js";
import { runBuildStep } from "./build-step.js";
import { BOT_DIR, type LanguageDriver, MIB } from "./run-plan.js";

/** Where the compiled program appears inside a move's sandbox. */
export const CPP_EXECUTABLE = "/exe/bot";
/** Where g++ writes the program inside the compile sandbox (its private /tmp; sent back in the reply). */
const COMPILED = "/tmp/bot";
export const CPP_COMPILE_LIMITS = {
  wallMs: 120_000,
  /** Per process (the driver, cc1plus, as, ld each): RLIMIT_AS and RLIMIT_CPU. */
  addressSpaceBytes: 2048 * MIB,
  cpuMs: 120_000,
  processes: 32,
  tmpBytes: 512 * MIB,
  programBytes: 64 * MIB,
  messageBytes: MIB,
} as const;

/**
 * `g++ -O2 -std=c++17 -static -o /tmp/bot ./<every .cpp under bot/>` in a sandbox with no network,
 * only the toolchain read-only (compileView: compiler, binutils, headers with `nlohmann/json.hpp`,
 * the static libraries; never `/usr` whole), /dev holding only /dev/null, the sources read-only
 * and nothing writable but its private /tmp. Static linking means the move sandbox holds
 * the program and the bot's own files and nothing else: no library path ever comes from the bot's
 * binary. A compile error is the bot's `bot_error` with the compiler's message. The program is
 * cached by source hash, compiler version and flags, so a tournament compiles each bot once.
 */
export const cppDriver: LanguageDriver = {
  async prepare(context) {
    const gxx = findGxx();
    const flags = [...CPP_FLAGS, ...CPP_LINK_FLAGS];
    const key = createHash("sha256")
      .update(`${context.sourceHash}\n${gxx.version}\n${flags.join(" ")}\nrulekit-cpp-4`)
      .digest("hex")
      .slice(0, 32);
    const cacheDir = join(context.cacheDir, "cpp", key);
    const cached = join(cacheDir, "bot");
    if (!existsSync(cached)) {
      const wallMs = context.buildWallMs ?? CPP_COMPILE_LIMITS.wallMs;
      // "./" first: a file name never reaches g++ as an option, whatever it starts with.
      const sources = context.files.filter((f) => f.endsWith(".cpp")).map((f) => `./${f}`);
      const build = await runBuildStep({
        what: "g++",
        supervisor: context.supervisor,
        bwrap: context.bwrap,
        mounts: [...compileView(gxx), { source: context.snapshotDir, target: "/src" }],
        cwd: "/src",
        argv: [gxx.executable, ...flags, "-o", COMPILED, ...sources],
        profile: "compile",
        cpuMs: Math.min(CPP_COMPILE_LIMITS.cpuMs, wallMs),
        wallMs,
        limits: {
          addressSpaceBytes: CPP_COMPILE_LIMITS.addressSpaceBytes,
          fileSizeBytes: CPP_COMPILE_LIMITS.tmpBytes,
          maxOpenFiles: 1024,
          maxProcesses: CPP_COMPILE_LIMITS.processes,
        },
        tmpBytes: CPP_COMPILE_LIMITS.tmpBytes,
        outputLimitBytes: CPP_COMPILE_LIMITS.messageBytes,
        collect: { path: COMPILED, maxBytes: CPP_COMPILE_LIMITS.programBytes },
        devices: "null-only",
      });
      if (build.kind === "infrastructure") throw new InfrastructureError(build.message);
      if (build.kind === "failed") return { ok: false, message: build.message, runtime: gxx.version };
      const program = build.run.collected;
      if (program.length === 0) {
        return {
          ok: false,
          message: `g++ wrote no program (or one over ${CPP_COMPILE_LIMITS.programBytes} bytes)`,
          runtime: gxx.version,
        };
      }
      mkdirSync(cacheDir, { recursive: true });
      const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
      try {
        writeFileSync(temp, program, { mode: 0o755 });
        chmodSync(temp, 0o755);
        renameSync(temp, cached);
      } finally {
        rmSync(temp, { force: true });
      }
    }
    return {
      ok: true,
      runtime: gxx.version,
      plan: {
        argv: () => [CPP_EXECUTABLE],
        mounts: [],
        copies: [
          { source: cached, target: CPP_EXECUTABLE, file: true },
          { source: context.snapshotDir, target: BOT_DIR },
        ],
        cwd: `${BOT_DIR}/${context.entry}`.replace(/\/[^/]*$/, ""),
        profile: "strict",
        addressSpaceBytes: (limits) => limits.memoryMb * MIB,
      },
    };
  },
};
