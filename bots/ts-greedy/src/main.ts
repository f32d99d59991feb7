// Greedy sample bot in TypeScript: the engine's own greedyMove, bundled into bot/main.js (a single
// self-contained file, no node_modules) by `pnpm --filter @rulekit/rps-arena build:ts-bot`.
import { type BotRequest, greedyMove } from "@rulekit/rps-grid";

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => {
  input += chunk;
});
process.stdin.on("end", () => {
  const request = JSON.parse(input.split("\n")[0] ?? "") as BotRequest;
  const response = { request_id: request.request_id, move: greedyMove(request) };
  process.stdout.write(`${JSON.stringify(response)}\n`);
});
