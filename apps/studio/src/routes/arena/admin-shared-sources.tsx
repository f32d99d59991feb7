import { Link } from "../../lib/router.tsx";
import type { SharedSources } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { Badge, ErrorState, Loading } from "./states.tsx";
import { useArena } from "./use-arena.ts";
import { COMPETITOR_WORDS } from "./words.ts";

/** "versions 1 and 3" / "version 2". */
export function versionsWords(versions: readonly number[]): string {
  if (versions.length === 1) return `version ${versions[0]}`;
  return `versions ${versions.slice(0, -1).join(", ")} and ${versions.at(-1)}`;
}

/**
 * Bots that several competitors submitted byte for byte (the same graded files: a renamed copy, or a
 * disqualified competitor back under a new name), those with a disqualified competitor first. The
 * organisers decide; nothing is refused by this list.
 */
export function AdminSharedSources(props: { token: string }) {
  const { competition, live } = useArenaContext();
  const list = useArena<SharedSources>(
    competitionPath(competition, "/shared-sources"),
    props.token,
    live.tick,
  );
  return (
    <section className="arena-panel" aria-labelledby="arena-admin-shared">
      <h3 id="arena-admin-shared">Same bot, several competitors</h3>
      {list.data ? (
        list.data.groups.length === 0 ? (
          <p className="muted">No two competitors have submitted the same files.</p>
        ) : (
          <>
            <p className="muted arena-small">
              Each group submitted exactly the same files (ott.json and bot/). A copy with one byte changed is
              not listed.
            </p>
            <ul className="arena-rounds" data-testid="arena-shared-sources">
              {list.data.groups.map((g) => (
                <li key={g.sourceHash} data-testid="arena-shared-source">
                  {g.withDisqualified ? <Badge tone="bad">with a disqualified competitor</Badge> : null}{" "}
                  <span className="muted arena-small arena-break">
                    {g.language ?? "unknown language"} · <code>{g.sourceHash.slice(0, 19)}…</code>
                  </span>
                  <ul>
                    {g.competitors.map((c) => (
                      <li key={c.competitorId}>
                        <Link to={`/arena/competitors/${c.competitorId}`}>{c.displayName}</Link>{" "}
                        {c.status === "active" ? null : (
                          <Badge tone="bad">{COMPETITOR_WORDS[c.status]}</Badge>
                        )}{" "}
                        <span className="muted arena-small">{versionsWords(c.versions)}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            {list.data.truncated ? (
              <p className="muted arena-small">Only the first groups are shown.</p>
            ) : null}
          </>
        )
      ) : list.error ? (
        <ErrorState error={list.error} retry={list.reload} />
      ) : (
        <Loading what="the shared bots" />
      )}
    </section>
  );
}
