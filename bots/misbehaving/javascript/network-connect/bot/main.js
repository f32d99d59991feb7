// Expected fault: sandbox_violation (opening a network socket is killed by seccomp).
const net = require("node:net");

net.connect(53, "1.1.1.1");
