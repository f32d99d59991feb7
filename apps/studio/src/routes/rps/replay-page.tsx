import { formatIssues, type ValidationIssue } from "@rulekit/core";
import { parseReplay, type Replay, type ReplayRun, replayGame, toProtocolState } from "@rulekit/rps-grid";
import { useId, useMemo, useState } from "react";
import { JsonFileInput } from "../../lib/json-file-input.tsx";
import { describeLastMove, lastMoveMarkers, outcomeText } from "./board-model.ts";
import { BoardView } from "./board-view.tsx";
import { IssueList } from "./issue-list.tsx";

type Loaded =
  | { name: string; replay: Replay; run: ReplayRun }
  | { name: string; error: string; issues?: ValidationIssue[] };

/** Load an arena replay (rulekit-rps-replay v1) and step through it with the engine re-playing every move. */
export function ReplayPage() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [ply, setPly] = useState(0);
  const sliderId = useId();

  const onLoad = (result: Parameters<Parameters<typeof JsonFileInput>[0]["onLoad"]>[0]) => {
    setPly(0);
    if (!result.ok) return setLoaded({ name: result.name, error: result.error });
    const parsed = parseReplay(result.data);
    if (!parsed.ok) {
      return setLoaded({
        name: result.name,
        error: `${result.name}: not a valid replay: ${formatIssues(parsed.issues, 2)}`,
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
      <JsonFileInput label="Replay file" onLoad={onLoad} testId="rps-replay-file" />
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

function ReplayViewer(p: {
  name: string;
  replay: Replay;
  run: ReplayRun;
  ply: number;
  setPly: (n: number) => void;
  sliderId: string;
}) {
  const { replay, run, ply, setPly } = p;
  const last = run.steps.length;
  const current = Math.min(ply, last);
  const game = current === 0 ? run.initial : run.steps[current - 1]!.game;
  const state = useMemo(() => toProtocolState(game), [game]);
  const step = current === 0 ? null : run.steps[current - 1]!;
  const names: [string, string] = [replay.bots[0].name, replay.bots[1].name];
  const recorded = replay.result;
  const recordedText =
    recorded.status === "aborted"
      ? `Aborted: ${recorded.fault ? `${names[recorded.fault.player]} — ${recorded.fault.code}: ${recorded.fault.message}` : "no fault recorded"}${recorded.winner !== null ? ` · ${names[recorded.winner]} wins` : ""}`
      : (outcomeText(
          { status: "finished", winner: recorded.winner, winReason: recorded.winReason as never },
          names,
        ) ?? "");
  return (
    <div className="rps-replay" data-testid="rps-replay">
      <p>
        <strong>{p.name}</strong>: {replay.rules.id} · seed <code>{replay.seed}</code> · {names[0]} (
        {replay.bots[0].language}) vs {names[1]} ({replay.bots[1].language}) · engine {replay.engine.version}
      </p>
      <p data-testid="rps-replay-result">Recorded result: {recordedText}</p>
      {run.ok && run.resultMatches ? (
        <p className="ok">The engine agrees with the recorded result.</p>
      ) : (
        <p className="warning" role="alert">
          {run.failure
            ? `The engine refused ply ${run.failure.ply}: ${run.failure.code} — ${run.failure.message}`
            : "The engine's outcome differs from the recorded result."}
        </p>
      )}
      <div className="rps-stepper">
        <button type="button" onClick={() => setPly(0)} disabled={current === 0}>
          « Start
        </button>
        <button type="button" onClick={() => setPly(current - 1)} disabled={current === 0}>
          ◀ Previous
        </button>
        <label htmlFor={p.sliderId}>Ply</label>
        <input
          id={p.sliderId}
          type="range"
          min={0}
          max={last}
          value={current}
          onChange={(e) => setPly(Number(e.currentTarget.value))}
          aria-valuetext={`after ${current} of ${last} moves`}
        />
        <button type="button" onClick={() => setPly(current + 1)} disabled={current === last}>
          Next ▶
        </button>
        <button type="button" onClick={() => setPly(last)} disabled={current === last}>
          End »
        </button>
        <span data-testid="rps-replay-position">
          {current} / {last}
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
          <p aria-live="polite">
            {step
              ? `Ply ${step.ply} · ${names[step.player]}: ${describeLastMove(step.lastMove)}`
              : "Start position."}
          </p>
          {step ? (
            <p className="muted">
              CPU {replay.moves[step.ply]?.cpuMs} ms · wall {replay.moves[step.ply]?.wallMs} ms · output{" "}
              {replay.moves[step.ply]?.outputBytes} bytes
            </p>
          ) : null}
          {game.status === "finished" ? <p className="rps-result">{outcomeText(state, names)}</p> : null}
        </aside>
      </div>
    </div>
  );
}
