// Red-team bot (bots/attacks/README.md): carries state between moves in files, from Node.
const crypto = require("node:crypto");
const fs = require("node:fs");

const request = JSON.parse(fs.readFileSync(0, "utf8").split("\n")[0]);
const userdata = request.userdata && typeof request.userdata === "object" ? request.userdata : {};
const turn = userdata.turn || 0;
const answer = (data) =>
  fs.writeSync(
    1,
    `${JSON.stringify({ request_id: request.request_id, move: request.legal_moves[0], userdata: data })}\n`,
  );
const escaped = (what) => {
  fs.writeSync(2, `ESCAPED: ${what}\n`);
  answer({ ...userdata, escaped: what, turn: turn + 1 }); // keeps the token's hash: it plays on
  process.exit(0);
};
const failed = (why) => {
  fs.writeSync(2, `contained: ${why}\n`);
  process.exit(1);
};
const digest = (token) => crypto.createHash("sha256").update(token).digest("hex");
const places = [
  "/tmp/rk-attack-js-token",
  "/dev/shm/rk-attack-js-token",
  `${process.env.HOME}/.rk-attack-js`,
];

if (turn === 0) {
  const token = crypto.randomBytes(16).toString("hex");
  const stored = [];
  for (const path of places) {
    try {
      fs.writeFileSync(path, token);
      stored.push(path);
    } catch {
      // try the next place
    }
  }
  if (stored.length === 0) failed("could not store the token anywhere");
  answer({ turn: 1, hash: digest(token), where: stored });
  process.exit(0);
}
for (const path of places) {
  try {
    const token = fs.readFileSync(path, "utf8");
    if (digest(token) === userdata.hash) escaped(`carried a token from move 1 through ${path}`);
  } catch {
    // not there
  }
}
failed(`nothing carried over; /tmp holds ${JSON.stringify(fs.readdirSync("/tmp"))}`);
