import { Link } from "../../lib/router.tsx";
import type { Competitor } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { Badge, ErrorState, Loading } from "./states.tsx";
import { useArena } from "./use-arena.ts";
import { COMPETITOR_WORDS } from "./words.ts";

/** Every competitor with its status; each opens its page, where an admin excludes, disqualifies or reinstates it. */
export function AdminCompetitors(props: { token: string }) {
  const { competition, live } = useArenaContext();
  const list = useArena<Competitor[]>(competitionPath(competition, "/competitors"), props.token, live.tick);
  return (
    <section className="arena-panel" aria-labelledby="arena-admin-competitors">
      <h3 id="arena-admin-competitors">Competitors</h3>
      {list.data ? (
        list.data.length === 0 ? (
          <p className="muted">Nobody has registered yet.</p>
        ) : (
          <ul className="arena-rounds" data-testid="arena-admin-competitors">
            {list.data.map((c) => (
              <li key={c.id}>
                <Link to={`/arena/competitors/${c.id}`}>{c.displayName}</Link>{" "}
                <Badge tone={c.status === "active" ? "ok" : "bad"}>{COMPETITOR_WORDS[c.status]}</Badge>{" "}
                <span className="muted arena-small">
                  {c.activeVersion ? `version ${c.activeVersion}` : "no accepted version"} · status, versions
                  and rejudge on its page
                </span>
              </li>
            ))}
          </ul>
        )
      ) : list.error ? (
        <ErrorState error={list.error} retry={list.reload} />
      ) : (
        <Loading what="the competitors" />
      )}
    </section>
  );
}
