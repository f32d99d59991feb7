import type { MatchState, Side } from "@rulekit/card-combat";
import type { MatchSummary } from "./match-summary.ts";
import { endReasonText, outcomeTitle } from "./words.ts";

/** The end of a match: the winner, why in words, its length, the damage dealt, and what to do next. */
export function EndPanel(props: {
  state: MatchState;
  summary: MatchSummary;
  viewer: Side;
  onReplay: () => void;
  onExport: () => void;
  onRematch: () => void;
}) {
  const { state: s, summary } = props;
  const tone = summary.winner === null ? "draw" : summary.winner === props.viewer ? "won" : "lost";
  return (
    <section
      className={`cc-end cc-end-${tone}`}
      aria-labelledby="cc-end-title"
      data-testid="cards-end"
      data-outcome={tone}
    >
      <h2 id="cc-end-title">{outcomeTitle(s, summary.winner)}</h2>
      <p>
        {endReasonText(s, summary.reason, summary.winner)[0]!.toUpperCase()}
        {endReasonText(s, summary.reason, summary.winner).slice(1)}, on turn {summary.turns}.
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
          {([0, 1] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{s.players[side].name}</th>
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
        <button type="button" onClick={props.onReplay} data-testid="cards-replay">
          Replay from the start
        </button>
        <button type="button" onClick={props.onExport}>
          Export the match log
        </button>
        <button type="button" className="primary" onClick={props.onRematch}>
          New match
        </button>
      </div>
    </section>
  );
}
