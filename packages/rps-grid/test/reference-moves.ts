import type { Piece, ProtocolMove, ProtocolState, RuleSet } from "../src/index.ts";

/**
 * A deliberately naive, independent reading of spec §1–§2 over the protocol JSON (no tables, no
 * packed cells): the oracle the engine's fast move generator is compared with.
 */
export function referenceMoves(rules: RuleSet, state: ProtocolState): ProtocolMove[] {
  const rows = state.board.length;
  const cols = state.board[0]?.length ?? 0;
  const blocked = new Set<string>();
  for (const [r, c] of [...(rules.blockedCells ?? []), ...(rules.voidCells ?? [])]) blocked.add(`${r},${c}`);
  for (const t of rules.tiles ?? [])
    if (rules.tileTypes?.[t.type]?.passable === false) blocked.add(`${t.row},${t.col}`);
  const inside = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols;
  const enterable = (r: number, c: number) => inside(r, c) && !blocked.has(`${r},${c}`);
  const pieceAt = (r: number, c: number): Piece | null => state.board[r]?.[c] ?? null;
  const canCapture = (m: Piece, t: Piece) =>
    t.player !== m.player &&
    (rules.beats[m.type] === t.type || (m.powered === true && m.type === t.type) || m.effect === "wildcard");

  const out: ProtocolMove[] = [];
  const me = state.currentTurn;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const piece = pieceAt(r, c);
      if (!piece || piece.player !== me) continue;
      const add = (tr: number, tc: number) => out.push({ fromRow: r, fromCol: c, toRow: tr, toCol: tc });
      const movement = rules.movementByType?.[piece.type] ?? { kind: "custom", directions: rules.directions };
      const walk = (dr: number, dc: number, limit: number, quiet = true, capture = true) => {
        let cr = r;
        let cc = c;
        for (let s = 0; s < limit; s++) {
          const nr = cr + dr;
          const nc = cc + dc;
          if (!enterable(nr, nc)) return;
          const straight = dr === 0 || dc === 0 || Math.abs(dr) === Math.abs(dc);
          const between: [number, number][] = [];
          if (straight) {
            const g = Math.max(Math.abs(dr), Math.abs(dc));
            for (let k = 1; k < g; k++) between.push([cr + (k * dr) / g, cc + (k * dc) / g]);
          } else if (Math.abs(dr) > Math.abs(dc)) between.push([cr + Math.sign(dr), cc]);
          else between.push([cr, cc + Math.sign(dc)]);
          if (between.some(([br, bc]) => !enterable(br, bc) || pieceAt(br, bc) !== null)) return;
          const target = pieceAt(nr, nc);
          if (!target) {
            if (quiet) add(nr, nc);
          } else {
            if (capture && canCapture(piece, target)) add(nr, nc);
            return;
          }
          cr = nr;
          cc = nc;
        }
      };
      const far = Math.max(rows, cols);
      const orth = [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ];
      const diag = [
        [-1, -1],
        [-1, 1],
        [1, -1],
        [1, 1],
      ];
      switch (movement.kind) {
        case "king":
          for (const [dr, dc] of [...orth, ...diag]) walk(dr!, dc!, 1);
          break;
        case "rook":
          for (const [dr, dc] of orth) walk(dr!, dc!, movement.maxSteps ?? far);
          break;
        case "bishop":
          for (const [dr, dc] of diag) walk(dr!, dc!, movement.maxSteps ?? far);
          break;
        case "queen":
          for (const [dr, dc] of [...orth, ...diag]) walk(dr!, dc!, movement.maxSteps ?? far);
          break;
        case "knight":
          for (const [dr, dc] of [
            [2, 1],
            [2, -1],
            [-2, 1],
            [-2, -1],
            [1, 2],
            [1, -2],
            [-1, 2],
            [-1, -2],
          ])
            walk(dr!, dc!, 1);
          break;
        case "pawn": {
          const f = piece.player === 0 ? 1 : -1;
          walk(f, 0, 1, true, false);
          walk(f, -1, 1, false, true);
          walk(f, 1, 1, false, true);
          break;
        }
        default: {
          const flip = movement.relative === true && piece.player === 1 ? -1 : 1;
          for (const [dr, dc] of movement.directions ?? [])
            walk(dr * flip, dc * flip, movement.maxSteps ?? 1);
        }
      }
    }
  }
  const key = (m: ProtocolMove) => [m.fromRow, m.fromCol, m.toRow, m.toCol];
  const unique = new Map(out.map((m) => [key(m).join(","), m]));
  return [...unique.values()].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < 4; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  });
}
