import { useId, useState } from "react";
import { arenaRequest } from "./api/client.ts";
import type { Competitor, CompetitorStatus, StatusEvent } from "./api/types.ts";
import { useArenaContext } from "./competition.tsx";
import { ActionError } from "./states.tsx";
import { useAction, useArena } from "./use-arena.ts";
import { COMPETITOR_WORDS, when } from "./words.ts";

/**
 * For an admin, on a competitor's page: exclude, disqualify or reinstate it with a reason (the history is
 * kept and listed), which takes it and its matches out of (or back into) the standings.
 */
export function CompetitorAdmin(props: { competitor: Competitor; token: string; onChanged?: () => void }) {
  const { competitor: c, token } = props;
  const { live } = useArenaContext();
  const history = useArena<StatusEvent[]>(`/api/competitors/${c.id}/history`, token, live.tick);
  const [reason, setReason] = useState("");
  const action = useAction();
  const reasonId = useId();
  const set = (status: CompetitorStatus) =>
    action.run(async () => {
      await arenaRequest(`/api/competitors/${c.id}/status`, {
        method: "POST",
        token,
        json: { status, reason: reason.trim() },
      });
      setReason("");
      history.reload();
      props.onChanged?.();
    }, token);
  const choices: CompetitorStatus[] =
    c.status === "active"
      ? ["excluded", "disqualified"]
      : c.status === "excluded"
        ? ["active", "disqualified"]
        : ["active"];
  return (
    <section
      className="arena-panel"
      aria-labelledby={`${reasonId}-title`}
      data-testid="arena-competitor-admin"
    >
      <h3 id={`${reasonId}-title`}>Admin: status of {c.displayName}</h3>
      <form
        className="arena-form-row"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label htmlFor={reasonId}>Reason (kept in the history)</label>
        <input
          id={reasonId}
          value={reason}
          maxLength={1000}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="arena-status-reason"
        />
        {choices.map((status) => (
          <button
            key={status}
            type="button"
            disabled={action.busy || reason.trim() === ""}
            onClick={() => void set(status)}
            data-testid={`arena-set-${status}`}
          >
            {status === "active" ? "Reinstate" : status === "excluded" ? "Exclude" : "Disqualify"}
          </button>
        ))}
      </form>
      {reason.trim() === "" ? <p className="muted arena-small">Give a reason to change the status.</p> : null}
      <ActionError error={action.error} />
      {history.data && history.data.length > 0 ? (
        <ol className="arena-history" data-testid="arena-status-history">
          {history.data.map((h) => (
            <li key={h.id}>
              {COMPETITOR_WORDS[h.status] ?? h.status} — {h.reason}{" "}
              <span className="muted">
                ({h.actor}, {when(h.createdAt)})
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
