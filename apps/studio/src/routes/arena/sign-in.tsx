import { useId, useState } from "react";
import { Link } from "../../lib/router.tsx";
import { ArenaApiError, arenaRequest } from "./api/client.ts";
import type { Competitor, Me } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { tokenProblem } from "./inputs.ts";
import { session } from "./session.ts";
import { ActionError } from "./states.tsx";
import { useAction } from "./use-arena.ts";

/**
 * Not signed in as a competitor: register under a display name (the service answers with a token, shown
 * once) or sign in with the token. `onRegistered` receives the new token to show.
 */
export function CompetitorSignIn(props: { onRegistered: (token: string) => void }) {
  const { competition } = useArenaContext();
  const [name, setName] = useState("");
  const [token, setToken] = useState("");
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const register = useAction();
  const signIn = useAction();
  const nameId = useId();
  const tokenId = useId();
  const closed = competition.registration === "closed";
  return (
    <div className="arena-columns">
      <section className="arena-panel" aria-labelledby={`${nameId}-title`}>
        <h3 id={`${nameId}-title`}>Register</h3>
        {closed ? (
          <p>Registration is closed in this competition: an admin registers competitors.</p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void register.run(async () => {
                const r = await arenaRequest<{ competitor: Competitor; token: string }>(
                  competitionPath(competition, "/competitors"),
                  { method: "POST", json: { displayName: name.trim() } },
                );
                session.signInCompetitor({
                  token: r.token,
                  id: r.competitor.id,
                  name: r.competitor.displayName,
                  competitionId: r.competitor.competitionId,
                });
                props.onRegistered(r.token);
              });
            }}
          >
            <p>
              Choose the name the leaderboard shows for your bot (it is never read from your{" "}
              <code>ott.json</code>).
            </p>
            <label htmlFor={nameId}>Display name</label>
            <div className="arena-form-row">
              <input
                id={nameId}
                value={name}
                maxLength={200}
                autoComplete="nickname"
                onChange={(e) => setName(e.currentTarget.value)}
                data-testid="arena-register-name"
              />
              <button type="submit" className="primary" disabled={register.busy || name.trim() === ""}>
                Register
              </button>
            </div>
            <ActionError error={register.error} testId="arena-register-error" />
          </form>
        )}
      </section>
      <section className="arena-panel" aria-labelledby={`${tokenId}-title`}>
        <h3 id={`${tokenId}-title`}>Sign in with your token</h3>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const value = token.trim();
            const problem = tokenProblem(value);
            setTokenError(problem);
            setNote(null);
            if (problem) return;
            void signIn.run(async () => {
              let me: Me;
              try {
                me = await arenaRequest<Me>("/api/me", { token: value });
              } catch (error) {
                if (error instanceof ArenaApiError && error.kind === "unauthorized")
                  throw new Error("The service does not know this token. Check it, or register again.");
                throw error;
              }
              if (me.kind === "admin") {
                session.signInAdmin(value);
                setNote("This is an admin token: you are signed in as an admin.");
                return;
              }
              if (me.kind !== "competitor") throw new Error("The service does not know this token.");
              session.signInCompetitor({
                token: value,
                id: me.competitor.id,
                name: me.competitor.displayName,
                competitionId: me.competitor.competitionId,
              });
            });
          }}
        >
          <p>
            The token you were given when you registered (it starts with <code>rkc_</code>).
          </p>
          <label htmlFor={tokenId}>Token</label>
          <div className="arena-form-row">
            <input
              id={tokenId}
              type="password"
              value={token}
              autoComplete="current-password"
              onChange={(e) => setToken(e.currentTarget.value)}
              aria-invalid={tokenError ? true : undefined}
              aria-describedby={tokenError ? `${tokenId}-problem` : undefined}
              data-testid="arena-signin-token"
            />
            <button type="submit" disabled={signIn.busy}>
              Sign in
            </button>
          </div>
          {tokenError ? (
            <p id={`${tokenId}-problem`} className="error" role="alert">
              {tokenError}
            </p>
          ) : null}
          <ActionError error={signIn.error} testId="arena-signin-error" />
          {note ? (
            <p role="status">
              {note} <Link to="/arena/admin">Go to the Admin page</Link>.
            </p>
          ) : null}
        </form>
        <p className="muted arena-small">
          Organisers sign in on the <Link to="/arena/admin">Admin</Link> page.
        </p>
      </section>
    </div>
  );
}

/** The token of a new registration, shown this once, with a copy button. */
export function NewToken(props: { token: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="arena-token" role="status" data-testid="arena-new-token">
      <p>
        <strong>Your token — keep it now, it is shown this once.</strong> It signs you in on another browser
        and is what tools send as <code>Authorization: Bearer …</code>. This browser keeps you signed in.
      </p>
      <p>
        <code className="arena-break" data-testid="arena-token-value">
          {props.token}
        </code>
      </p>
      <p className="arena-actions">
        <button
          type="button"
          onClick={() =>
            navigator.clipboard?.writeText(props.token).then(
              () => setCopied(true),
              () => setCopied(false),
            ) ?? setCopied(false)
          }
        >
          Copy the token
        </button>
        <button type="button" onClick={props.onDone} data-testid="arena-token-kept">
          I have kept it
        </button>
        {copied === true ? <span>Copied.</span> : null}
        {copied === false ? <span>Copying is blocked here: select the token and copy it.</span> : null}
      </p>
    </div>
  );
}
