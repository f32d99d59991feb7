import { useId, useMemo, useState } from "react";
import { Link, setSearchParams, useSearchParams } from "../../lib/router.tsx";
import { IssueList } from "../rps/issue-list.tsx";
import { ReplayViewer } from "../rps/replay-page.tsx";
import "../rps/rps.css";
import { arenaRequest } from "./api/client.ts";
import type { ArenaMatch, MatchLogs, Submission } from "./api/types.ts";
import { useArenaContext } from "./competition.tsx";
import { matchAddress } from "./inputs.ts";
import { readMatchReplay } from "./match-replay.ts";
import { usePathId } from "./path-id.ts";
import { useSession, viewerToken } from "./session.ts";
import { ActionError, Badge, Empty, ErrorState, Loading } from "./states.tsx";
import { useAction, useArena } from "./use-arena.ts";
import { MATCH_STATUS_WORDS, resultWords, when } from "./words.ts";

/**
 * /arena/matches/<id>: one match — who played, the result, and its replay on the board (re-played by the
 * engine) with the move shown kept in the address (`?move=N`: a link points at a move), the CPU and wall
 * time of each move, and beside the board the stderr its bot wrote at that move — for the bot's owner and
 * the admins only. Admins rejudge it here; earlier judgings stay readable (`?judging=N`).
 */
export function MatchPage() {
  const id = usePathId("matches");
  const { live } = useArenaContext();
  const s = useSession();
  const token = viewerToken(s);
  const params = useSearchParams();
  const address = matchAddress(params);
  const match = useArena<ArenaMatch>(id ? `/api/matches/${id}` : null, token, live.tick);
  const m = match.data;
  if (id === null)
    return (
      <Empty>
        <p>
          No match here. <Link to="/arena">Back to the leaderboard</Link>.
        </p>
      </Empty>
    );
  return (
    <section aria-labelledby="arena-match-title">
      <h2 id="arena-match-title">
        Match {id}
        {m ? `: ${m.players[0].name} vs ${m.players[1].name}` : ""}
      </h2>
      {m ? (
        <>
          <p data-testid="arena-match-summary">
            <Badge tone="plain">{m.kind === "check" ? "Check game" : "Round match"}</Badge>{" "}
            <Badge tone={m.status === "done" ? "plain" : "busy"}>
              {MATCH_STATUS_WORDS[m.status] ?? m.status}
            </Badge>{" "}
            <span data-testid="arena-match-result">{resultWords(m)}</span>
            {m.result && !m.hidden ? <span className="muted"> · {when(m.result.finishedAt)}</span> : null}
          </p>
          {s.admin ? <MatchAdmin match={m} token={s.admin.token} onDone={match.reload} /> : null}
          <MatchReplay match={m} token={token} move={address.move} judging={address.judging} />
          <Reproducibility match={m} />
        </>
      ) : match.error ? (
        <ErrorState error={match.error} retry={match.reload} />
      ) : (
        <Loading what="the match" />
      )}
    </section>
  );
}

function MatchReplay(props: {
  match: ArenaMatch;
  token: string | null;
  move: number;
  judging: number | null;
}) {
  const { match: m, token } = props;
  const sliderId = useId();
  const judging = props.judging ?? m.result?.judging ?? null;
  const playable = m.status !== "hidden" && m.result !== null;
  const replay = useArena<unknown>(
    playable ? `/api/matches/${m.id}/replay${props.judging ? `?judging=${props.judging}` : ""}` : null,
    token,
    m.result?.judging,
  );
  // The logs are asked for only by who may read some of them (an admin, or the owner of a side), so nobody
  // else's browser gets a refusal.
  const s = useSession();
  const mine = useArena<Submission[]>(
    s.competitor && !s.admin ? `/api/competitors/${s.competitor.id}/submissions` : null,
    token,
  );
  const owns =
    !!s.admin ||
    (mine.data ?? []).some(
      (v) => v.sourceHash !== null && m.players.some((p) => p.sourceHash === v.sourceHash),
    );
  const logs = useArena<MatchLogs>(playable && owns ? m.logsUrl : null, token, m.result?.judging);
  const loaded = useMemo(
    () => (replay.data === undefined ? null : readMatchReplay(replay.data)),
    [replay.data],
  );
  if (m.hidden)
    return (
      <p className="arena-frozen" role="status" data-testid="arena-match-hidden">
        The leaderboard is frozen: this result and its replay stay hidden until the admins unfreeze it.
      </p>
    );
  if (!m.result)
    return (
      <p role="status" data-testid="arena-match-pending">
        {m.status === "queued"
          ? "This match waits for its turn to be played; this page shows its replay as soon as it is recorded."
          : "This match is being played now; its replay comes when it ends."}
      </p>
    );
  if (replay.error) return <ErrorState error={replay.error} retry={replay.reload} />;
  if (!loaded) return <Loading what="the replay" />;
  if (!loaded.ok)
    return (
      <div className="error" role="alert" data-testid="arena-replay-error">
        <p>{loaded.text}</p>
        {loaded.issues.length > 0 ? <IssueList issues={loaded.issues} /> : null}
      </div>
    );
  const last = loaded.run.steps.length;
  const ply = Math.min(props.move, last);
  const setPly = (next: number) => {
    const params = new URLSearchParams(window.location.search);
    const clamped = Math.max(0, Math.min(last, next));
    if (clamped > 0) params.set("move", String(clamped));
    else params.delete("move");
    setSearchParams(params);
  };
  const stepPly = ply === 0 ? null : (loaded.run.steps[ply - 1]?.ply ?? null);
  return (
    <div className="rps">
      {m.judging > 1 ? <JudgingPicker match={m} shown={judging} /> : null}
      <ReplayViewer
        name={`Match ${m.id}${judging && m.judging > 1 ? `, judging ${judging}` : ""}`}
        replay={loaded.replay}
        run={loaded.run}
        ply={ply}
        setPly={setPly}
        sliderId={sliderId}
        aside={
          <StderrPanel
            match={m}
            logs={logs.data}
            ply={stepPly}
            atEnd={ply === last}
            moves={last}
            signedIn={token !== null}
          />
        }
      />
    </div>
  );
}

/**
 * The stderr the bot wrote at the move shown (at the end: what it wrote when the match ended, a fault's
 * included), for the sides the reader owns. Others are told who can read it.
 */
function StderrPanel(props: {
  match: ArenaMatch;
  logs: MatchLogs | undefined;
  ply: number | null;
  atEnd: boolean;
  moves: number;
  signedIn: boolean;
}) {
  const { logs, ply } = props;
  if (!logs || logs.sides.length === 0)
    return (
      <p className="muted arena-small" data-testid="arena-stderr-private">
        Each bot's stderr is shown to its owner and the admins
        {props.signedIn ? (
          "."
        ) : (
          <>
            {" "}
            — <Link to="/arena/me">sign in</Link> to read your bot's.
          </>
        )}
      </p>
    );
  const here = logs.logs.filter((l) => l.ply === ply || (props.atEnd && l.ply >= props.moves));
  const names = logs.sides.map((side) => props.match.players[side].name).join(" and ");
  return (
    <section className="arena-stderr" aria-label="Bot stderr at this move" data-testid="arena-stderr">
      <h3 className="arena-stderr-title">stderr ({names})</h3>
      {ply === null && !props.atEnd ? (
        <p className="muted arena-small">Go to a move to read what the bot wrote on stderr.</p>
      ) : here.length === 0 ? (
        <p className="muted arena-small" data-testid="arena-stderr-empty">
          Nothing on stderr at this move.
        </p>
      ) : (
        here.map((l) => (
          <div key={`${l.ply}-${l.player}`}>
            <p className="arena-small">
              {props.match.players[l.player].name}, move {l.ply + 1}:
            </p>
            <pre className="arena-log" data-testid="arena-stderr-text">
              {l.stderr}
            </pre>
          </div>
        ))
      )}
    </section>
  );
}

function JudgingPicker(props: { match: ArenaMatch; shown: number | null }) {
  const id = useId();
  const all = Array.from({ length: props.match.judging }, (_, i) => i + 1);
  return (
    <p className="arena-form-row">
      <label htmlFor={id}>Judging</label>
      <select
        id={id}
        value={props.shown ?? props.match.judging}
        onChange={(e) => {
          const params = new URLSearchParams(window.location.search);
          params.set("judging", e.currentTarget.value);
          params.delete("move");
          setSearchParams(params, { push: true });
        }}
      >
        {all.map((n) => (
          <option key={n} value={n}>
            {n === props.match.result?.judging ? `${n} (current)` : n}
          </option>
        ))}
      </select>
      <span className="muted arena-small">A rejudge plays the match again; every judging is kept.</span>
    </p>
  );
}

function MatchAdmin(props: { match: ArenaMatch; token: string; onDone: () => void }) {
  const action = useAction();
  const [queued, setQueued] = useState(false);
  return (
    <div className="arena-actions" data-testid="arena-match-admin">
      <button
        type="button"
        disabled={action.busy}
        onClick={() =>
          void action.run(async () => {
            await arenaRequest(`/api/matches/${props.match.id}/rejudge`, {
              method: "POST",
              token: props.token,
            });
            setQueued(true);
            props.onDone();
          }, props.token)
        }
        data-testid="arena-rejudge-match"
      >
        Rejudge this match
      </button>
      {queued ? (
        <span role="status">Queued to be played again (judging {props.match.judging + 1}).</span>
      ) : null}
      <ActionError error={action.error} />
    </div>
  );
}

function Reproducibility(props: { match: ArenaMatch }) {
  const meta = props.match.result?.reproducibility;
  if (!meta) return null;
  return (
    <details className="arena-meta">
      <summary>How to reproduce this match</summary>
      <p className="arena-small">
        Seed <code>{props.match.seed}</code> · RuleSet <code>{props.match.rulesHash}</code> · every version,
        limit and toolchain the result depends on:
      </p>
      <pre className="arena-log">{JSON.stringify(meta, null, 2)}</pre>
    </details>
  );
}
