// Red-team bot (bots/attacks/README.md): signals another process from Node.
const fs = require("node:fs");

const request = JSON.parse(fs.readFileSync(0, "utf8").split("\n")[0]);
const turn = request.userdata && typeof request.userdata === "object" ? request.userdata.turn || 0 : 0;
const answer = (userdata) =>
  fs.writeSync(
    1,
    `${JSON.stringify({ request_id: request.request_id, move: request.legal_moves[0], userdata })}\n`,
  );
const escaped = (what) => {
  fs.writeSync(2, `ESCAPED: ${what}\n`);
  answer({ escaped: what, turn: turn + 1 });
  process.exit(0);
};
const failed = (why) => {
  fs.writeSync(2, `contained: ${why}\n`);
  process.exit(1);
};

let target = process.pid === 2 ? 3 : 2;
let signal = 0;
for (const name of fs.readdirSync("/proc")) {
  const pid = Number(name);
  if (!Number.isInteger(pid) || pid === process.pid || pid >= 50 || process.pid >= 50) continue;
  try {
    if (fs.readFileSync(`/proc/${pid}/cmdline`, "latin1").includes(".rk/supervisor")) {
      target = pid;
      signal = "SIGKILL";
    }
  } catch {
    // not readable
  }
}
try {
  process.kill(target, signal);
} catch (error) {
  failed(`kill(${target}): ${error.message}`);
}
escaped(`kill(${target}, ${signal}) allowed`);
