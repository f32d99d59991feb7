import type { ValidationIssue } from "@rulekit/core";
import { parseReplay, type Replay, type ReplayRun, replayGame, toProtocolState } from "@rulekit/rps-grid";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import type { JsonFileResult } from "../../lib/files.ts";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { refusedFileText } from "../../lib/plain-issues.ts";
import { describeLastMove, lastMoveMarkers, outcomeText } from "./board-model.ts";
import { BoardView } from "./board-view.tsx";
import { readRecord, recordReplay, replayRecord } from "./game-record.ts";
import { IssueList } from "./issue-list.tsx";
import { Legend } from "./legend.tsx";
import { SHIPPED } from "./levels.ts";
import { plainIssue } from "./plain-issues.ts";
import { clearReplayAddress, showSampleInAddress, useReplayAddress } from "./replay-address.ts";
import { outcomeFor, ResultMessage } from "./result-message.tsx";
import { SAMPLE_REPLAYS } from "./sample-replays.ts";
import { SPEEDS, speedDelay, useAutoplay } from "./use-autoplay.ts";

type Loaded =
  | { name: string; replay: Replay; run: ReplayRun }
  | { name: string; error: string; issues?: ValidationIssue[] };

/** Load an arena replay (rulekit-rps-replay v1) and step through it with the engine re-playing every move. */
export function ReplayPage() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [ply, setPly] = useState(0);
  const [sample, setSample] = useState(SAMPLE_REPLAYS[0]?.name ?? "");
  const sliderId = useId();
  const sampleId = useId();

  // The newest open wins: a sample still loading never replaces a file opened after it was asked for.
  const opening = useRef(0);
  const openSample = async (name: string) => {
    const entry = SAMPLE_REPLAYS.find((r) => r.name === name);
    if (!entry) return;
    setSample(name);
    const token = ++opening.current;
    let result: JsonFileResult;
    try {
      result = { ok: true, name: `${entry.name}.json`, data: await entry.load() };
    } catch (error) {
      result = {
        ok: false,
        name: entry.name,
        error: `${entry.name}: cannot load: ${(error as Error).message}`,
      };
    }
    if (token === opening.current) onLoad(result);
  };
  // The page opens what its address names (a served replay or a sample, at a move), else the first sample,
  // so there is always something to watch; the move shown stays in the address.
  useReplayAddress({
    ply,
    setPly,
    load: (result) => {
      opening.current++;
      onLoad(result);
    },
    openSample,
    openGame: () => {
      // A game played against the bot on the Play page, carried in the address (a shareable link).
      const read = readRecord(new URLSearchParams(window.location.search), SHIPPED.sets);
      if (read === null) return false;
      opening.current++;
      setSample("");
      const name = "Your game against the greedy bot";
      onLoad(
        read.ok
          ? {
              ok: true,
              name,
              data: recordReplay(read.rules, read.record, replayRecord(read.rules, read.record)),
            }
          : { ok: false, name, error: `${name}: ${read.problem}` },
      );
      return true;
    },
    fallbackSample: SAMPLE_REPLAYS[0]?.name ?? null,
  });

  const onLoad = (result: JsonFileResult) => {
    setPly(0);
    if (!result.ok) return setLoaded({ name: result.name, error: result.error });
    const parsed = parseReplay(result.data);
    if (!parsed.ok) {
      // Said in plain words, as the table under it says each one (the validator's own words are for the CLI).
      return setLoaded({
        name: result.name,
        error: refusedFileText(
          result.name,
          "a valid replay",
          parsed.issues.map((issue) => plainIssue(issue)),
        ),
        issues: parsed.issues,
      });
    }
    try {
      setLoaded({ name: result.name, replay: parsed.value, run: replayGame(parsed.value) });
    } catch (error) {
      setLoaded({
        name: result.name,
        error: `${result.name}: cannot start the game: ${(error as Error).message}`,
      });
    }
  };

  return (
    <section aria-labelledby="rps-replay-title">
      <h2 id="rps-replay-title">Arena replays</h2>
      <p>
        Load a replay written by <code>rulekit rps match</code> or a tournament. The engine re-plays every
        recorded move from the seed, so what you see is what the rules say happened.
      </p>
      <div className="rps-controls">
        <form
          className="rps-controls"
          aria-label="Sample replays"
          onSubmit={(e) => {
            e.preventDefault();
            void openSample(sample);
          }}
        >
          <label htmlFor={sampleId}>Sample replay</label>
          <select
            id={sampleId}
            value={sample}
            data-testid="rps-sample-select"
            onChange={(e) => {
              showSampleInAddress(e.currentTarget.value);
              void openSample(e.currentTarget.value);
            }}
          >
            {sample === "" ? <option value="">— not a sample —</option> : null}
            {SAMPLE_REPLAYS.map((r) => (
              <option key={r.name} value={r.name}>
                {r.title}
              </option>
            ))}
          </select>
        </form>
        <JsonFileInput
          label="or open a replay file"
          onLoad={(result) => {
            opening.current++;
            setSample("");
            clearReplayAddress();
            onLoad(result);
          }}
          testId="rps-replay-file"
        />
      </div>
      {loaded && "error" in loaded ? (
        <div role="alert" className="error" data-testid="rps-replay-error">
          <p>{loaded.error}</p>
          {loaded.issues ? <IssueList issues={loaded.issues} /> : null}
        </div>
      ) : null}
      {loaded && "run" in loaded ? (
        <ReplayViewer
          name={loaded.name}
          replay={loaded.replay}
          run={loaded.run}
          ply={ply}
          setPly={setPly}
          sliderId={sliderId}
        />
      ) : null}
    </section>
  );
}

/** A replay on the board with its stepper; `aside` goes beside the board (the arena's stderr of the move). */
export function ReplayViewer(p: {
  name: string;
  replay: Replay;
  run: ReplayRun;
  ply: number;
  setPly: (n: number) => void;
  sliderId: string;
  aside?: ReactNode;
}) {
  const { replay, run, ply, setPly } = p;
  const speedId = useId();
  const [running, setRunning] = useState(false);
  const [speed, setSpeed] = useState<number>(5);
  const last = run.steps.length;
  const current = Math.min(ply, last);
  const game = current === 0 ? run.initial : run.steps[current - 1]!.game;
  const state = useMemo(() => toProtocolState(game), [game]);
  const step = current === 0 ? null : run.steps[current - 1]!;
  const names: [string, string] = [replay.bots[0].name, replay.bots[1].name];
  const recorded = replay.result;
  const recordedText = recordedOutcome(replay, names);
  const engineText =
    run.final.status === "finished"
      ? (outcomeText(run.final, names) ?? "").replace(/\.$/, "")
      : `the game still in progress after ${run.steps.length} moves`;
  useAutoplay(running, speedDelay(speed), () => {
    if (current >= last) return setRunning(false);
    setPly(current + 1);
  });
  const recordedWinner = recorded.winner === 0 || recorded.winner === 1 ? recorded.winner : null;
  const rows = state.board.length;
  // ← and → step through the moves (Home/End: start and end) wherever focus is, except in a field or on
  // the board, whose arrow keys move between cells.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, select, textarea, [contenteditable], .rps-board")) return;
      const to =
        event.key === "ArrowLeft"
          ? current - 1
          : event.key === "ArrowRight"
            ? current + 1
            : event.key === "Home"
              ? 0
              : event.key === "End"
                ? last
                : null;
      if (to === null) return;
      event.preventDefault();
      setPly(Math.max(0, Math.min(last, to)));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current, last, setPly]);
  return (
    <div className="rps-replay" data-testid="rps-replay">
      <p>
        <strong>{p.name}</strong>: {replay.rules.id} · seed <code>{replay.seed}</code> · {names[0]} (
        {replay.bots[0].language}) vs {names[1]} ({replay.bots[1].language}) · engine {replay.engine.version}
      </p>
      <ResultMessage
        testId="rps-replay-result"
        text={`Recorded result: ${recordedText}`}
        outcome={outcomeFor(recordedWinner, null)}
      />
      {run.ok && run.resultMatches ? (
        <p className="ok">The engine agrees with the recorded result.</p>
      ) : (
        <p className="warning" role="alert" data-testid="rps-replay-mismatch">
          {run.failure
            ? `The engine refused move ${run.failure.ply + 1}: ${run.failure.code} — ${run.failure.message}`
            : `The outcomes differ: the replay records "${recordedText}", the engine's re-play gives "${engineText}".`}
        </p>
      )}
      <div className="rps-stepper">
        <button
          type="button"
          className="primary"
          aria-pressed={running}
          disabled={current === last && !running}
          onClick={() => setRunning(!running)}
          data-testid="rps-replay-play"
        >
          {running ? "Pause" : "Play"}
        </button>
        <label htmlFor={speedId}>Speed</label>
        <select id={speedId} value={speed} onChange={(e) => setSpeed(Number(e.currentTarget.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s} {s === 1 ? "move" : "moves"}/s
            </option>
          ))}
        </select>
        <button type="button" onClick={() => setPly(0)} disabled={current === 0}>
          « Start
        </button>
        <button type="button" onClick={() => setPly(current - 1)} disabled={current === 0}>
          ◀ Previous
        </button>
        <label htmlFor={p.sliderId}>Move</label>
        <input
          id={p.sliderId}
          type="range"
          min={0}
          max={last}
          value={current}
          onChange={(e) => setPly(Number(e.currentTarget.value))}
          aria-valuetext={`move ${current} of ${last}`}
        />
        <button type="button" onClick={() => setPly(current + 1)} disabled={current === last}>
          Next ▶
        </button>
        <button type="button" onClick={() => setPly(last)} disabled={current === last}>
          End »
        </button>
        <span data-testid="rps-replay-position">
          Move {current} of {last}
        </span>
      </div>
      <div className="rps-layout">
        <BoardView
          rules={replay.rules}
          state={state}
          label={`Replay board after ${current} moves`}
          markers={lastMoveMarkers(state.lastMove)}
        />
        <aside className="rps-side">
          <p aria-live="polite" data-testid="rps-replay-caption">
            {step
              ? `Move ${current} of ${last}, by ${names[step.player]}: ${describeLastMove(step.lastMove, rows)}`
              : "Start position."}
          </p>
          {step && replay.bots[step.player].language !== "studio" ? (
            <p className="muted">
              CPU {replay.moves[step.ply]?.cpuMs} ms · wall {replay.moves[step.ply]?.wallMs} ms · output{" "}
              {replay.moves[step.ply]?.outputBytes} bytes
            </p>
          ) : null}
          {p.aside}
          {current === last ? (
            <p data-testid="rps-replay-end">
              End of the replay:{" "}
              {game.status === "finished"
                ? outcomeText(state, names)
                : recorded.status === "aborted"
                  ? `the match was stopped after ${last} moves: ${recordedText}.`
                  : `${engineText}.`}
            </p>
          ) : null}
          <MoveList steps={run.steps} names={names} rows={rows} current={current} setPly={setPly} />
          <Legend rules={replay.rules} />
        </aside>
      </div>
    </div>
  );
}

/** Every move of the replay as a button (the one shown is marked); ← and → step through them. */
function MoveList(p: {
  steps: ReplayRun["steps"];
  names: [string, string];
  rows: number;
  current: number;
  setPly: (n: number) => void;
}) {
  const listId = useId();
  const box = useRef<HTMLOListElement>(null);
  // The move shown stays in sight inside the list's own scroll box (the page itself never scrolls).
  useEffect(() => {
    const list = box.current;
    const item = list?.children[p.current] as HTMLElement | undefined;
    if (!list || !item) return;
    const top = item.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + item.offsetHeight - list.clientHeight;
  }, [p.current]);
  return (
    <nav className="rps-move-list" aria-labelledby={listId} data-testid="rps-move-list">
      <h3 id={listId}>Moves</h3>
      <p className="muted">Choose a move, or use ← and → (Home and End: start and end).</p>
      <ol ref={box}>
        <li>
          <button
            type="button"
            aria-current={p.current === 0 ? "step" : undefined}
            onClick={() => p.setPly(0)}
          >
            Start position
          </button>
        </li>
        {p.steps.map((s, i) => (
          <li key={s.ply}>
            <button
              type="button"
              aria-current={p.current === i + 1 ? "step" : undefined}
              onClick={() => p.setPly(i + 1)}
            >
              {i + 1}. {p.names[s.player]}:{" "}
              {describeLastMove(s.lastMove, p.rows).replace(/^Player [01] /, "")}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The result the replay records, in words (a bot fault names the bot and what it did). */
function recordedOutcome(replay: Replay, names: [string, string]): string {
  const r = replay.result;
  if (r.status === "aborted" && r.fault?.code === "resigned")
    return `${names[r.fault.player]} resigned${r.winner !== null ? ` · ${names[r.winner]} wins` : ""}`;
  if (r.status === "aborted" && !r.fault && replay.bots.every((b) => b.language === "studio"))
    return "the game was not finished";
  if (r.status === "aborted") {
    const fault = r.fault
      ? `${names[r.fault.player]} — ${r.fault.code}: ${r.fault.message}`
      : "no fault recorded";
    return `aborted: ${fault}${r.winner !== null ? ` · ${names[r.winner]} wins` : ""}`;
  }
  return (
    outcomeText({ status: "finished", winner: r.winner, winReason: r.winReason as never }, names) ?? ""
  ).replace(/\.$/, "");
}
