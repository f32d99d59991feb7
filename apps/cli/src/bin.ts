#!/usr/bin/env node
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
});
