// Red-team bot (bots/attacks/README.md): a root-only unix socket of the host, from Node.
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

const path = "/var/tmp/rulekit-redteam/host.sock";
const socket = net.connect({ path }, () => {
  socket.write("attack-js-unix-host-socket\n", () => escaped(`connected to ${path}`));
});
socket.on("error", (error) => failed(`${path}: ${error.code}`));
