import { useId, useState } from "react";
import { Link } from "../../lib/router.tsx";
import { arenaRequest } from "./api/client.ts";
import type { Round } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { ActionError, Badge } from "./states.tsx";
import { useAction, useArena } from "./use-arena.ts";
import { ROUND_STATUS_WORDS, when } from "./words.ts";

/**
 * The event's switches: freeze or unfreeze the leaderboard, pause or resume the rounds in play, and
 * rejudge (every infrastructure error, one match, one version).
 */
export function AdminEvent(props: { token: string }) {
  const { token } = props;
  const { competition, live, reload } = useArenaContext();
  const rounds = useArena<Round[]>(competitionPath(competition, "/rounds"), null, live.tick);
  const freeze = useAction();
  const pause = useAction();
  const rejudge = useAction();
  const [rejudged, setRejudged] = useState<string | null>(null);
  const [matchId, setMatchId] = useState("");
  const id = useId();
  const open = (rounds.data ?? []).filter((r) => r.status !== "finished");
  const rejudgeWith = (what: string, path: string) =>
    void rejudge.run(async () => {
      setRejudged(null);
      const r = await arenaRequest<{ rejudged: number }>(path, { method: "POST", token });
      setRejudged(
        `${what}: ${r.rejudged} ${r.rejudged === 1 ? "match" : "matches"} queued to be played again.`,
      );
    }, token);
  return (
    <>
      <section className="arena-panel" aria-labelledby={`${id}-board`} data-testid="arena-admin-freeze">
        <h3 id={`${id}-board`}>Leaderboard</h3>
        <p>
          {competition.frozen
            ? `Frozen since ${when(competition.frozenAt)}: the public sees the board as it was; later results are hidden from everyone but the admins.`
            : "Live: everyone sees results as they come."}
        </p>
        <button
          type="button"
          disabled={freeze.busy}
          onClick={() =>
            void freeze.run(async () => {
              await arenaRequest(competitionPath(competition, competition.frozen ? "/unfreeze" : "/freeze"), {
                method: "POST",
                token,
              });
              reload();
            }, token)
          }
          data-testid="arena-freeze-toggle"
        >
          {competition.frozen ? "Unfreeze the leaderboard" : "Freeze the leaderboard"}
        </button>
        <ActionError error={freeze.error} />
      </section>
      <section className="arena-panel" aria-labelledby={`${id}-rounds`}>
        <h3 id={`${id}-rounds`}>Rounds in play</h3>
        {open.length === 0 ? (
          <p className="muted">No round is running or paused.</p>
        ) : (
          <ul className="arena-rounds">
            {open.map((r) => (
              <li key={r.id} data-testid="arena-admin-round">
                <Link to={`/arena/rounds/${r.id}`}>{r.name}</Link>{" "}
                <Badge tone={r.status === "paused" ? "warn" : "busy"}>
                  {ROUND_STATUS_WORDS[r.status] ?? r.status}
                </Badge>{" "}
                <button
                  type="button"
                  disabled={pause.busy}
                  onClick={() =>
                    void pause.run(async () => {
                      await arenaRequest(
                        `/api/rounds/${r.id}/${r.status === "paused" ? "resume" : "pause"}`,
                        {
                          method: "POST",
                          token,
                        },
                      );
                      rounds.reload();
                    }, token)
                  }
                >
                  {r.status === "paused" ? `Resume ${r.name}` : `Pause ${r.name}`}
                </button>
              </li>
            ))}
          </ul>
        )}
        <ActionError error={pause.error} />
      </section>
      <section className="arena-panel" aria-labelledby={`${id}-rejudge`} data-testid="arena-admin-rejudge">
        <h3 id={`${id}-rejudge`}>Rejudge</h3>
        <p className="muted arena-small">
          A rejudge plays matches again; their earlier results are kept. A version is rejudged from its
          competitor's page (each version has the button), a match also from its own page.
        </p>
        <div className="arena-actions">
          <button
            type="button"
            disabled={rejudge.busy}
            onClick={() =>
              rejudgeWith(
                "Infrastructure errors",
                competitionPath(competition, "/rejudge-infrastructure-errors"),
              )
            }
            data-testid="arena-rejudge-infra"
          >
            Rejudge every infrastructure error
          </button>
        </div>
        <form
          className="arena-form-row"
          onSubmit={(e) => {
            e.preventDefault();
            if (/^[1-9]\d*$/.test(matchId.trim()))
              rejudgeWith(`Match ${matchId.trim()}`, `/api/matches/${matchId.trim()}/rejudge`);
          }}
        >
          <label htmlFor={`${id}-match`}>Match number</label>
          <input
            id={`${id}-match`}
            inputMode="numeric"
            value={matchId}
            size={8}
            onChange={(e) => setMatchId(e.currentTarget.value)}
          />
          <button type="submit" disabled={rejudge.busy || !/^[1-9]\d*$/.test(matchId.trim())}>
            Rejudge the match
          </button>
        </form>
        {rejudged ? (
          <p role="status" data-testid="arena-rejudged">
            {rejudged}
          </p>
        ) : null}
        <ActionError error={rejudge.error} />
      </section>
    </>
  );
}
