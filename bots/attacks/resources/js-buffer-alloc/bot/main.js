// Red-team bot (bots/attacks/README.md): native memory beyond the JavaScript heap limit.
const fs = require("node:fs");

const request = JSON.parse(fs.readFileSync(0, "utf8").split("\n")[0]);
const kept = [];
try {
  for (let i = 0; i < 8; i++) kept.push(Buffer.allocUnsafeSlow(256 << 20));
} catch (error) {
  fs.writeSync(2, `contained: stopped at ${kept.length * 256} MiB: ${error.message}\n`);
  process.exit(1);
}
fs.writeSync(2, `ESCAPED: allocated ${kept.length * 256} MiB\n`);
fs.writeSync(
  1,
  `${JSON.stringify({ request_id: request.request_id, move: request.legal_moves[0], userdata: { escaped: "2 GiB of Buffers" } })}\n`,
);
