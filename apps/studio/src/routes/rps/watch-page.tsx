import { boardDims, type Game, newGame, play, toProtocolState } from "@rulekit/rps-grid";
import { useId, useMemo, useState } from "react";
import { describeLastMove, lastMoveMarkers, outcomeText } from "./board-model.ts";
import { BoardView } from "./board-view.tsx";
import { BOTS, botById } from "./bots.ts";
import { Legend } from "./legend.tsx";
import { SHIPPED } from "./levels.ts";
import { outcomeFor, ResultMessage } from "./result-message.tsx";
import { SPEEDS, speedDelay, useAutoplay } from "./use-autoplay.ts";

interface Setup {
  rulesKey: string;
  seed: string;
  bots: [string, string];
}

interface Watched {
  game: Game;
  log: string[];
}

const fresh = (setup: Setup): Watched => {
  const set = SHIPPED.sets.find((s) => s.key === setup.rulesKey) ?? SHIPPED.sets[0]!;
  return { game: newGame(set.rules, setup.seed), log: [] };
};

/** Watch two built-in bots play a shipped RuleSet, move by move or at a chosen speed. */
export function WatchPage() {
  const ids = { rules: useId(), seed: useId(), bot0: useId(), bot1: useId(), speed: useId() };
  const [setup, setSetup] = useState<Setup>({
    rulesKey: SHIPPED.sets[0]?.key ?? "",
    seed: "watch-1",
    bots: ["greedy", "random"],
  });
  const [watched, setWatched] = useState<Watched>(() => fresh(setup));
  const [running, setRunning] = useState(false);
  const [speed, setSpeed] = useState<number>(5);
  const { game } = watched;
  const state = useMemo(() => toProtocolState(game), [game]);
  const names: [string, string] = [
    `${botById(setup.bots[0]).name} (player 0)`,
    `${botById(setup.bots[1]).name} (player 1)`,
  ];
  const over = game.status !== "playing";

  const step = () => {
    if (game.status !== "playing") return setRunning(false);
    const bot = botById(setup.bots[game.currentTurn]);
    const result = play(game, bot.move(game));
    if (!result.ok) {
      // Built-in bots pick from the legal moves, so this only happens if the engine and a bot disagree.
      setRunning(false);
      setWatched({ game, log: [...watched.log, `${bot.name}'s move was refused: ${result.message}`] });
      return;
    }
    setWatched({
      game: result.game,
      log: [...watched.log, describeLastMove(result.lastMove, boardDims(game.rules).rows)],
    });
    if (result.game.status !== "playing") setRunning(false);
  };
  useAutoplay(running && !over, speedDelay(speed), step);

  const restart = (next: Setup) => {
    setSetup(next);
    setRunning(false);
    setWatched(fresh(next));
  };
  const outcome = outcomeText(state, names);
  const status = outcome
    ? `${outcome} Moves played: ${game.moveCount}.`
    : running
      ? `Playing: move ${game.moveCount} of at most ${game.rules.maxMoves}, ${names[game.currentTurn]} to move.`
      : game.moveCount === 0
        ? "Ready: press Play, or Step for one move."
        : `Paused after move ${game.moveCount}; ${names[game.currentTurn]} to move.`;

  return (
    <section className="rps-play" aria-labelledby="rps-watch-title">
      <h2 id="rps-watch-title">Watch two bots</h2>
      <form
        className="rps-controls"
        onSubmit={(e) => {
          e.preventDefault();
          restart(setup);
        }}
      >
        <label htmlFor={ids.rules}>RuleSet</label>
        <select
          id={ids.rules}
          value={setup.rulesKey}
          onChange={(e) => restart({ ...setup, rulesKey: e.currentTarget.value })}
        >
          {SHIPPED.sets.map((s) => (
            <option key={s.key} value={s.key}>
              {s.key}
            </option>
          ))}
        </select>
        <label htmlFor={ids.seed}>Seed</label>
        <input
          id={ids.seed}
          value={setup.seed}
          size={10}
          onChange={(e) => setSetup({ ...setup, seed: e.currentTarget.value })}
        />
        {([0, 1] as const).map((p) => (
          <span key={p} className="rps-field">
            <label htmlFor={p === 0 ? ids.bot0 : ids.bot1}>Player {p}</label>
            <select
              id={p === 0 ? ids.bot0 : ids.bot1}
              value={setup.bots[p]}
              onChange={(e) => {
                const bots: [string, string] = [...setup.bots];
                bots[p] = e.currentTarget.value;
                restart({ ...setup, bots });
              }}
            >
              {BOTS.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </span>
        ))}
        <button type="submit">New match</button>
      </form>
      <fieldset className="rps-controls rps-plain">
        <legend className="visually-hidden">Playback</legend>
        <button
          type="button"
          className="primary"
          disabled={over}
          aria-pressed={running}
          onClick={() => setRunning(!running)}
          data-testid="watch-play"
        >
          {running ? "Pause" : "Play"}
        </button>
        <button type="button" disabled={over || running} onClick={step} data-testid="watch-step">
          Step
        </button>
        <label htmlFor={ids.speed}>Speed</label>
        <select id={ids.speed} value={speed} onChange={(e) => setSpeed(Number(e.currentTarget.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s} {s === 1 ? "move" : "moves"} per second
            </option>
          ))}
        </select>
      </fieldset>
      <p className="rps-rules-title">
        {botById(setup.bots[0]).name}: {botById(setup.bots[0]).about}. {botById(setup.bots[1]).name}:{" "}
        {botById(setup.bots[1]).about}.
      </p>
      <div className="rps-layout">
        <BoardView
          rules={game.rules}
          state={state}
          label="Match board"
          markers={lastMoveMarkers(state.lastMove)}
        />
        <aside className="rps-side">
          <ResultMessage
            testId="watch-status"
            text={status}
            outcome={over ? outcomeFor(game.winner, null) : null}
          />
          <p data-testid="watch-last-move">
            Last move: {describeLastMove(state.lastMove, state.board.length)}
          </p>
          <details>
            <summary>Move log ({watched.log.length})</summary>
            <ol className="rps-log">
              {watched.log.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; the index is the move
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
