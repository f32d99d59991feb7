import type { MatchState, Side } from "@rulekit/card-combat";
import { useState } from "react";
import type { MatchSummary } from "./match-summary.ts";
import { endReasonText, outcomeTitle, type Voice } from "./words.ts";

/**
 * The end of a match: who won and why in words, its length, the damage dealt, and what next — the replay
 * viewer, a link to share, the log, a rematch.
 */
export function EndPanel(props: {
  state: MatchState;
  summary: MatchSummary;
  viewer: Side;
  voice: Voice;
  /** The address of this match (null: opened from a file, no link). */
  link: string | null;
  onReplay: () => void;
  onExport: () => void;
  onRematch: () => void;
}) {
  const { state: s, summary, voice } = props;
  const tone = summary.winner === null ? "draw" : summary.winner === props.viewer ? "won" : "lost";
  const reason = endReasonText(s, summary.reason, summary.winner, voice);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const name = (side: Side) =>
    voice.personal ? (side === props.viewer ? "You" : "The opponent") : s.players[side].name;
  return (
    <section
      className={`cc-end cc-end-${tone}`}
      aria-labelledby="cc-end-title"
      data-testid="cards-end"
      data-outcome={tone}
    >
      <h2 id="cc-end-title">{outcomeTitle(s, summary.winner, voice)}</h2>
      <p>
        {reason[0]!.toUpperCase()}
        {reason.slice(1)}, on turn {summary.turns}.
      </p>
      <table className="cc-end-table">
        <caption className="visually-hidden">Match totals</caption>
        <thead>
          <tr>
            <th scope="col">Side</th>
            <th scope="col">Damage dealt</th>
            <th scope="col">Leader health</th>
            <th scope="col">Cards played</th>
          </tr>
        </thead>
        <tbody>
          {([props.viewer, props.viewer === 0 ? 1 : 0] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{name(side)}</th>
              <td>{summary.damageDealt[side]}</td>
              <td>
                {Math.max(0, s.players[side].health)}/{s.players[side].maxHealth}
              </td>
              <td>{summary.cardsPlayed[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cc-buttons">
        <button type="button" className="primary" onClick={props.onRematch}>
          Play again (next seed)
        </button>
        <button type="button" onClick={props.onReplay} data-testid="cards-replay">
          Watch the replay
        </button>
        {props.link ? (
          <button
            type="button"
            data-testid="cards-copy-link"
            onClick={() => {
              const link = props.link!;
              if (!navigator.clipboard) return setCopied("failed");
              navigator.clipboard.writeText(link).then(
                () => setCopied("copied"),
                () => setCopied("failed"),
              );
            }}
          >
            Copy a link to this match
          </button>
        ) : null}
        <button type="button" onClick={props.onExport}>
          Export the match log
        </button>
      </div>
      {copied === "copied" ? (
        <p role="status" className="cc-muted">
          Link copied: anyone who opens it sees this match.
        </p>
      ) : null}
      {copied === "failed" && props.link ? (
        <p role="status">
          <label>
            Copy this link:{" "}
            <input
              readOnly
              value={props.link}
              className="cc-link-field"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
        </p>
      ) : null}
    </section>
  );
}
