// Red-team bot (bots/attacks/README.md): a shell from Node.
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");

const request = JSON.parse(fs.readFileSync(0, "utf8").split("\n")[0]);
const run = spawnSync("/bin/sh", ["-c", "cat /var/tmp/rulekit-redteam/canary; ls /"], { encoding: "utf8" });
if (run.error) {
  fs.writeSync(2, `contained: ${run.error.message}\n`);
  process.exit(1);
}
fs.writeSync(2, `ESCAPED: a shell ran: ${run.stdout}\n`);
fs.writeSync(
  1,
  `${JSON.stringify({ request_id: request.request_id, move: request.legal_moves[0], userdata: { escaped: "spawned /bin/sh" } })}\n`,
);
