// The cheapest JavaScript bot (the bench's measure of Node's start): reads the request, answers its first legal move.
const fs = require("node:fs");

const request = JSON.parse(fs.readFileSync(0, "utf8").split("\n")[0]);
fs.writeSync(1, `${JSON.stringify({ request_id: request.request_id, move: request.legal_moves[0] })}\n`);
