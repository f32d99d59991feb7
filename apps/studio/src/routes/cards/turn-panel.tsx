import type { Command, MatchState, Side } from "@rulekit/card-combat";
import type { Pending } from "./player-actions.ts";
import { cardTitle } from "./words.ts";

/** Whose turn it is, the choice waiting for a target, End turn and the AI's help. */
export function TurnPanel(props: {
  state: MatchState;
  viewer: Side;
  live: boolean;
  /** Steps after the one on screen (dropped by "play on from here"). */
  later: number;
  aiSide: Side | null;
  pending: Pending | null;
  endTurn: Command | null;
  onPlay: (command: Command) => void;
  onCancel: () => void;
  onAiMove: () => void;
  onResume: () => void;
}) {
  const s = props.state;
  const active = s.players[s.active];
  const yours = s.active === props.viewer;
  const aiTurn = props.aiSide === s.active;
  const pendingCard = props.pending
    ? (s.board.find((e) => e.uid === props.pending!.uid) ??
      s.players[s.active].hand.find((c) => c.uid === props.pending!.uid))
    : undefined;
  if (s.status !== "playing" && props.live) return null;
  return (
    <section className="cc-turn" aria-labelledby="cc-turn-title">
      <h2 id="cc-turn-title">
        {s.status !== "playing" ? "Match over" : yours ? "Your turn" : `${active.name}'s turn`}
      </h2>
      {!props.live ? (
        <p className="warning">
          You are looking at an earlier step.{" "}
          <button type="button" onClick={props.onResume}>
            Play on from here (drops {props.later} later step{props.later === 1 ? "" : "s"})
          </button>
        </p>
      ) : null}
      {s.status === "playing" && props.live ? (
        <>
          <p>
            Turn {s.turn} · {active.name} has <strong>{active.energy} energy</strong>.
            {aiTurn ? " The AI is playing." : ""}
          </p>
          {props.pending && pendingCard ? (
            <p className="cc-prompt" role="status" data-testid="cards-prompt">
              {props.pending.kind === "Attack"
                ? `Choose what ${cardTitle(s, pendingCard.card)} attacks`
                : `Choose a target for ${cardTitle(s, pendingCard.card)}`}{" "}
              (highlighted buttons; Escape cancels).{" "}
              <button type="button" onClick={props.onCancel}>
                Cancel
              </button>
            </p>
          ) : (
            <p className="cc-muted cc-hint">
              Play a card from your hand, attack with a creature (then pick its target), or end the turn.
            </p>
          )}
          <div className="cc-buttons">
            {props.endTurn ? (
              <button
                type="button"
                className="primary"
                data-testid="cards-command"
                data-command="EndTurn"
                onClick={() => props.onPlay(props.endTurn!)}
              >
                End turn
              </button>
            ) : null}
            <button type="button" onClick={props.onAiMove} data-testid="cards-ai-move">
              Let the AI play one move for {active.name}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
