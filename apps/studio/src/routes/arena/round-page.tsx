import { parseRuleSet } from "@rulekit/rps-grid";
import { useMemo } from "react";
import { Link } from "../../lib/router.tsx";
import { RuleSetView } from "../rps/rule-set-view.tsx";
import { arenaRequest } from "./api/client.ts";
import type { Competitor, Fixture, RoundDetail } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { RoundProgress } from "./leaderboard-page.tsx";
import { usePathId } from "./path-id.ts";
import { useSession } from "./session.ts";
import { ActionError, Badge, ErrorState, Loading } from "./states.tsx";
import { useAction, useArena } from "./use-arena.ts";
import { MATCH_STATUS_WORDS, ROUND_STATUS_WORDS, when } from "./words.ts";

/**
 * /arena/rounds/<id>: a scoring round or trial match — its RuleSet (read-only, as the rule editor shows
 * it), its entrants, its schedule (each slot's match, one click from its replay) and its progress, live.
 * Admins pause and resume it here.
 */
export function RoundPage() {
  const id = usePathId("rounds") ?? 0;
  const props = { id };
  const { competition, live } = useArenaContext();
  const s = useSession();
  const round = useArena<RoundDetail>(`/api/rounds/${props.id}`, null, live.tick);
  const fixtures = useArena<Fixture[]>(`/api/rounds/${props.id}/fixtures`, null, live.tick);
  const competitors = useArena<Competitor[]>(competitionPath(competition, "/competitors"), null, live.tick);
  const names = useMemo(
    () => new Map((competitors.data ?? []).map((c) => [c.id, c.displayName])),
    [competitors.data],
  );
  const rules = useMemo(() => {
    const parsed = round.data?.rules ? parseRuleSet(round.data.rules) : null;
    return parsed?.ok ? parsed.value : null;
  }, [round.data?.rules]);
  const r = round.data;
  return (
    <section aria-labelledby="arena-round-title">
      <p className="arena-crumbs">
        <Link to="/arena/rounds">Rounds</Link> ›
      </p>
      <h2 id="arena-round-title">{r ? r.name : `Round ${props.id}`}</h2>
      {r ? (
        <>
          <p data-testid="arena-round-summary">
            <Badge tone={r.kind === "scoring" ? "ok" : "plain"}>
              {r.kind === "scoring" ? "Scoring round" : "Trial match"}
            </Badge>{" "}
            <Badge
              tone={r.status === "finished" ? "plain" : r.status === "paused" ? "warn" : "busy"}
              testId="arena-round-status"
            >
              {ROUND_STATUS_WORDS[r.status] ?? r.status}
            </Badge>{" "}
            <RoundProgress done={r.progress.done} total={r.progress.matches} />
          </p>
          <p className="muted arena-small">
            {r.pairing === "round_robin" ? "Round robin" : `Ladder: ${r.opponents} opponents each, by rating`}{" "}
            · {r.games} {r.games === 1 ? "seed" : "seeds"} per pairing, each played from both sides · seed{" "}
            <code>{r.seed}</code> · started {when(r.createdAt)} by {r.createdBy}
            {r.finishedAt ? ` · finished ${when(r.finishedAt)}` : ""}
          </p>
          {s.admin && r.status !== "finished" ? (
            <PauseControl round={r} token={s.admin.token} onDone={round.reload} />
          ) : null}
          <h3>Entrants</h3>
          <p data-testid="arena-round-entrants">
            {r.entrants.length === 0
              ? "None yet."
              : r.entrants.map((id, i) => (
                  <span key={id}>
                    {i > 0 ? ", " : ""}
                    <Link to={`/arena/competitors/${id}`}>{names.get(id) ?? `competitor ${id}`}</Link>
                  </span>
                ))}
          </p>
          <h3>Schedule</h3>
          {fixtures.data ? (
            fixtures.data.length === 0 ? (
              <p>No match is scheduled (fewer than two entrants with an accepted version).</p>
            ) : (
              <table className="arena-table" data-testid="arena-schedule">
                <caption className="visually-hidden">Schedule of {r.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Plays first</th>
                    <th scope="col">Plays second</th>
                    <th scope="col" className="arena-wide">
                      Seed
                    </th>
                    <th scope="col">Match</th>
                  </tr>
                </thead>
                <tbody>
                  {fixtures.data.map((f) => (
                    <tr key={f.id} data-testid="arena-fixture">
                      <td>{names.get(f.player0) ?? f.player0}</td>
                      <td>{names.get(f.player1) ?? f.player1}</td>
                      <td className="arena-wide">
                        <code>{f.seed}</code>
                      </td>
                      <td>
                        <Link to={`/arena/matches/${f.matchId}`}>
                          {MATCH_STATUS_WORDS[f.status] ?? f.status}
                          <span className="visually-hidden">
                            : {names.get(f.player0) ?? f.player0} against {names.get(f.player1) ?? f.player1},
                            seed {f.seed}
                          </span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          ) : fixtures.error ? (
            <ErrorState error={fixtures.error} retry={fixtures.reload} />
          ) : (
            <Loading what="the schedule" />
          )}
          <h3>Rules</h3>
          {rules ? (
            <RuleSetView rules={rules} name={r.rulesName} seed={r.seed} />
          ) : (
            <p className="warning">This round's RuleSet cannot be shown (the engine does not read it).</p>
          )}
        </>
      ) : round.error ? (
        <ErrorState error={round.error} retry={round.reload} />
      ) : (
        <Loading what="the round" />
      )}
    </section>
  );
}

function PauseControl(props: { round: RoundDetail; token: string; onDone: () => void }) {
  const action = useAction();
  const paused = props.round.status === "paused";
  return (
    <div className="arena-actions" data-testid="arena-round-admin">
      <button
        type="button"
        disabled={action.busy}
        onClick={() =>
          void action.run(async () => {
            await arenaRequest(`/api/rounds/${props.round.id}/${paused ? "resume" : "pause"}`, {
              method: "POST",
              token: props.token,
            });
            props.onDone();
          }, props.token)
        }
        data-testid="arena-round-pause"
      >
        {paused ? "Resume the round" : "Pause the round"}
      </button>
      <span className="muted arena-small">
        {paused ? "Its queued matches wait." : "Queued matches wait; those being played finish."}
      </span>
      <ActionError error={action.error} />
    </div>
  );
}
