// Red-team bot (bots/attacks/README.md): an uncaught error whose message carries terminal escapes.
const fs = require("node:fs");

fs.readFileSync(0, "utf8");
throw new Error("\u001b[2J\u001b[H\u001b]0;rk-attack title\u0007\r\u001b[1A\u001b[2Kjs wins\u009b31m\u0000");
