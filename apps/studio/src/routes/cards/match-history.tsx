import { Link } from "../../lib/router.tsx";
import type { HistoryEntry } from "./history.ts";

const OUTCOME_WORDS = { won: "Won", lost: "Lost", draw: "Draw" } as const;

/** The matches played in this browser, newest first; each opens in the replay viewer (a link). */
export function MatchHistory(props: { entries: readonly HistoryEntry[]; current: string | null }) {
  if (props.entries.length === 0) {
    return (
      <section className="cc-history" aria-labelledby="cc-history-title" data-testid="cards-history">
        <h2 id="cc-history-title">Match history</h2>
        <p className="cc-muted">No finished match yet: play one to the end and it appears here.</p>
      </section>
    );
  }
  return (
    <section className="cc-history" aria-labelledby="cc-history-title" data-testid="cards-history">
      <h2 id="cc-history-title">Match history</h2>
      <ol className="cc-history-list">
        {props.entries.map((entry) => (
          <li key={entry.query} data-outcome={entry.outcome} data-testid="cards-history-entry">
            <span className={`cc-history-outcome cc-history-${entry.outcome}`}>
              {OUTCOME_WORDS[entry.outcome]}
            </span>{" "}
            <span>{entry.label}</span>{" "}
            <span className="cc-muted">
              · seed {entry.seed} · {entry.turns} turns · {new Date(entry.endedAt).toLocaleString()}
            </span>{" "}
            <Link to={`/cards?${entry.query}&view=replay`}>
              Watch the replay
              <span className="visually-hidden">
                {" "}
                of {entry.label}, seed {entry.seed}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
