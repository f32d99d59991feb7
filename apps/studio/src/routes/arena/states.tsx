import type { ReactNode } from "react";
import { Link } from "../../lib/router.tsx";
import { ArenaApiError, describeError, isTransient } from "./api/client.ts";
import type { Tone } from "./words.ts";

/** While the first answer is on its way. */
export function Loading(props: { what: string }) {
  return (
    <p className="arena-loading" role="status">
      Loading {props.what}…
    </p>
  );
}

/**
 * A failure in plain words with what to do: the service down or starting (the page tries again by
 * itself), a token refused (sign in), anything else (Try again).
 */
export function ErrorState(props: { error: unknown; retry?: () => void; testId?: string }) {
  const { error } = props;
  const transient = isTransient(error);
  const signIn = error instanceof ArenaApiError && error.kind === "unauthorized";
  return (
    <div className="arena-error" role="alert" data-testid={props.testId ?? "arena-error"}>
      <p>{describeError(error)}</p>
      <p className="arena-actions">
        {transient ? <span className="muted">Trying again by itself…</span> : null}
        {signIn ? <Link to="/arena/me">Sign in as a competitor</Link> : null}
        {props.retry ? (
          <button type="button" onClick={props.retry}>
            Try again
          </button>
        ) : null}
      </p>
    </div>
  );
}

/** Nothing to show yet, said plainly, with the way on when there is one. */
export function Empty(props: { children: ReactNode; testId?: string }) {
  return (
    <div className="arena-empty" data-testid={props.testId}>
      {props.children}
    </div>
  );
}

export function Badge(props: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`arena-badge arena-badge-${props.tone}`} data-testid={props.testId}>
      {props.children}
    </span>
  );
}

/** An action's failure next to its button (a refusal with the service's reason). */
export function ActionError(props: { error: unknown; testId?: string }) {
  if (!props.error) return null;
  return (
    <p className="error" role="alert" data-testid={props.testId}>
      {describeError(props.error)}
    </p>
  );
}
