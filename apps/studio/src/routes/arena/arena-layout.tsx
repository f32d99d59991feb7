import { Suspense, useId } from "react";
import { Link, NavLink, Outlet } from "../../lib/router.tsx";
import { browserStorage } from "../../lib/storage.ts";
import type { Competition } from "./api/types.ts";
import { ArenaContext } from "./competition.tsx";
import { useLive } from "./live.ts";
import { session, useSession } from "./session.ts";
import { Empty, ErrorState, Loading } from "./states.tsx";
import { useArena } from "./use-arena.ts";
import "./arena.css";

const storage = browserStorage();
const CHOSEN = "rulekit.arena.competition";

/**
 * /arena: the competition's name, the arena's pages (leaderboard, rounds, my bot, admin), who is signed
 * in, and whether the pages update live. The pages below read the competition and its live updates from
 * the context. Without the service the pages say so and try again by themselves.
 */
export function ArenaLayout() {
  const list = useArena<Competition[]>("/api/competitions", null);
  const s = useSession();
  const chosen = storage.getJson<string>(CHOSEN);
  const competitions = list.data ?? [];
  const competition =
    competitions.find((c) => c.slug === chosen) ??
    competitions.find((c) => c.slug === "demo") ??
    competitions[0];
  const live = useLive(competition?.slug ?? null);
  const one = useArena<Competition>(
    competition ? `/api/competitions/${encodeURIComponent(competition.slug)}` : null,
    null,
    live.tick,
  );
  const current = one.data ?? competition;
  const pickId = useId();
  return (
    <section className="arena" aria-labelledby="arena-title">
      <div className="arena-head">
        <h1 id="arena-title">Arena</h1>
        {competitions.length > 1 ? (
          <p className="arena-pick">
            <label htmlFor={pickId}>Competition</label>{" "}
            <select
              id={pickId}
              value={current?.slug}
              onChange={(e) => {
                storage.setJson(CHOSEN, e.currentTarget.value);
                list.reload();
              }}
            >
              {competitions.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </p>
        ) : null}
      </div>
      <p className="lead">
        {current ? <strong>{current.name}</strong> : "The bot competition"}: bots play OTTv2
        rock-paper-scissors chess; every version plays two check games, scoring rounds rank the field.
      </p>
      <nav aria-label="Arena pages" className="arena-tabs">
        <NavLink to="/arena" end>
          Leaderboard
        </NavLink>
        <NavLink to="/arena/rounds">Rounds</NavLink>
        <NavLink to="/arena/me">{s.competitor ? `My bot (${s.competitor.name})` : "My bot"}</NavLink>
        <NavLink to="/arena/admin">{s.admin ? "Admin (signed in)" : "Admin"}</NavLink>
      </nav>
      {s.expired ? (
        <div className="arena-error" role="alert" data-testid="arena-token-expired">
          <p>
            You were signed out: the service no longer accepts this{" "}
            {s.expired === "admin" ? "admin" : "competitor"} token.{" "}
            <Link to={s.expired === "admin" ? "/arena/admin" : "/arena/me"}>Sign in again</Link>.
          </p>
          <button type="button" onClick={() => session.dismissExpired()}>
            Dismiss
          </button>
        </div>
      ) : null}
      {list.error && !current ? (
        <ErrorState error={list.error} retry={list.reload} testId="arena-service-error" />
      ) : list.loading ? (
        <Loading what="the arena" />
      ) : !current ? (
        <Empty testId="arena-no-competition">
          <p>The arena has no competition yet. An admin creates one with the API (POST /api/competitions).</p>
        </Empty>
      ) : (
        <ArenaContext.Provider
          value={{
            competition: current,
            competitions,
            live,
            reload: () => {
              one.reload();
              list.reload();
            },
          }}
        >
          <LiveNote mode={live.mode} seconds={live.nextPollSeconds} />
          <Suspense fallback={<Loading what="the page" />}>
            <Outlet />
          </Suspense>
        </ArenaContext.Provider>
      )}
    </section>
  );
}

function LiveNote(props: { mode: string; seconds: number | null }) {
  const text =
    props.mode === "live"
      ? "Live: pages update as results come in."
      : props.mode === "polling"
        ? `Updates by checking every ${props.seconds ?? 2} s (the live stream is not available).`
        : "Connecting to live updates…";
  return (
    <p className={`arena-live arena-live-${props.mode}`} data-testid="arena-live">
      <span aria-hidden="true" className="arena-live-dot" /> {text}
    </p>
  );
}
