#!/usr/bin/env node
import { EXIT } from "./io/errors.js";
import { run } from "./program.js";

// `rulekit … | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

run(process.argv).then((code) => {
  process.exitCode = code;
  // Stopped by Ctrl-C and its line is out: end now. The long commands stop their work before they
  // report (worker threads ended, sandboxes closed, bot copies deleted); anything still pending must
  // not keep the process running after its line.
  if (code === EXIT.interrupted) process.exit(code);
});
