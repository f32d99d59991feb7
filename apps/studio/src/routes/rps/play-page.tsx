import {
  boardDims,
  buildRequest,
  type Game,
  greedyMove,
  legalMoves,
  parseRuleSet,
  play,
  type RuleSet,
  toProtocolState,
} from "@rulekit/rps-grid";
import { useEffect, useId, useMemo, useState } from "react";
import { Link, setSearchParams, useLocation, useSearchParams } from "../../lib/router.tsx";
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
import type { CellMove } from "./coordinates.ts";
import {
  type GameRecord,
  MAX_RECORD_MOVES,
  type ReadRecord,
  readRecord,
  recordParams,
  replayRecord,
  takebackTo,
} from "./game-record.ts";
import { Legend } from "./legend.tsx";
import { SHIPPED } from "./levels.ts";
import { outcomeFor, ResultMessage } from "./result-message.tsx";

/** The last game's address query (`?rules=…&seed=…&moves=…`), so a closed tab comes back to it. */
const STORAGE_KEY = "rulekit.rps.play.v2";
const storage = browserStorage();

/** The select's value for a RuleSet handed over by the rule editor or carried in the address. */
const CUSTOM_KEY = "loaded-file";

type Current = Extract<ReadRecord, { ok: true }>;

function freshRecord(rules: GameRecord["rules"], seed: string, side: 0 | 1): GameRecord {
  return { rules, seed, side, moves: [], resigned: false };
}

function defaultGame(): Current {
  const set = SHIPPED.sets[0]!;
  return {
    ok: true,
    record: freshRecord({ shipped: set.key }, "studio", 0),
    rules: set.rules,
    title: set.title,
  };
}

/**
 * What the page opens when its address holds no game: a RuleSet handed over by the rule editor (router
 * state), else the game this browser played last, else a new classic game.
 */
function arrival(state: unknown): Current {
  const handed = (state as { customRules?: unknown } | null)?.customRules;
  const saved = storage.getJson<unknown>(STORAGE_KEY);
  const last = typeof saved === "string" ? readRecord(new URLSearchParams(saved), SHIPPED.sets) : null;
  if (handed !== undefined) {
    const parsed = parseRuleSet(handed);
    if (parsed.ok) {
      const { seed, side } = last?.ok ? last.record : { seed: "studio", side: 0 as const };
      return {
        ok: true,
        record: freshRecord({ custom: parsed.value }, seed, side),
        rules: parsed.value,
        title: `${parsed.value.id} (your RuleSet)`,
      };
    }
  }
  return last?.ok ? last : defaultGame();
}

/** One greedy move for the side to move (the bot, or the player's side in auto mode). */
function greedyChoice(game: Game): CellMove {
  return greedyMove(buildRequest(game, game.currentTurn));
}

/** Play against the greedy bot (running in the page); the game lives in the address and in this browser. */
export function PlayPage() {
  const location = useLocation();
  const params = useSearchParams();
  const read = useMemo(() => readRecord(params, SHIPPED.sets), [params]);
  // Without a usable game in the address (the Play tab, a bare /rps): this browser's latest game, read now.
  const fallback = useMemo(() => (read?.ok ? null : arrival(location.state)), [read, location.state]);
  const current: Current = read?.ok ? read : fallback!;
  const { record, rules } = current;
  const search = recordParams(record, rules).toString();

  // The address always names the game on screen (replaced in place: Back leaves the page, Forward returns).
  useEffect(() => {
    if (read === null) setSearchParams(new URLSearchParams(search));
  }, [read, search]);

  const games = useMemo(() => replayRecord(rules, record), [rules, record]);
  const game = games[games.length - 1]!;
  const [seedDraft, setSeedDraft] = useState(record.seed);
  useEffect(() => setSeedDraft(record.seed), [record.seed]);
  const [selected, setSelected] = useState<string | null>(null);
  const [auto, setAuto] = useState(false);
  const reduced = useReducedMotion();
  const ids = { rules: useId(), seed: useId(), side: useId(), link: useId() };

  const state = useMemo(() => toProtocolState(game), [game]);
  const moves = useMemo(() => legalMoves(game), [game]);
  const human = record.side;
  const bot = human === 0 ? 1 : 0;
  const over = game.status !== "playing" || record.resigned;
  const humanToMove = !over && game.currentTurn === human && !auto;
  const { rows } = boardDims(rules);

  const commit = (next: GameRecord, nextRules: RuleSet = rules) => {
    const query = recordParams(next, nextRules).toString();
    storage.setJson(STORAGE_KEY, query);
    setSearchParams(new URLSearchParams(query));
    setSelected(null);
  };
  const addMove = (move: CellMove) => {
    if (record.moves.length >= MAX_RECORD_MOVES) return;
    commit({ ...record, moves: [...record.moves.slice(0, games.length - 1), move] });
  };

  // The bot answers (and in auto mode plays the human's side too) after a short pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: addMove reads the same game
  useEffect(() => {
    if (over) {
      setAuto(false);
      return;
    }
    if (game.currentTurn === human && !auto) return;
    const delay = auto ? (reduced ? 0 : 15) : reduced ? 0 : 350;
    const timer = setTimeout(() => addMove(greedyChoice(game)), delay);
    return () => clearTimeout(timer);
  }, [game, auto, human, reduced, over]);

  const restart = (choice: { key: string; seed: string; side: 0 | 1 }) => {
    setAuto(false);
    const set = SHIPPED.sets.find((s) => s.key === choice.key);
    if (set) commit(freshRecord({ shipped: set.key }, choice.seed, choice.side), set.rules);
    else commit(freshRecord(record.rules, choice.seed, choice.side));
  };
  const takeback = takebackTo(games, human);

  const activate = (row: number, col: number) => {
    if (!humanToMove) return;
    const key = cellKey(row, col);
    if (selected) {
      const [fr, fc] = selected.split(",").map(Number) as [number, number];
      if (targetsFrom(moves, fr, fc).has(key)) {
        const move = { fromRow: fr, fromCol: fc, toRow: row, toCol: col };
        if (play(game, move).ok) addMove(move);
        return;
      }
    }
    const piece = state.board[row]?.[col];
    setSelected(piece && piece.player === human && targetsFrom(moves, row, col).size > 0 ? key : null);
  };

  const [sr, sc] = selected ? (selected.split(",").map(Number) as [number, number]) : [-1, -1];
  const targets = selected ? targetsFrom(moves, sr, sc) : new Set<string>();
  const outcome = record.resigned
    ? "You resigned: the bot wins."
    : outcomeText(state, human === 0 ? ["You", "The bot"] : ["The bot", "You"]);
  const winner = record.resigned ? bot : game.winner;
  const rulesKey = "shipped" in record.rules ? record.rules.shipped : CUSTOM_KEY;
  const replayQuery = new URLSearchParams(search);
  replayQuery.set("move", String(games.length - 1));
  const replayPath = `/rps/replay?${replayQuery.toString()}`;
  const shareLink = `${window.location.origin}${replayPath}`;
  const log = games.slice(1).map((g) => describeLastMove(g.lastMove, rows));

  return (
    <section className="rps-play" aria-labelledby="rps-play-title">
      <h2 id="rps-play-title">Play against the greedy bot</h2>
      {read && !read.ok ? (
        <p role="alert" className="error" data-testid="rps-address-problem">
          {read.problem} Showing your last game instead.
        </p>
      ) : null}
      <form
        className="rps-controls"
        onSubmit={(event) => {
          event.preventDefault();
          restart({ key: rulesKey, seed: seedDraft, side: human });
        }}
      >
        <label htmlFor={ids.rules}>RuleSet</label>
        <select
          id={ids.rules}
          value={rulesKey}
          onChange={(e) => restart({ key: e.currentTarget.value, seed: seedDraft, side: human })}
        >
          {"custom" in record.rules ? <option value={CUSTOM_KEY}>{current.title}</option> : null}
          {SHIPPED.sets.map((s) => (
            <option key={s.key} value={s.key}>
              {s.key}
            </option>
          ))}
        </select>
        <label htmlFor={ids.seed}>Seed</label>
        <input
          id={ids.seed}
          value={seedDraft}
          maxLength={200}
          onChange={(e) => setSeedDraft(e.currentTarget.value)}
          size={12}
        />
        <label htmlFor={ids.side}>You play</label>
        <select
          id={ids.side}
          value={human}
          onChange={(e) =>
            restart({ key: rulesKey, seed: seedDraft, side: e.currentTarget.value === "1" ? 1 : 0 })
          }
        >
          <option value={0}>player 0 (moves first, capitals)</option>
          <option value={1}>player 1 (lower case)</option>
        </select>
        <button type="submit">New game</button>
        <button
          type="button"
          className="primary"
          disabled={over}
          aria-pressed={auto}
          onClick={() => setAuto(!auto)}
        >
          {auto ? "Stop auto-play" : "Let the bot play for me"}
        </button>
      </form>
      <p className="rps-rules-title">{current.title}</p>
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
            outcome={outcome ? outcomeFor(winner, human) : null}
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
          <div className="rps-controls">
            <button
              type="button"
              disabled={takeback === null || auto}
              onClick={() => {
                if (takeback === null) return;
                commit({ ...record, moves: record.moves.slice(0, takeback), resigned: false });
              }}
              data-testid="rps-takeback"
            >
              Take back my last move
            </button>
            <button
              type="button"
              disabled={over}
              onClick={() => {
                setAuto(false);
                commit({ ...record, moves: record.moves.slice(0, games.length - 1), resigned: true });
              }}
              data-testid="rps-resign"
            >
              Resign
            </button>
          </div>
          {over ? (
            <div className="rps-finished" data-testid="rps-finished">
              <p>
                <Link to={replayPath} className="rps-link-button" data-testid="rps-open-replay">
                  Open in the replay viewer
                </Link>
              </p>
              <label htmlFor={ids.link}>Link to this game's replay (copy it to share)</label>
              <input
                id={ids.link}
                readOnly
                value={shareLink}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="rps-share-link"
              />
            </div>
          ) : null}
          <p data-testid="rps-last-move">Last move: {describeLastMove(state.lastMove, rows)}</p>
          <p data-testid="rps-move-count">
            Moves played: {game.moveCount} of at most {game.rules.maxMoves}
            {over ? "" : ` · ${moves.length} legal moves for player ${game.currentTurn}`}
          </p>
          <details>
            <summary>Move log ({log.length})</summary>
            <ol className="rps-log">
              {log.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the move's number
                <li key={i}>{line}</li>
              ))}
            </ol>
          </details>
          <p className="muted">
            Your game is kept in the address and in this browser: reload, Back and Forward or a closed tab
            bring it back.
          </p>
          <Legend rules={game.rules} />
        </aside>
      </div>
    </section>
  );
}
