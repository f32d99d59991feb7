// Generated from bots/ts-greedy/src/main.ts by `pnpm --filter @rulekit/rps-arena build:ts-bot`; do not edit.

// packages/rps-grid/src/greedy.ts
var GREEDY_WEIGHTS = {
  home: 1e5,
  capture: 40,
  shieldedCapture: 5,
  pickup: 15,
};
function greedyScore(request, move) {
  const { rules, state } = request;
  const home = rules.homes[1 - request.player_index];
  const piece = state.board[move.fromRow]?.[move.fromCol];
  const target = state.board[move.toRow]?.[move.toCol];
  let score = 0;
  if (move.toRow === home[0] && move.toCol === home[1]) score += GREEDY_WEIGHTS.home;
  if (target && target.player !== request.player_index) {
    score += target.effect === "shield" ? GREEDY_WEIGHTS.shieldedCapture : GREEDY_WEIGHTS.capture;
  }
  const item = (state.powerUps ?? []).some(([r, c]) => r === move.toRow && c === move.toCol);
  const effectTile = (state.tiles ?? []).some(
    (t) => t.row === move.toRow && t.col === move.toCol && rules.tileTypes?.[t.type]?.effect !== void 0,
  );
  if ((item && piece?.powered !== true) || (effectTile && piece?.effect === void 0)) {
    score += GREEDY_WEIGHTS.pickup;
  }
  score -= Math.abs(move.toRow - home[0]) + Math.abs(move.toCol - home[1]);
  return score;
}
function greedyMove(request) {
  let best;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const move of request.legal_moves) {
    const score = greedyScore(request, move);
    if (score > bestScore) {
      best = move;
      bestScore = score;
    }
  }
  if (!best) throw new RangeError("greedyMove: no legal move");
  return { fromRow: best.fromRow, fromCol: best.fromCol, toRow: best.toRow, toCol: best.toCol };
}

// bots/ts-greedy/src/main.ts
var input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  input += chunk;
});
process.stdin.on("end", () => {
  const request = JSON.parse(input.split("\n")[0] ?? "");
  const response = { request_id: request.request_id, move: greedyMove(request) };
  process.stdout.write(`${JSON.stringify(response)}
`);
});
