import { type Command, describeCommand, legalCommands, type MatchState } from "@rulekit/card-combat";

const GROUPS: { type: Command["type"]; title: string }[] = [
  { type: "PlayCard", title: "Play a card" },
  { type: "Activate", title: "Activate" },
  { type: "Attack", title: "Attack" },
  { type: "EndTurn", title: "Turn" },
];

/** The legal commands of the state on screen as buttons: nothing else can be played. */
export function CommandPanel(props: {
  state: MatchState;
  live: boolean;
  onPlay: (command: Command) => void;
  onAiMove: () => void;
  onResume: () => void;
  later: number;
}) {
  const s = props.state;
  const commands = legalCommands(s);
  const side = s.players[s.active].name;
  return (
    <section className="cc-commands" aria-labelledby="cc-commands-title">
      <h2 id="cc-commands-title">{s.status === "playing" ? `Commands for ${side}` : "Commands"}</h2>
      {!props.live ? (
        <p className="warning">
          You are looking at an earlier step.{" "}
          <button type="button" onClick={props.onResume}>
            Play on from here (drops {props.later} later step{props.later === 1 ? "" : "s"})
          </button>
        </p>
      ) : null}
      {s.status !== "playing" ? <p>The match is over.</p> : null}
      {GROUPS.map((group) => {
        const list = commands.filter((c) => c.type === group.type);
        if (list.length === 0) return null;
        return (
          <div key={group.type} className="cc-command-group">
            <h3>{group.title}</h3>
            <ul>
              {list.map((c) => (
                <li key={JSON.stringify(c)}>
                  <button
                    type="button"
                    className={c.type === "EndTurn" ? "primary" : undefined}
                    data-testid="cards-command"
                    data-command={c.type}
                    disabled={!props.live}
                    onClick={() => props.onPlay(c)}
                  >
                    {describeCommand(s, c)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {s.status === "playing" ? (
        <p>
          <button type="button" onClick={props.onAiMove} disabled={!props.live} data-testid="cards-ai-move">
            Let the AI play one command for {side}
          </button>
        </p>
      ) : null}
    </section>
  );
}
