import {
  type CardInstance,
  type Command,
  type Entity,
  leaderRef,
  type MatchState,
  type Side,
  type TargetRef,
} from "@rulekit/card-combat";
import type { CardActions, Pending } from "./player-actions.ts";
import { cardText, cardTitle, entityLabel, targetLabel } from "./words.ts";

/** What the table needs to offer the player's moves: who looks at it and what can be done now. */
export interface TableProps {
  state: MatchState;
  viewer: Side;
  /** Both hands face up (the designer's switch). */
  reveal: boolean;
  /** The state on screen is the live end of the match and it is the viewer's turn. */
  canAct: boolean;
  actions: Map<string, CardActions>;
  pending: Pending | null;
  /** The targets of the pending command, each with the command that hits it. */
  targets: Map<TargetRef, Command>;
  onStart: (kind: Pending["kind"], uid: string) => void;
  onTarget: (command: Command) => void;
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** The table from the viewer's seat: the opponent at the top, the shared board, the viewer at the bottom. */
export function Table(props: TableProps) {
  const { viewer } = props;
  return (
    <div className="cc-table">
      <LeaderPanel {...props} side={other(viewer)} />
      <HandView {...props} side={other(viewer)} faceDown={!props.reveal} />
      <BoardView {...props} />
      <LeaderPanel {...props} side={viewer} />
      <HandView {...props} side={viewer} faceDown={false} />
    </div>
  );
}

function TargetButton(props: { command: Command | undefined; name: string; onTarget: (c: Command) => void }) {
  if (!props.command) return null;
  const verb = props.command.type === "Attack" ? "Attack" : "Target";
  return (
    <button
      type="button"
      className="primary cc-target"
      data-testid="cards-target"
      onClick={() => props.onTarget(props.command!)}
    >
      {verb}
      <span className="visually-hidden"> {props.name}</span>
    </button>
  );
}

function LeaderPanel(props: TableProps & { side: Side }) {
  const { state: s, side } = props;
  const p = s.players[side];
  const ref = leaderRef(side);
  const active = s.active === side && s.status === "playing";
  return (
    <section
      className={`cc-player cc-side-${side}${active ? " cc-active" : ""}`}
      aria-label={`${p.name}${side === props.viewer ? " (you)" : ""}`}
      data-testid={`cards-player-${side}`}
    >
      <div className="cc-player-head">
        <h2>
          {p.name}
          {side === props.viewer ? <span className="cc-muted"> (you)</span> : null}
        </h2>
        {active ? <span className="cc-badge">to play</span> : null}
        <TargetButton command={props.targets.get(ref)} name={targetLabel(s, ref)} onTarget={props.onTarget} />
      </div>
      <p className="cc-stats">
        <span>
          Health <strong>{p.health}</strong>/{p.maxHealth}
        </span>
        <span>
          Energy <strong data-testid={`cards-energy-${side}`}>{p.energy}</strong>
        </span>
        <span>Deck {p.deck.length}</span>
        <span>Graveyard {p.graveyard.length}</span>
        {p.fatigue ? <span>Next fatigue {p.fatigue}</span> : null}
      </p>
      <meter
        className="cc-health"
        min={0}
        max={p.maxHealth}
        value={Math.max(0, p.health)}
        aria-label={`${p.name} health`}
      />
    </section>
  );
}

/** The shared board in two rows (opponent's, then the viewer's); #n is the trigger order of the board. */
function BoardView(props: TableProps) {
  const { state: s, viewer } = props;
  const rows = [other(viewer), viewer] as const;
  return (
    <section className="cc-board" aria-labelledby="cc-board-title">
      <h2 id="cc-board-title">
        Board{" "}
        <span className="cc-muted">
          {s.board.length}/{s.options.boardCapacity} places · #n = the order effects trigger in
        </span>
      </h2>
      {rows.map((side) => {
        const entities = s.board.flatMap((e, i) => (e.controller === side ? [{ e, i }] : []));
        return (
          <div key={side} className="cc-board-row">
            <h3 className="cc-row-title">{s.players[side].name}</h3>
            {entities.length === 0 ? (
              <p className="cc-muted">Nothing on the board.</p>
            ) : (
              <ul className="cc-entities">
                {entities.map(({ e, i }) => (
                  <EntityCard key={e.uid} {...props} entity={e} index={i + 1} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

function Inspect(props: { rows: [string, string | number][] }) {
  return (
    <details className="cc-inspect">
      <summary>Inspect</summary>
      <dl>
        {props.rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function EntityCard(props: TableProps & { entity: Entity; index: number }) {
  const { state: s, entity: e } = props;
  const def = s.cards[e.card];
  const creature = def?.type === "creature";
  const mine = e.controller === props.viewer;
  const actions = props.actions.get(e.uid);
  const selected = props.pending?.uid === e.uid;
  const label = entityLabel(s, e.uid);
  const activatedCost = def?.abilities.find((a) => a.when === "activated")?.cost ?? 0;
  return (
    <li
      className={`cc-entity cc-side-${e.controller}${selected ? " cc-selected" : ""}`}
      data-testid="cards-entity"
    >
      <div className="cc-entity-head">
        <span className="cc-order" title="trigger order">
          #{props.index}
        </span>{" "}
        <strong>{cardTitle(s, e.card)}</strong>
        <span className="cc-type">{def?.type}</span>
      </div>
      {creature ? (
        <p className="cc-numbers">
          <span>
            Attack <strong>{e.attack}</strong>
          </span>{" "}
          <span>
            Health <strong>{e.health}</strong>/{e.maxHealth}
          </span>
        </p>
      ) : null}
      {e.countdown !== null ? (
        <p className="cc-countdown">{e.countdown === 1 ? "1 turn left" : `${e.countdown} turns left`}</p>
      ) : null}
      {def?.text ? <p className="cc-text">{cardText(def.text)}</p> : null}
      {mine && creature && props.canAct ? (
        <p className="cc-ready cc-muted">
          {e.attacksRemaining > 0 ? "Can attack this turn" : "No attack left this turn"}
        </p>
      ) : null}
      <div className="cc-buttons">
        {props.canAct && mine && actions?.attack.length ? (
          <button
            type="button"
            data-testid="cards-action"
            data-action="Attack"
            aria-pressed={selected && props.pending?.kind === "Attack"}
            onClick={() => props.onStart("Attack", e.uid)}
          >
            Attack<span className="visually-hidden"> with {label}</span>
          </button>
        ) : null}
        {props.canAct && mine && actions?.activate.length ? (
          <button
            type="button"
            data-testid="cards-action"
            data-action="Activate"
            aria-pressed={selected && props.pending?.kind === "Activate"}
            onClick={() => props.onStart("Activate", e.uid)}
          >
            Use ability ({activatedCost} energy)
          </button>
        ) : null}
        <TargetButton command={props.targets.get(e.uid)} name={label} onTarget={props.onTarget} />
      </div>
      <Inspect
        rows={[
          ["Instance", e.uid],
          ["Card", e.card],
          ["Holder", e.holderId],
          ["Trigger order", `#${props.index}`],
          ["Attacks left", e.attacksRemaining],
          ["Activations left", e.activatesRemaining],
        ]}
      />
    </li>
  );
}

function HandView(props: TableProps & { side: Side; faceDown: boolean }) {
  const { state: s, side } = props;
  const hand = s.players[side].hand;
  const name = s.players[side].name;
  return (
    <section className="cc-hand-area" aria-label={`${name}'s hand`}>
      <h3>
        {side === props.viewer ? "Your hand" : `${name}'s hand`}{" "}
        <span className="cc-muted">
          {hand.length} {hand.length === 1 ? "card" : "cards"}
          {props.faceDown ? ", face down" : ""}
        </span>
      </h3>
      {props.faceDown ? (
        <ul className="cc-hand" aria-hidden="true">
          {hand.map((c) => (
            <li key={c.uid} className="cc-card cc-back" />
          ))}
        </ul>
      ) : (
        <ul className="cc-hand">
          {hand.map((c) => (
            <HandCard key={c.uid} {...props} card={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HandCard(props: TableProps & { side: Side; card: CardInstance }) {
  const { state: s, card: c, side } = props;
  const def = s.cards[c.card];
  const plays = props.actions.get(c.uid)?.play ?? [];
  const mine = side === props.viewer;
  const selected = props.pending?.uid === c.uid;
  const energy = s.players[side].energy;
  const why = plays.length > 0 ? null : c.cost > energy ? `Needs ${c.cost} energy` : "Cannot be played now";
  return (
    <li className={`cc-card${selected ? " cc-selected" : ""}`} data-testid="cards-hand-card">
      <div className="cc-entity-head">
        <strong>{cardTitle(s, c.card)}</strong>
        <span className="cc-cost">
          {c.cost} <span className="cc-muted">energy</span>
        </span>
      </div>
      <p className="cc-type-line">
        {def?.type}
        {def?.type === "creature" ? ` · attack ${c.attack}, health ${c.health}` : ""}
      </p>
      {def?.text ? <p className="cc-text">{cardText(def.text)}</p> : null}
      {mine && props.canAct ? (
        <div className="cc-buttons">
          <button
            type="button"
            data-testid="cards-action"
            data-action="PlayCard"
            disabled={plays.length === 0}
            aria-pressed={selected}
            onClick={() => props.onStart("PlayCard", c.uid)}
          >
            Play<span className="visually-hidden"> {cardTitle(s, c.card)}</span>
          </button>
          {why ? <span className="cc-muted cc-why">{why}</span> : null}
        </div>
      ) : null}
      <Inspect
        rows={[
          ["Instance", c.uid],
          ["Card", c.card],
          ["Holder", c.holderId],
        ]}
      />
    </li>
  );
}
