// Red-team bot (bots/attacks/README.md): writes a global sysctl of the host kernel from Node.
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

const path = "/proc/sys/kernel/printk_ratelimit";
let value;
try {
  value = Number.parseInt(fs.readFileSync(path, "utf8"), 10);
  fs.writeFileSync(path, String(value + 1));
} catch (error) {
  failed(`${path}: ${error.message}`);
}
escaped(`wrote ${path} ${value} -> ${value + 1}`);
