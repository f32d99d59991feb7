import type { Level, LevelState } from "@rulekit/reactor";
import { deadlineWhen, goalText, ruleDeadlines } from "../view-models/level-goal.ts";

/**
 * The level's goal and the deadlines its rule events make knowable, relative to the current turn. Once the
 * level is over they no longer threaten anything: none is shown as a danger then.
 */
export function GoalPanel(props: { level: Level; turn: number; state?: LevelState }) {
  const deadlines = ruleDeadlines(props.level);
  const over = props.state === "Won" || props.state === "Lost";
  return (
    <section className="rx-panel rx-goal" aria-labelledby="rx-goal-title" data-testid="goal">
      <h2 id="rx-goal-title">Goal</h2>
      <p data-testid="goal-text">{goalText(props.level)}</p>
      <h3>Deadlines</h3>
      {deadlines.length === 0 ? (
        <p className="rx-muted">No rule event of this level is tied to a turn.</p>
      ) : (
        <ul data-testid="deadlines">
          {deadlines.map((d) => {
            const left = d.turn - props.turn;
            return (
              <li key={d.event} className={d.loses && !over ? "rx-tone-danger" : undefined}>
                {deadlineWhen(d)}
                {over
                  ? props.state === "Won"
                    ? " (no longer matters: the level is won)"
                    : " (the level is over)"
                  : left > 0
                    ? ` (in ${left} ${left === 1 ? "turn" : "turns"})`
                    : left === 0
                      ? " (this turn)"
                      : " (passed)"}
                : {d.text}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
