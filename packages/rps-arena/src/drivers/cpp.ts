import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { InfrastructureError } from "../faults.js";
import { CPP_FLAGS, findGxx } from "../toolchain/gxx.js";
import { libraryMounts, parseLddOutput } from "../toolchain/shared-libraries.js";
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
      .update(`${context.sourceHash}\n${gxx.version}\n${CPP_FLAGS.join(" ")}\nrulekit-cpp-2`)
      .digest("hex")
      .slice(0, 32);
    const cacheDir = join(context.cacheDir, "cpp", key);
    const cached = join(cacheDir, "bot");
    const librariesFile = join(cacheDir, "libraries.txt");
    if (!existsSync(cached) || !existsSync(librariesFile)) {
      const sources = context.files.filter((f) => f.endsWith(".cpp"));
      const outDir = join(context.workDir, "build");
      mkdirSync(outDir, { recursive: true });
      const step = (what: string, argv: string[]) =>
        runBuildStep({
          what,
          supervisor: context.supervisor,
          bwrap: context.bwrap,
          mounts: [
            ...gxx.mounts,
            { source: context.snapshotDir, target: "/src" },
            { source: outDir, target: "/out", writable: true },
          ],
          symlinks: gxx.symlinks,
          cwd: "/src",
          argv,
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
      const build = await step("g++", [gxx.executable, ...CPP_FLAGS, "-o", "/out/bot", ...sources]);
      if (build.kind === "infrastructure") throw new InfrastructureError(build.message);
      if (build.kind === "failed") return { ok: false, message: build.message, runtime: gxx.version };
      const built = join(outDir, "bot");
      if (!existsSync(built)) throw new InfrastructureError("g++ succeeded but wrote no program");
      // The untrusted program's libraries are listed inside the sandbox, never by running ldd on the host.
      const listed = await step("ldd", ["/usr/bin/ldd", "/out/bot"]);
      if (listed.kind !== "ok")
        throw new InfrastructureError(`cannot list the program's libraries: ${listed.message}`);
      mkdirSync(cacheDir, { recursive: true });
      const stamp = `${process.pid}.${Date.now()}.tmp`;
      writeFileSync(
        `${librariesFile}.${stamp}`,
        parseLddOutput(listed.run.stdout.toString("utf8")).join("\n"),
      );
      renameSync(`${librariesFile}.${stamp}`, librariesFile);
      copyFileSync(built, `${cached}.${stamp}`);
      chmodSync(`${cached}.${stamp}`, 0o755);
      renameSync(`${cached}.${stamp}`, cached);
      rmSync(outDir, { recursive: true, force: true });
    }
    const libraries = readFileSync(librariesFile, "utf8").split("\n").filter(Boolean);
    const mounts = [
      { source: cached, target: CPP_EXECUTABLE },
      ...libraryMounts(libraries),
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
