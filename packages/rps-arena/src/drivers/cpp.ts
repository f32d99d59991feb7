import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { InfrastructureError } from "../faults.js";
import { CPP_FLAGS, findGxx } from "../toolchain/gxx.js";
import { sharedLibraryMounts } from "../toolchain/shared-libraries.js";
import { runBuildStep } from "./build-step.js";
import { BOT_DIR, type LanguageDriver, MIB } from "./run-plan.js";

/** Where the compiled program appears inside a move's sandbox. */
export const CPP_EXECUTABLE = "/exe/bot";
export const CPP_COMPILE_LIMITS = { wallMs: 120_000, addressSpaceBytes: 4096 * MIB } as const;

/**
 * `g++ -O2 -std=c++17 -o bot <every .cpp under bot/>` in a sandbox with no network, /usr read-only
 * (so `nlohmann/json.hpp` is there) and only the output folder writable. A compile error is the
 * bot's `bot_error` with the compiler's message. The program is cached by source hash and compiler
 * version, so a tournament compiles each bot once.
 */
export const cppDriver: LanguageDriver = {
  async prepare(context) {
    const gxx = findGxx();
    const key = createHash("sha256")
      .update(`${context.sourceHash}\n${gxx.version}\n${CPP_FLAGS.join(" ")}\nrulekit-cpp-1`)
      .digest("hex")
      .slice(0, 32);
    const cached = join(context.cacheDir, "cpp", key, "bot");
    if (!existsSync(cached)) {
      const sources = context.files.filter((f) => f.endsWith(".cpp"));
      const outDir = join(context.workDir, "build");
      mkdirSync(outDir, { recursive: true });
      const build = await runBuildStep({
        what: "g++",
        supervisor: context.supervisor,
        bwrap: context.bwrap,
        mounts: [
          ...gxx.mounts,
          { source: context.snapshotDir, target: "/src" },
          { source: outDir, target: "/out", writable: true },
        ],
        symlinks: gxx.symlinks,
        cwd: "/src",
        argv: [gxx.executable, ...CPP_FLAGS, "-o", "/out/bot", ...sources],
        profile: "compile",
        cpuMs: CPP_COMPILE_LIMITS.wallMs,
        wallMs: CPP_COMPILE_LIMITS.wallMs,
        limits: {
          addressSpaceBytes: CPP_COMPILE_LIMITS.addressSpaceBytes,
          fileSizeBytes: 256 * MIB,
          maxOpenFiles: 1024,
        },
        tmpBytes: 1024 * MIB,
        outputLimitBytes: MIB,
      });
      if (build.kind === "infrastructure") throw new InfrastructureError(build.message);
      if (build.kind === "failed") return { ok: false, message: build.message, runtime: gxx.version };
      const built = join(outDir, "bot");
      if (!existsSync(built)) throw new InfrastructureError("g++ succeeded but wrote no program");
      mkdirSync(join(context.cacheDir, "cpp", key), { recursive: true });
      const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
      copyFileSync(built, temp);
      renameSync(temp, cached);
      rmSync(outDir, { recursive: true, force: true });
    }
    const mounts = [
      { source: cached, target: CPP_EXECUTABLE },
      ...sharedLibraryMounts([cached]),
      { source: context.snapshotDir, target: BOT_DIR },
    ];
    return {
      ok: true,
      runtime: gxx.version,
      plan: {
        argv: () => [CPP_EXECUTABLE],
        mounts,
        cwd: `${BOT_DIR}/${context.entry}`.replace(/\/[^/]*$/, ""),
        profile: "strict",
        addressSpaceBytes: (limits) => limits.memoryMb * MIB,
      },
    };
  },
};
