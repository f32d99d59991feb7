import type { Command, MatchState, Side } from "@rulekit/card-combat";
import type { Voice } from "./words.ts";

/** Whose turn it is, End turn, the opponent's moves as they play out, and the AI's help. */
export function TurnPanel(props: {
  state: MatchState;
  viewer: Side;
  voice: Voice;
  live: boolean;
  /** The opponent's moves are being shown one by one. */
  watching: boolean;
  /** Steps after the one on screen (dropped by "play on from here"). */
  later: number;
  aiSide: Side | null;
  endTurn: Command | null;
  onPlay: (command: Command) => void;
  onAiMove: () => void;
  onResume: () => void;
  onSkip: () => void;
}) {
  const s = props.state;
  const active = s.players[s.active];
  const yours = s.active === props.viewer;
  const personal = props.voice.personal === true;
  if (s.status !== "playing" && props.live) return null;
  if (props.watching) {
    return (
      <section className="cc-turn cc-turn-opponent" aria-labelledby="cc-turn-title">
        <h2 id="cc-turn-title">{personal ? "The opponent is playing" : `${active.name} is playing`}</h2>
        <p className="cc-muted">Each of its moves is shown on the table as it happens.</p>
        <button type="button" onClick={props.onSkip} data-testid="cards-skip-opponent">
          Skip to your turn
        </button>
      </section>
    );
  }
  const energy =
    personal && yours ? `You have ${active.energy} energy` : `${active.name} has ${active.energy} energy`;
  return (
    <section className="cc-turn" aria-labelledby="cc-turn-title">
      <h2 id="cc-turn-title">
        {s.status !== "playing"
          ? "Match over"
          : yours
            ? "Your turn"
            : personal
              ? "The opponent's turn"
              : `${active.name}'s turn`}
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
            Turn {s.turn} · <strong>{energy}</strong>.
          </p>
          <p className="cc-muted cc-hint">
            Play a card from your hand, attack with a creature (then pick its target on the table), or end the
            turn.
          </p>
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
              {personal && yours
                ? "Let the AI play one move for you"
                : `Let the AI play one move for ${active.name}`}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
