// Red-team bot (bots/attacks/README.md): reads host secrets from Node and prints them.
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

const found = [];
const errors = [];
try {
  const text = fs.readFileSync("/var/tmp/rulekit-redteam/canary", "utf8");
  fs.writeSync(2, `canary: ${text}\n`);
  found.push(`canary: ${text}`);
} catch (error) {
  errors.push(error.message);
}
try {
  // Only its size: real password hashes stay out of logs.
  found.push(`/etc/shadow: read ${fs.readFileSync("/etc/shadow").length} bytes`);
} catch (error) {
  errors.push(error.message);
}
for (const path of ["/root", "/work", "/home"]) {
  try {
    found.push(`${path}: ${fs.readdirSync(path).join(" ")}`);
  } catch (error) {
    errors.push(error.message);
  }
}
if (found.length > 0) escaped(found.join("; "));
failed(errors.join("; "));
