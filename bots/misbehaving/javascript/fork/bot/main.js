// Expected fault: sandbox_violation (Node bots may run threads, but starting a process is killed by seccomp).
const { execFileSync } = require("node:child_process");

process.stdout.write(execFileSync("/usr/bin/true").toString());
