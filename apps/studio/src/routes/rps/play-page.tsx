import {
  buildRequest,
  type Game,
  greedyMove,
  legalMoves,
  newGame,
  parseRuleSet,
  play,
  toProtocolState,
} from "@rulekit/rps-grid";
import { useEffect, useId, useMemo, useState } from "react";
import { useLocation } from "../../lib/router.tsx";
import { browserStorage } from "../../lib/storage.ts";
import { useReducedMotion } from "../../lib/use-reduced-motion.ts";
import {
  cellKey,
  describeLastMove,
  lastMoveMarkers,
  movableCells,
  outcomeText,
  targetsFrom,
} from "./board-model.ts";
import { BoardView } from "./board-view.tsx";
import { Legend } from "./legend.tsx";
import { SHIPPED, type ShippedRules } from "./levels.ts";
import { outcomeFor, ResultMessage } from "./result-message.tsx";

const STORAGE_KEY = "rulekit.rps.play";
interface Prefs {
  rulesKey: string;
  seed: string;
  side: 0 | 1;
}

const storage = browserStorage();

/** A RuleSet handed over by the "Check a RuleSet" page (router state), offered next to the shipped ones. */
const CUSTOM_KEY = "loaded-file";

function rulesSets(custom: ShippedRules | null): ShippedRules[] {
  return custom ? [custom, ...SHIPPED.sets] : SHIPPED.sets;
}

function startGame(prefs: Prefs, sets: ShippedRules[]): Game {
  const set = sets.find((s) => s.key === prefs.rulesKey) ?? sets[0]!;
  return newGame(set.rules, prefs.seed);
}

function customFrom(state: unknown): ShippedRules | null {
  const data = (state as { customRules?: unknown } | null)?.customRules;
  if (data === undefined) return null;
  const parsed = parseRuleSet(data);
  return parsed.ok
    ? { key: CUSTOM_KEY, rules: parsed.value, title: `${parsed.value.id} (loaded file)` }
    : null;
}

/** One greedy ply for the side to move (the bot, or the player's side in auto mode). */
function greedyPly(game: Game): Game {
  const result = play(game, greedyMove(buildRequest(game, game.currentTurn)));
  if (!result.ok) throw new Error(`the greedy bot chose a refused move: ${result.message}`);
  return result.game;
}

/** Play against the greedy bot (running in the page) on any shipped RuleSet. */
export function PlayPage() {
  const location = useLocation();
  const [custom] = useState(() => customFrom(location.state));
  const sets = rulesSets(custom);
  const saved = storage.getJson<Prefs>(STORAGE_KEY);
  const initial: Prefs = {
    rulesKey: custom
      ? CUSTOM_KEY
      : sets.some((s) => s.key === saved?.rulesKey)
        ? saved!.rulesKey
        : (sets[0]?.key ?? ""),
    seed: typeof saved?.seed === "string" ? saved.seed : "studio",
    side: saved?.side === 1 ? 1 : 0,
  };
  const [prefs, setPrefs] = useState<Prefs>(initial);
  const [game, setGame] = useState<Game>(() => startGame(initial, sets));
  const [selected, setSelected] = useState<string | null>(null);
  const [auto, setAuto] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const reduced = useReducedMotion();
  const ids = { rules: useId(), seed: useId(), side: useId() };

  const state = useMemo(() => toProtocolState(game), [game]);
  const moves = useMemo(() => legalMoves(game), [game]);
  const human = prefs.side;
  const humanToMove = game.status === "playing" && game.currentTurn === human && !auto;

  const advance = (next: Game) => {
    setGame(next);
    setSelected(null);
    setLog((lines) => [...lines, describeLastMove(next.lastMove)]);
  };

  // The bot answers (and in auto mode plays the human's side too) after a short pause.
  useEffect(() => {
    if (game.status !== "playing") {
      setAuto(false);
      return;
    }
    if (game.currentTurn === human && !auto) return;
    const delay = auto ? (reduced ? 0 : 15) : reduced ? 0 : 350;
    const timer = setTimeout(() => {
      const next = greedyPly(game);
      setGame(next);
      setSelected(null);
      setLog((lines) => [...lines, describeLastMove(next.lastMove)]);
    }, delay);
    return () => clearTimeout(timer);
  }, [game, auto, human, reduced]);

  const restart = (next: Prefs) => {
    setPrefs(next);
    if (next.rulesKey !== CUSTOM_KEY) storage.setJson(STORAGE_KEY, next);
    setAuto(false);
    setSelected(null);
    setLog([]);
    setGame(startGame(next, sets));
  };

  const activate = (row: number, col: number) => {
    if (!humanToMove) return;
    const key = cellKey(row, col);
    if (selected) {
      const [fr, fc] = selected.split(",").map(Number) as [number, number];
      if (targetsFrom(moves, fr, fc).has(key)) {
        const result = play(game, { fromRow: fr, fromCol: fc, toRow: row, toCol: col });
        if (result.ok) advance(result.game);
        return;
      }
    }
    const piece = state.board[row]?.[col];
    setSelected(piece && piece.player === human && targetsFrom(moves, row, col).size > 0 ? key : null);
  };

  const [sr, sc] = selected ? (selected.split(",").map(Number) as [number, number]) : [-1, -1];
  const targets = selected ? targetsFrom(moves, sr, sc) : new Set<string>();
  const outcome = outcomeText(state, human === 0 ? ["You", "The bot"] : ["The bot", "You"]);
  const set = sets.find((s) => s.key === prefs.rulesKey);

  return (
    <section className="rps-play" aria-labelledby="rps-play-title">
      <h2 id="rps-play-title">Play against the greedy bot</h2>
      <form
        className="rps-controls"
        onSubmit={(event) => {
          event.preventDefault();
          restart(prefs);
        }}
      >
        <label htmlFor={ids.rules}>RuleSet</label>
        <select
          id={ids.rules}
          value={prefs.rulesKey}
          onChange={(e) => restart({ ...prefs, rulesKey: e.currentTarget.value })}
        >
          {sets.map((s) => (
            <option key={s.key} value={s.key}>
              {s.key}
            </option>
          ))}
        </select>
        <label htmlFor={ids.seed}>Seed</label>
        <input
          id={ids.seed}
          value={prefs.seed}
          onChange={(e) => setPrefs({ ...prefs, seed: e.currentTarget.value })}
          size={12}
        />
        <label htmlFor={ids.side}>You play</label>
        <select
          id={ids.side}
          value={prefs.side}
          onChange={(e) => restart({ ...prefs, side: e.currentTarget.value === "1" ? 1 : 0 })}
        >
          <option value={0}>player 0 (moves first, capitals)</option>
          <option value={1}>player 1 (lower case)</option>
        </select>
        <button type="submit">New game</button>
        <button
          type="button"
          className="primary"
          disabled={game.status !== "playing"}
          aria-pressed={auto}
          onClick={() => setAuto(!auto)}
        >
          {auto ? "Stop auto-play" : "Let the bot play for me"}
        </button>
      </form>
      {set ? <p className="rps-rules-title">{set.title}</p> : null}
      {SHIPPED.problems.map((p) => (
        <p key={p} className="error">
          {p}
        </p>
      ))}
      <div className="rps-layout">
        <BoardView
          rules={game.rules}
          state={state}
          label="Game board"
          viewer={human}
          selected={selected}
          targets={targets}
          movable={humanToMove && !selected ? movableCells(moves) : undefined}
          markers={lastMoveMarkers(state.lastMove)}
          onActivate={activate}
          onEscape={() => setSelected(null)}
        />
        <aside className="rps-side">
          <ResultMessage
            testId="rps-status"
            outcome={outcome ? outcomeFor(game.winner, human) : null}
            text={
              outcome
                ? `${outcome} Moves played: ${game.moveCount}.`
                : humanToMove
                  ? selected
                    ? "Choose a highlighted destination (Escape cancels)."
                    : "Your move: choose a piece."
                  : auto
                    ? "Auto-play…"
                    : "The bot is thinking…"
            }
          />
          <p data-testid="rps-last-move">Last move: {describeLastMove(state.lastMove)}</p>
          <p data-testid="rps-move-count">
            Moves played: {game.moveCount} of at most {game.rules.maxMoves}
            {game.status === "playing" ? ` · ${moves.length} legal moves for player ${game.currentTurn}` : ""}
          </p>
          <details>
            <summary>Move log ({log.length})</summary>
            <ol className="rps-log">
              {log.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; the index is the ply
                <li key={i}>{line}</li>
              ))}
            </ol>
          </details>
          <Legend rules={game.rules} />
        </aside>
      </div>
    </section>
  );
}
