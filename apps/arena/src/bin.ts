#!/usr/bin/env node
import { runServeCli } from "./serve-cli.js";

runServeCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
