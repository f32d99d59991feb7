import { useMemo, useState } from "react";
import { Link } from "../../lib/router.tsx";
import { arenaRequest } from "./api/client.ts";
import type { ArenaMatch, Competitor, Me, Submission } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { MatchList } from "./match-list.tsx";
import { type CompetitorSession, session, useSession } from "./session.ts";
import { CompetitorSignIn, NewToken } from "./sign-in.tsx";
import { Badge, Empty, ErrorState, Loading } from "./states.tsx";
import { SubmitPanel } from "./submit-panel.tsx";
import { useArena } from "./use-arena.ts";
import { VersionCard } from "./version-card.tsx";
import { COMPETITOR_WORDS } from "./words.ts";

/**
 * /arena/me: a competitor's own page. Signed out: register or sign in with the token. Signed in: submit a
 * version (git or archive) and follow it live, read its build log and check games, pick the active
 * version, and list my matches.
 */
export function MePage() {
  const s = useSession();
  const [newToken, setNewToken] = useState<string | null>(null);
  return (
    <section aria-labelledby="arena-me-title">
      <h2 id="arena-me-title">My bot</h2>
      {newToken && s.competitor?.token === newToken ? (
        <NewToken token={newToken} onDone={() => setNewToken(null)} />
      ) : null}
      {s.competitor ? <SignedIn me={s.competitor} /> : <CompetitorSignIn onRegistered={setNewToken} />}
    </section>
  );
}

function SignedIn(props: { me: CompetitorSession }) {
  const { me } = props;
  const { competition, live } = useArenaContext();
  const who = useArena<Me>("/api/me", me.token, live.tick);
  const versions = useArena<Submission[]>(`/api/competitors/${me.id}/submissions`, me.token, live.tick);
  const matches = useArena<ArenaMatch[]>(
    competitionPath(competition, `/matches?competitor=${me.id}&limit=200`),
    me.token,
    live.tick,
  );
  const competitor: Competitor | undefined =
    who.data?.kind === "competitor" ? who.data.competitor : undefined;
  const sides = useMemo(
    () => new Set((versions.data ?? []).flatMap((v) => (v.sourceHash ? [v.sourceHash] : []))),
    [versions.data],
  );
  const elsewhere = me.competitionId !== competition.id;
  return (
    <>
      <p className="arena-signed-in" data-testid="arena-me-summary">
        Signed in as <strong>{me.name}</strong>
        {competitor ? (
          <>
            {" "}
            <Badge tone={competitor.status === "active" ? "ok" : "bad"}>
              {COMPETITOR_WORDS[competitor.status]}
            </Badge>{" "}
            {competitor.activeVersion
              ? `playing with version ${competitor.activeVersion}.`
              : "no accepted version yet."}
          </>
        ) : null}{" "}
        <Link to={`/arena/competitors/${me.id}`}>Public page</Link> ·{" "}
        <button
          type="button"
          className="arena-link-button"
          onClick={() => session.signOut("competitor")}
          data-testid="arena-signout"
        >
          Sign out
        </button>
      </p>
      {elsewhere ? (
        <p className="warning" role="status">
          Your token belongs to another competition than the one shown: pick it in the Competition list above.
        </p>
      ) : null}
      {who.error && !who.data ? <ErrorState error={who.error} retry={who.reload} /> : null}
      {competitor && competitor.status !== "active" ? (
        <p className="error" role="status">
          You are {competitor.status}: you cannot submit, and your matches are out of the standings.
        </p>
      ) : (
        <SubmitPanel token={me.token} onSubmitted={() => versions.reload()} />
      )}
      <h3>My versions</h3>
      {versions.data ? (
        versions.data.length === 0 ? (
          <Empty testId="arena-no-versions">
            <p>
              No version yet: submit your bot above. Start from a template in the repository's{" "}
              <code>bots/templates</code> folder.
            </p>
          </Empty>
        ) : (
          <ul className="arena-versions" data-testid="arena-my-versions">
            {versions.data.map((v, i) => (
              <VersionCard
                key={v.id}
                submission={v}
                active={competitor?.activeSubmissionId === v.id}
                token={me.token}
                open={i === 0 || competitor?.activeSubmissionId === v.id}
                onActivate={async (version) => {
                  await arenaRequest("/api/me/active-version", {
                    method: "PUT",
                    token: me.token,
                    json: { submissionId: version.id },
                  });
                  who.reload();
                  versions.reload();
                }}
              />
            ))}
          </ul>
        )
      ) : versions.error ? (
        <ErrorState error={versions.error} retry={versions.reload} />
      ) : (
        <Loading what="your versions" />
      )}
      <h3>My matches</h3>
      {matches.data ? (
        matches.data.length === 0 ? (
          <Empty>
            <p>No match yet: your check games start once a version is built.</p>
          </Empty>
        ) : (
          <MatchList matches={matches.data} sides={sides} testId="arena-my-matches" />
        )
      ) : matches.error ? (
        <ErrorState error={matches.error} retry={matches.reload} />
      ) : (
        <Loading what="your matches" />
      )}
    </>
  );
}
