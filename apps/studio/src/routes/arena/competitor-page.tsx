import { useMemo } from "react";
import { Link } from "../../lib/router.tsx";
import type { ArenaMatch, Competitor, Submission } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { CompetitorAdmin } from "./competitor-admin.tsx";
import { MatchList } from "./match-list.tsx";
import { usePathId } from "./path-id.ts";
import { useSession, viewerToken } from "./session.ts";
import { Badge, Empty, ErrorState, Loading } from "./states.tsx";
import { useArena } from "./use-arena.ts";
import { VersionCard } from "./version-card.tsx";
import { COMPETITOR_WORDS } from "./words.ts";

/**
 * /arena/competitors/<id>: a competitor's versions (everyone sees their number and status; the competitor
 * itself and the admins also the source, logs and check games) and its matches, each opening its replay.
 */
export function CompetitorPage() {
  const id = usePathId("competitors");
  const { competition, live } = useArenaContext();
  const s = useSession();
  const token = viewerToken(s);
  const competitor = useArena<Competitor>(id ? `/api/competitors/${id}` : null, token, live.tick);
  const versions = useArena<Submission[]>(id ? `/api/competitors/${id}/submissions` : null, token, live.tick);
  const matches = useArena<ArenaMatch[]>(
    id ? competitionPath(competition, `/matches?competitor=${id}&limit=200`) : null,
    token,
    live.tick,
  );
  const sides = useMemo(
    () => new Set((versions.data ?? []).flatMap((v) => (v.sourceHash ? [v.sourceHash] : []))),
    [versions.data],
  );
  if (id === null)
    return (
      <Empty>
        <p>
          No competitor here. <Link to="/arena">Back to the leaderboard</Link>.
        </p>
      </Empty>
    );
  const c = competitor.data;
  const own = s.competitor?.id === id;
  return (
    <section aria-labelledby="arena-competitor-title">
      <p className="arena-crumbs">
        <Link to="/arena">Leaderboard</Link> ›
      </p>
      <h2 id="arena-competitor-title">{c ? c.displayName : `Competitor ${id}`}</h2>
      {competitor.error && !c ? <ErrorState error={competitor.error} retry={competitor.reload} /> : null}
      {c ? (
        <p data-testid="arena-competitor-summary">
          <Badge tone={c.status === "active" ? "ok" : "bad"}>{COMPETITOR_WORDS[c.status]}</Badge>{" "}
          {c.activeVersion ? `Plays with version ${c.activeVersion}.` : "No accepted version yet."}
          {own ? (
            <>
              {" "}
              This is you: <Link to="/arena/me">submit and manage your bot</Link>.
            </>
          ) : null}
        </p>
      ) : null}
      {c && s.admin ? <CompetitorAdmin competitor={c} token={s.admin.token} /> : null}
      <h3>Matches</h3>
      {matches.data ? (
        matches.data.length === 0 ? (
          <Empty>
            <p>No match yet: check games come with an accepted version, round matches with a round.</p>
          </Empty>
        ) : (
          <MatchList matches={matches.data} sides={sides} />
        )
      ) : matches.error ? (
        <ErrorState error={matches.error} retry={matches.reload} />
      ) : (
        <Loading what="the matches" />
      )}
      <h3>Versions</h3>
      {versions.data ? (
        versions.data.length === 0 ? (
          <Empty>
            <p>No version submitted yet.</p>
          </Empty>
        ) : (
          <ul className="arena-versions">
            {versions.data.map((v, i) => (
              <VersionCard
                key={v.id}
                submission={v}
                active={c?.activeSubmissionId === v.id}
                token={token}
                open={i === 0 && (own || !!s.admin)}
                adminToken={s.admin?.token ?? null}
              />
            ))}
          </ul>
        )
      ) : versions.error ? (
        <ErrorState error={versions.error} retry={versions.reload} />
      ) : (
        <Loading what="the versions" />
      )}
    </section>
  );
}
