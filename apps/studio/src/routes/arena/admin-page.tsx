import { lazy, Suspense, useId, useState } from "react";
import { Link } from "../../lib/router.tsx";
import { AdminAudit } from "./admin-audit.tsx";
import { AdminCompetitors } from "./admin-competitors.tsx";
import { AdminEvent } from "./admin-event.tsx";
import { AdminSharedSources } from "./admin-shared-sources.tsx";
import { ArenaApiError, arenaRequest } from "./api/client.ts";
import type { Me } from "./api/types.ts";
import { tokenProblem } from "./inputs.ts";
import { session, useSession } from "./session.ts";
import { ActionError, Loading } from "./states.tsx";
import { useAction } from "./use-arena.ts";

/** The round form reads RuleSets with the engine: loaded once an admin is signed in. */
const AdminRoundForm = lazy(() =>
  import("./admin-round-form.tsx").then((m) => ({ default: m.AdminRoundForm })),
);

/**
 * /arena/admin: the organisers' page, behind the admin token (printed once when the service first starts,
 * or set with RULEKIT_ARENA_ADMIN_TOKEN). Start scoring rounds and trial matches (on a RuleSet from the
 * rule editor), pause and resume them, freeze the leaderboard, exclude or disqualify competitors, see bots several competitors
 * submitted byte for byte, rejudge, and read the audit log.
 */
export function AdminPage() {
  const s = useSession();
  return (
    <section aria-labelledby="arena-admin-title">
      <h2 id="arena-admin-title">Admin</h2>
      {s.admin ? (
        <>
          <p>
            Signed in as an admin.{" "}
            <button type="button" className="arena-link-button" onClick={() => session.signOut("admin")}>
              Sign out
            </button>
          </p>
          <Suspense fallback={<Loading what="the round form" />}>
            <AdminRoundForm token={s.admin.token} />
          </Suspense>
          <AdminEvent token={s.admin.token} />
          <AdminCompetitors token={s.admin.token} />
          <AdminSharedSources token={s.admin.token} />
          <AdminAudit token={s.admin.token} />
        </>
      ) : (
        <AdminSignIn />
      )}
    </section>
  );
}

function AdminSignIn() {
  const [token, setToken] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction();
  const id = useId();
  return (
    <form
      className="arena-panel"
      onSubmit={(e) => {
        e.preventDefault();
        const value = token.trim();
        const p = tokenProblem(value);
        setProblem(p);
        if (p) return;
        void action.run(async () => {
          let me: Me;
          try {
            me = await arenaRequest<Me>("/api/me", { token: value });
          } catch (error) {
            if (error instanceof ArenaApiError && error.kind === "unauthorized")
              throw new Error("The service does not know this token.");
            throw error;
          }
          if (me.kind !== "admin")
            throw new Error("This is not an admin token (a competitor's token signs in on My bot).");
          session.signInAdmin(value);
        });
      }}
    >
      <p>
        The organisers' page. The admin token is printed once when the service first starts (or set with{" "}
        <code>RULEKIT_ARENA_ADMIN_TOKEN</code>). Competitors sign in on <Link to="/arena/me">My bot</Link>.
      </p>
      <label htmlFor={id}>Admin token</label>
      <div className="arena-form-row">
        <input
          id={id}
          type="password"
          value={token}
          autoComplete="current-password"
          onChange={(e) => setToken(e.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          data-testid="arena-admin-token"
        />
        <button type="submit" className="primary" disabled={action.busy}>
          Sign in
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <ActionError error={action.error} testId="arena-admin-signin-error" />
    </form>
  );
}
