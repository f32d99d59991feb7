import {
  boardDims,
  movementOf,
  newGame,
  PIECE_TYPES,
  type RuleSet,
  toProtocolState,
} from "@rulekit/rps-grid";
import { useMemo } from "react";
import { BoardView } from "./board-view.tsx";
import { Legend } from "./legend.tsx";
import "./rps.css";
import "./rule-set-view.css";

const TYPE_NAMES = { R: "Rock", P: "Paper", S: "Scissors" } as const;

/** A movement in words: "king step", "up to 3 steps, jumping", "custom (4 directions)". */
function movementWords(rules: RuleSet, type: (typeof PIECE_TYPES)[number]): string {
  const m = movementOf(rules, type);
  const parts = [m.kind === "custom" ? `custom (${m.directions?.length ?? 0} directions)` : m.kind];
  if (m.maxSteps !== undefined) parts.push(`up to ${m.maxSteps} ${m.maxSteps === 1 ? "step" : "steps"}`);
  if (m.jump) parts.push("jumps");
  if (m.relative) parts.push("relative to its side");
  return parts.join(", ");
}

function armyWords(counts: Partial<Record<string, number>>): string {
  return PIECE_TYPES.map((t) => `${counts[t] ?? 0} ${TYPE_NAMES[t]}`).join(", ");
}

/**
 * A RuleSet read-only, as the rule editor shows a valid one: what it changes (board, armies, movement,
 * terrain, power-ups, tiles, the end of the game), the seeded setup on the board and the legend. For pages
 * that show rules they do not edit (the arena's rounds and trial matches).
 */
export function RuleSetView(props: { rules: RuleSet; name?: string | null; seed: string }) {
  const { rules, seed } = props;
  const game = useMemo(() => newGame(rules, seed), [rules, seed]);
  const state = useMemo(() => toProtocolState(game), [game]);
  const { rows, cols } = boardDims(rules);
  const symmetric = rules.playerPieceTypes === undefined;
  return (
    <div className="rps rps-rule-view" data-testid="rps-rule-view">
      <dl className="rps-rule-facts">
        <dt>RuleSet</dt>
        <dd>
          <strong>{rules.id}</strong> (version {rules.version})
          {props.name && props.name !== rules.id ? ` · ${props.name}` : ""}
          {typeof rules.description === "string" && rules.description ? ` — ${rules.description}` : ""}
        </dd>
        <dt>Board</dt>
        <dd>
          {rows}×{cols}
          {rules.blockedCells?.length ? ` · ${rules.blockedCells.length} blocked` : ""}
          {rules.voidCells?.length ? ` · ${rules.voidCells.length} void` : ""}
          {rules.tiles?.length ? ` · ${rules.tiles.length} tiles` : ""}
          {rules.powerUps ? " · power-ups" : ""}
        </dd>
        <dt>Armies</dt>
        <dd>
          {symmetric
            ? `each side: ${armyWords(rules.pieceTypes)}`
            : `player 0: ${armyWords(rules.playerPieceTypes![0])}; player 1: ${armyWords(rules.playerPieceTypes![1])}`}
          {rules.randomExtraPiece ? " · one extra piece drawn from the seed" : ""}
        </dd>
        <dt>Movement</dt>
        <dd>
          <ul>
            {PIECE_TYPES.map((t) => (
              <li key={t}>
                {TYPE_NAMES[t]}: {movementWords(rules, t)}; beats {TYPE_NAMES[rules.beats[t]]}
              </li>
            ))}
          </ul>
        </dd>
        <dt>End</dt>
        <dd>
          at most {rules.maxMoves} moves (
          {rules.onMoveLimit === "most_pieces" ? "most pieces wins" : "then a draw"}), a draw after{" "}
          {rules.repetitionLimit} repetitions
        </dd>
      </dl>
      <div className="rps-layout">
        <BoardView rules={rules} state={state} label={`Setup of ${rules.id} with seed ${seed}`} />
        <aside className="rps-side">
          <p className="muted">
            The setup with seed <code>{seed}</code>.
          </p>
          <Legend rules={rules} />
        </aside>
      </div>
    </div>
  );
}
