import type { AuditEntry } from "./api/types.ts";
import { competitionPath, useArenaContext } from "./competition.tsx";
import { ErrorState, Loading } from "./states.tsx";
import { useArena } from "./use-arena.ts";
import { when } from "./words.ts";

/** Details of an audit entry in one short line (its JSON, cut). */
export function detailsWords(details: unknown): string {
  if (details === null || details === undefined) return "";
  if (typeof details === "object" && Object.keys(details as object).length === 0) return "";
  const text = JSON.stringify(details);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** The audit log: every admin action, newest first, with who did it, on what and with which details. */
export function AdminAudit(props: { token: string }) {
  const { competition, live } = useArenaContext();
  const log = useArena<AuditEntry[]>(
    competitionPath(competition, "/audit?limit=200"),
    props.token,
    live.tick,
  );
  return (
    <section className="arena-panel" aria-labelledby="arena-admin-audit">
      <h3 id="arena-admin-audit">Audit log</h3>
      {log.data ? (
        log.data.length === 0 ? (
          <p className="muted">No admin action yet.</p>
        ) : (
          <ol className="arena-audit" data-testid="arena-audit">
            {log.data.map((a) => (
              <li key={a.id} data-testid="arena-audit-entry" data-action={a.action}>
                <code>{a.action}</code>
                {a.target ? (
                  <>
                    {" "}
                    on <code>{a.target}</code>
                  </>
                ) : null}{" "}
                <span className="muted arena-small">
                  by {a.actor}, {when(a.createdAt)}
                </span>
                {detailsWords(a.details) ? (
                  <span className="arena-sub arena-small arena-break">{detailsWords(a.details)}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )
      ) : log.error ? (
        <ErrorState error={log.error} retry={log.reload} />
      ) : (
        <Loading what="the audit log" />
      )}
    </section>
  );
}
