import { type CardInstance, cardName, type Entity, type MatchState, type Side } from "@rulekit/card-combat";

/** The shared board in its insertion order (the trigger order), each entity marked with its side. */
export function BoardView(props: { state: MatchState }) {
  const s = props.state;
  return (
    <section className="cc-board" aria-labelledby="cc-board-title">
      <h2 id="cc-board-title">
        Board{" "}
        <span className="cc-muted">
          ({s.board.length}/{s.options.boardCapacity}, in trigger order)
        </span>
      </h2>
      {s.board.length === 0 ? (
        <p className="cc-muted">The board is empty.</p>
      ) : (
        <ol className="cc-entities">
          {s.board.map((e, i) => (
            <EntityCard key={e.uid} state={s} entity={e} index={i + 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

function EntityCard(props: { state: MatchState; entity: Entity; index: number }) {
  const { state: s, entity: e } = props;
  const def = s.cards[e.card];
  const creature = def?.type === "creature";
  const ready = e.controller === s.active;
  return (
    <li className={`cc-entity cc-side-${e.controller}`} data-testid="cards-entity">
      <div className="cc-entity-head">
        <span className="cc-order">#{props.index}</span> <strong>{cardName(s, e.card)}</strong>{" "}
        <span className="cc-muted">[{e.uid}]</span>
      </div>
      <div>
        {s.players[e.controller].name} · {def?.type}
        {creature ? (
          <>
            {" "}
            · <span title="attack">⚔ {e.attack}</span> ·{" "}
            <span title="health">
              ♥ {e.health}/{e.maxHealth}
            </span>
          </>
        ) : null}
      </div>
      <div className="cc-muted">
        {e.countdown !== null ? `countdown ${e.countdown} · ` : ""}
        {ready ? `attacks ${e.attacksRemaining} · activates ${e.activatesRemaining} · ` : ""}
        holder {e.holderId}
      </div>
      {def?.text ? <div className="cc-text">{def.text}</div> : null}
    </li>
  );
}

export function PlayersView(props: { state: MatchState }) {
  const s = props.state;
  return (
    <section className="cc-players" aria-label="Leaders">
      {([0, 1] as Side[]).map((side) => {
        const p = s.players[side];
        return (
          <div
            key={side}
            className={`cc-player cc-side-${side}${s.active === side ? " cc-active" : ""}`}
            data-testid={`cards-player-${side}`}
          >
            <h2>
              {p.name}{" "}
              {s.active === side && s.status === "playing" ? <span className="cc-badge">to play</span> : null}
            </h2>
            <p>
              ♥ <strong>{p.health}</strong>/{p.maxHealth} · ⚡ energy <strong>{p.energy}</strong> · hand{" "}
              {p.hand.length} · deck {p.deck.length} · graveyard {p.graveyard.length}
              {p.fatigue ? ` · fatigue ${p.fatigue}` : ""}
            </p>
          </div>
        );
      })}
    </section>
  );
}

export function HandsView(props: { state: MatchState }) {
  const s = props.state;
  return (
    <section className="cc-hands" aria-label="Hands">
      {([0, 1] as Side[]).map((side) => (
        <div key={side}>
          <h3>
            {s.players[side].name}'s hand ({s.players[side].hand.length})
          </h3>
          <ul className="cc-hand">
            {s.players[side].hand.map((c) => (
              <HandCard key={c.uid} state={s} card={c} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function HandCard(props: { state: MatchState; card: CardInstance }) {
  const { state: s, card: c } = props;
  const def = s.cards[c.card];
  return (
    <li className="cc-card">
      <strong>{cardName(s, c.card)}</strong> <span className="cc-cost">{c.cost}⚡</span>
      <div className="cc-muted">
        {def?.type}
        {def?.type === "creature" ? ` · ${c.attack}/${c.health}` : ""} · {c.holderId}
      </div>
      {def?.text ? <div className="cc-text">{def.text}</div> : null}
    </li>
  );
}
