// Red-team bot (bots/attacks/README.md): a valid answer, then a stderr flood.
const fs = require("node:fs");

const request = JSON.parse(fs.readFileSync(0, "utf8").split("\n")[0]);
fs.writeSync(1, `${JSON.stringify({ request_id: request.request_id, move: request.legal_moves[0] })}\n`);
const block = Buffer.alloc(1 << 20, "x");
for (;;) fs.writeSync(2, block);
