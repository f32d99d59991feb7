import { lazyPage } from "../../lib/lazy-page.tsx";
import { Link } from "../../lib/router.tsx";
import type { Round } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { usePathId } from "./path-id.ts";
import { useSession } from "./session.ts";
import { Badge, Empty, ErrorState, Loading } from "./states.tsx";
import { useArena } from "./use-arena.ts";
import { ROUND_STATUS_WORDS, when } from "./words.ts";

/** A round's page draws its RuleSet with the engine: loaded when one is opened. */
const RoundPage = lazyPage(() => import("./round-page.tsx"), "RoundPage");

/** /arena/rounds: every scoring round and trial match; /arena/rounds/<id>: one of them. */
export function RoundsRoute() {
  const id = usePathId("rounds");
  return id === null ? <RoundsPage /> : <RoundPage />;
}

function RoundsPage() {
  const { competition, live } = useArenaContext();
  const s = useSession();
  const rounds = useArena<Round[]>(competitionPath(competition, "/rounds"), null, live.tick);
  return (
    <section aria-labelledby="arena-rounds-title">
      <h2 id="arena-rounds-title">Rounds and trial matches</h2>
      <p>
        Scoring rounds are played on the Classic rules and make the leaderboard; trial matches (
        <em>Đấu thử</em>) are played on any RuleSet made in the rule editor and count for nothing.
        {s.admin ? (
          <>
            {" "}
            <Link to="/arena/admin">Start one</Link>.
          </>
        ) : null}
      </p>
      {rounds.data ? (
        rounds.data.length === 0 ? (
          <Empty testId="arena-no-rounds">
            <p>No round yet: the organisers start the scoring rounds and trial matches.</p>
          </Empty>
        ) : (
          <ul className="arena-rounds" data-testid="arena-rounds">
            {rounds.data.map((r) => (
              <li key={r.id} data-testid="arena-round">
                <Link to={`/arena/rounds/${r.id}`}>{r.name}</Link>{" "}
                <Badge tone={r.kind === "scoring" ? "ok" : "plain"}>
                  {r.kind === "scoring" ? "Scoring round" : "Trial match"}
                </Badge>{" "}
                <Badge tone={r.status === "finished" ? "plain" : r.status === "paused" ? "warn" : "busy"}>
                  {ROUND_STATUS_WORDS[r.status] ?? r.status}
                </Badge>
                <span className="muted arena-small arena-sub">
                  {r.pairing === "round_robin" ? "round robin" : `ladder (${r.opponents} opponents each)`} ·{" "}
                  {r.games} {r.games === 1 ? "seed" : "seeds"} per pairing · started {when(r.createdAt)}
                  {r.finishedAt ? ` · finished ${when(r.finishedAt)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : rounds.error ? (
        <ErrorState error={rounds.error} retry={rounds.reload} />
      ) : (
        <Loading what="the rounds" />
      )}
    </section>
  );
}
