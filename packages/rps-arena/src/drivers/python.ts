import { InfrastructureError } from "../faults.js";
import { findPython } from "../toolchain/python.js";
import { runBuildStep } from "./build-step.js";
import { BOT_DIR, type LanguageDriver, MIB, PROCESS_LIMITS } from "./run-plan.js";

/**
 * Started as `python3 -I -S -B -c BOOT /bot/<entry>`: isolated mode ignores PYTHON* variables and
 * the user's site-packages; BOOT puts the entry's folder and /bot on sys.path (what `-I` removes)
 * and runs the entry as `__main__`.
 */
const BOOT = [
  "import sys",
  "e = sys.argv[1]",
  "d = e.rsplit('/', 1)[0]",
  `sys.path[:0] = [d] if d == '${BOT_DIR}' else [d, '${BOT_DIR}']`,
  "sys.argv = sys.argv[1:]",
  "g = {'__name__': '__main__', '__file__': e, '__builtins__': __builtins__}",
  "exec(compile(open(e, 'rb').read(), e, 'exec'), g)",
].join("\n");

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
    return {
      ok: true,
      runtime: python.version,
      plan: {
        argv: () => [python.executable, "-I", "-S", "-B", "-c", BOOT, `${BOT_DIR}/${context.entry}`],
        mounts: python.mounts,
        copies: [{ source: context.snapshotDir, target: BOT_DIR }],
        cwd: entryDir,
        profile: "strict",
        addressSpaceBytes: (limits) => limits.memoryMb * MIB,
      },
    };
  },
};
