import { InfrastructureError } from "../faults.js";
import { findPython } from "../toolchain/python.js";
import { runBuildStep } from "./build-step.js";
import { loadsJsonBeforeMove, pythonBoot } from "./python-boot.js";
import { BOT_DIR, type LanguageDriver, MIB, PROCESS_LIMITS } from "./run-plan.js";

/** Compiles every .py file under /bot without running it: a SyntaxError is the bot's `bot_error`. */
const SYNTAX_CHECK = [
  "import os, sys",
  "bad = []",
  `for root, dirs, files in os.walk('${BOT_DIR}'):`,
  "    dirs.sort()",
  "    for name in sorted(files):",
  "        if not name.endswith('.py'): continue",
  "        path = os.path.join(root, name)",
  "        try:",
  "            compile(open(path, 'rb').read(), path, 'exec', dont_inherit=True)",
  "        except SyntaxError as e:",
  "            bad.append('%s:%s: %s' % (path, e.lineno, e.msg))",
  "        except ValueError as e:",
  "            bad.append('%s: %s' % (path, e))",
  "if bad:",
  "    sys.stderr.write('\\n'.join(bad) + '\\n')",
  "    sys.exit(1)",
].join("\n");

export const pythonDriver: LanguageDriver = {
  async prepare(context) {
    const python = findPython();
    const mounts = [...python.mounts, { source: context.snapshotDir, target: BOT_DIR }];
    const check = await runBuildStep({
      what: "python syntax check",
      supervisor: context.supervisor,
      bwrap: context.bwrap,
      mounts,
      cwd: BOT_DIR,
      argv: [python.executable, "-I", "-S", "-B", "-c", SYNTAX_CHECK],
      profile: "strict",
      cpuMs: 20_000,
      wallMs: 30_000,
      limits: {
        addressSpaceBytes: 1024 * MIB,
        fileSizeBytes: MIB,
        maxOpenFiles: 64,
        maxProcesses: PROCESS_LIMITS.strict,
      },
      tmpBytes: MIB,
      outputLimitBytes: 256 * 1024,
    });
    if (check.kind === "infrastructure") throw new InfrastructureError(check.message);
    if (check.kind === "failed") return { ok: false, message: check.message, runtime: python.version };
    const entryDir = `${BOT_DIR}/${context.entry}`.replace(/\/[^/]*$/, "");
    // The interpreter's start-up (~40 ms of CPU, most of a trivial move) happens before the move
    // starts, in the same box and under the same limits: see python-boot.ts and the README.
    const boot = pythonBoot(loadsJsonBeforeMove(context.snapshotDir, context.entry, context.files));
    return {
      ok: true,
      runtime: python.version,
      plan: {
        argv: () => [python.executable, "-I", "-S", "-B", "-c", boot, `${BOT_DIR}/${context.entry}`],
        mounts: python.mounts,
        copies: [{ source: context.snapshotDir, target: BOT_DIR }],
        cwd: entryDir,
        profile: "strict",
        addressSpaceBytes: (limits) => limits.memoryMb * MIB,
        prestart: true,
      },
    };
  },
};
