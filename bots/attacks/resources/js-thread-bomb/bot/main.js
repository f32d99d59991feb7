// Red-team bot (bots/attacks/README.md): a thread bomb. Worker threads are allowed in Node's
// profile; the move's CPU limit covers all of them and nothing must be left running.
const { Worker } = require("node:worker_threads");

for (let i = 0; i < 64; i++) {
  try {
    const worker = new Worker("for (;;) {}", { eval: true });
    worker.on("error", () => {});
  } catch {
    break;
  }
}
for (;;) {}
