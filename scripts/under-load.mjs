#!/usr/bin/env node
// Runs a command while CPU hogs (busy loops, one per core unless --hogs N) keep the machine busy, and
// exits with the command's status. For proving a test suite does not flake under load:
//   node scripts/under-load.mjs [--hogs 2] -- pnpm --filter @rulekit/studio e2e --repeat-each 10
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const args = process.argv.slice(2);
const separator = args.indexOf("--");
if (separator < 0 || separator === args.length - 1) {
  process.stderr.write("usage: node scripts/under-load.mjs [--hogs N] -- <command> [args…]\n");
  process.exit(2);
}
const hogsAt = args.indexOf("--hogs");
const hogs = hogsAt >= 0 && hogsAt < separator ? Number(args[hogsAt + 1]) : availableParallelism();
if (!Number.isInteger(hogs) || hogs < 0 || hogs > 64) {
  process.stderr.write("--hogs must be a whole number from 0 to 64\n");
  process.exit(2);
}
const busy = Array.from({ length: hogs }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const stopHogs = () => {
  for (const hog of busy) hog.kill("SIGKILL");
};
process.stderr.write(`under-load: ${hogs} CPU hog(s) running\n`);
const [command, ...rest] = args.slice(separator + 1);
const child = spawn(command, rest, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  stopHogs();
  process.stderr.write(`under-load: cannot run ${command}: ${error.message}\n`);
  process.exit(2);
});
child.on("exit", (code, signal) => {
  stopHogs();
  process.exit(code ?? (signal ? 1 : 0));
});
