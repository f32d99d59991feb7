// Red-team bot (bots/attacks/README.md): TCP from Node to a loopback listener of the host.
const fs = require("node:fs");
const net = require("node:net");

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

const ports = [];
try {
  ports.push(Number(fs.readFileSync("/var/tmp/rulekit-redteam/port", "utf8")));
} catch {
  // not visible: scan the range
}
for (let port = 47350; port < 47370; port++) ports.push(port);
let pending = ports.length;
const errors = [];
for (const port of ports) {
  const socket = net.connect({ host: "127.0.0.1", port }, () => {
    socket.write("attack-js-tcp-loopback\n", () => escaped(`connected to 127.0.0.1:${port}`));
  });
  socket.on("error", (error) => {
    errors.push(`${port}: ${error.code}`);
    if (--pending === 0) failed(errors.slice(0, 3).join("; "));
  });
}
