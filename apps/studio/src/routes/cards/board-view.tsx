import {
  type CardInstance,
  type Command,
  type Entity,
  leaderRef,
  type MatchState,
  type Side,
  type TargetRef,
} from "@rulekit/card-combat";
import { useRef } from "react";
import { CardFace } from "./card-face.tsx";
import type { CardActions, Pending } from "./player-actions.ts";
import type { RecentStep } from "./recent.ts";
import { useFocusAboveDock } from "./use-focus-above-dock.ts";
import { cardTitle, entityLabel, targetLabel, type Voice } from "./words.ts";

/** What the table needs to offer the player's moves: who looks at it and what can be done now. */
export interface TableProps {
  state: MatchState;
  viewer: Side;
  voice: Voice;
  /** Both hands face up (the designer's switch). */
  reveal: boolean;
  /** The state on screen is the live end of the match and it is the viewer's turn. */
  canAct: boolean;
  actions: Map<string, CardActions>;
  pending: Pending | null;
  /** The targets of the pending command, each with the command that hits it. */
  targets: Map<TargetRef, Command>;
  /** What the step on screen did: attacks, hits, destroyed cards (shown where they happened). */
  recent: RecentStep;
  onStart: (kind: Pending["kind"], uid: string) => void;
  onTarget: (command: Command) => void;
  onCancel: () => void;
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/**
 * The table from the viewer's seat, as one screen: the opponent's leader at the top, the shared board, your
 * leader, and your hand docked at the bottom. While a card waits for its target, the targets light up where
 * they are (click one, or its Target button) and the prompt sits over the board.
 */
export function Table(props: TableProps) {
  const { viewer } = props;
  return (
    <div className="cc-table" data-pending={props.pending ? props.pending.kind : undefined}>
      <LeaderBar {...props} side={other(viewer)} />
      <div className="cc-board-wrap">
        {props.pending ? <Prompt {...props} /> : null}
        <BoardView {...props} />
      </div>
      <LeaderBar {...props} side={viewer} />
      <HandView {...props} side={viewer} faceDown={false} />
    </div>
  );
}

const names = (s: MatchState) => (id: string) => cardTitle(s, id);

function Prompt(props: TableProps) {
  const { state: s, pending } = props;
  if (!pending) return null;
  const card =
    s.board.find((e) => e.uid === pending.uid) ?? s.players[s.active].hand.find((c) => c.uid === pending.uid);
  const name = card ? cardTitle(s, card.card) : "the card";
  return (
    <p className="cc-prompt" role="status" data-testid="cards-prompt">
      <strong>
        {pending.kind === "Attack" ? `Choose what your ${name} attacks` : `Choose a target for ${name}`}
      </strong>{" "}
      — click a glowing card or leader (Escape cancels).{" "}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </p>
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
      onClick={(event) => {
        event.stopPropagation();
        props.onTarget(props.command!);
      }}
    >
      {verb}
      <span className="visually-hidden"> {props.name}</span>
    </button>
  );
}

/** A target lit up: the whole face (or leader bar) takes the click too; keyboard users have its button. */
function targetHandlers(command: Command | undefined, onTarget: (c: Command) => void) {
  return command
    ? {
        onClick: () => onTarget(command),
        "data-targetable": true,
      }
    : {};
}

/** Damage and healing a target took in the step on screen, floating over it. */
function HitMarks(props: { recent: RecentStep; target: TargetRef }) {
  const hit = props.recent.hits.get(props.target);
  if (!hit) return null;
  return (
    <span className="cc-hits" aria-hidden="true">
      {hit.damage > 0 ? (
        <span className="cc-hit cc-hit-damage" data-testid="cards-hit">
          −{hit.damage}
        </span>
      ) : null}
      {hit.heal > 0 ? (
        <span className="cc-hit cc-hit-heal" data-testid="cards-hit">
          +{hit.heal}
        </span>
      ) : null}
    </span>
  );
}

function LeaderBar(props: TableProps & { side: Side }) {
  const { state: s, side, voice } = props;
  const p = s.players[side];
  const ref = leaderRef(side);
  const mine = side === props.viewer;
  const active = s.active === side && s.status === "playing";
  const title = voice.personal
    ? mine
      ? "You"
      : `The opponent: ${p.name}`
    : `${p.name}${mine ? " (you)" : ""}`;
  const command = props.targets.get(ref);
  const attacked = props.recent.attacks.some((a) => a.target === ref);
  const hand = p.hand.length;
  return (
    <section
      className={[
        "cc-leader",
        mine ? "cc-leader-you" : "cc-leader-opponent",
        active ? "cc-active" : "",
        attacked ? "cc-struck" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      aria-label={voice.personal ? (mine ? "You" : "The opponent") : p.name}
      data-testid={`cards-player-${side}`}
      {...targetHandlers(command, props.onTarget)}
    >
      <div className="cc-leader-main">
        <h2>
          {title}
          {active ? (
            <span className="cc-badge">{voice.personal && mine ? "your turn" : "to play"}</span>
          ) : null}
        </h2>
        <meter
          className="cc-health"
          min={0}
          max={p.maxHealth}
          low={p.maxHealth / 3}
          high={(p.maxHealth * 2) / 3}
          optimum={p.maxHealth}
          value={Math.max(0, p.health)}
          aria-label={`${voice.personal ? (mine ? "Your" : "The opponent's") : `${p.name}'s`} health`}
        />
        <p className="cc-stats">
          <span className="cc-stat-health">
            Health <strong data-testid={`cards-health-${side}`}>{Math.max(0, p.health)}</strong>/{p.maxHealth}
          </span>
          <span>
            Energy <strong data-testid={`cards-energy-${side}`}>{p.energy}</strong>
          </span>
          <span>Deck {p.deck.length}</span>
          {!mine ? <span>Hand {hand}</span> : null}
          <span>Graveyard {p.graveyard.length}</span>
          {p.fatigue ? <span>Next fatigue {p.fatigue}</span> : null}
        </p>
      </div>
      {!mine ? (
        props.reveal ? (
          <HandView {...props} side={side} faceDown={false} />
        ) : (
          <ul className="cc-hand-backs" aria-hidden="true">
            {p.hand.map((c) => (
              <li key={c.uid} className="cc-back" />
            ))}
          </ul>
        )
      ) : null}
      <HitMarks recent={props.recent} target={ref} />
      <TargetButton command={command} name={targetLabel(s, ref, voice)} onTarget={props.onTarget} />
    </section>
  );
}

/** The shared board in two rows (the opponent's, then yours); #n is the trigger order of the board. */
function BoardView(props: TableProps) {
  const { state: s, viewer, voice } = props;
  const rows = [other(viewer), viewer] as const;
  return (
    <section className="cc-board" aria-labelledby="cc-board-title">
      <h2 id="cc-board-title" className="visually-hidden">
        Board: {s.board.length} of {s.options.boardCapacity} places taken; #n is the order effects trigger in
      </h2>
      {rows.map((side) => {
        const live = s.board.flatMap((e, i) => (e.controller === side ? [{ e, i, fallen: null }] : []));
        const fallen = props.recent.fallen
          .filter((f) => f.entity.controller === side)
          .map((f) => ({ e: f.entity, i: f.index - 0.5, fallen: f.cause }));
        const entities = [...live, ...fallen].sort((a, b) => a.i - b.i);
        const rowName = voice.personal
          ? side === viewer
            ? "Your side"
            : "The opponent's side"
          : s.players[side].name;
        return (
          <div key={side} className={`cc-board-row cc-row-${side === viewer ? "you" : "opponent"}`}>
            <h3 className="cc-row-title">
              {rowName}
              {side === viewer ? (
                <span className="cc-places" aria-hidden="true">
                  Board {s.board.length}/{s.options.boardCapacity}
                </span>
              ) : null}
            </h3>
            {entities.length === 0 ? (
              <p className="cc-muted cc-empty-row">Nothing here yet.</p>
            ) : (
              <ul className="cc-entities">
                {entities.map(({ e, i, fallen }) =>
                  fallen ? (
                    <FallenCard key={`fallen-${e.uid}`} state={s} entity={e} cause={fallen} />
                  ) : (
                    <EntityCard key={e.uid} {...props} entity={e} index={i + 1} />
                  ),
                )}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** A card destroyed by the step on screen, fading out where it stood. */
function FallenCard(props: { state: MatchState; entity: Entity; cause: "damage" | "effect" | "countdown" }) {
  const { state: s, entity: e } = props;
  return (
    <li
      className="cc-entity cc-fallen"
      data-testid="cards-fallen"
      aria-label={`${cardTitle(s, e.card)}, destroyed`}
    >
      <CardFace
        def={s.cards[e.card]}
        numbers={{ cost: e.cost, attack: e.attack, health: 0, maxHealth: e.maxHealth, countdown: null }}
        names={names(s)}
        compact
        extra={
          <span className="cc-fallen-note">
            {props.cause === "countdown" ? "Ran out of turns" : "Destroyed"}
          </span>
        }
      />
    </li>
  );
}

function EntityCard(props: TableProps & { entity: Entity; index: number }) {
  const { state: s, entity: e, voice } = props;
  const def = s.cards[e.card];
  const creature = def?.type === "creature";
  const mine = e.controller === props.viewer;
  const actions = props.actions.get(e.uid);
  const selected = props.pending?.uid === e.uid;
  const label = entityLabel(s, e.uid);
  const activatedCost = def?.abilities.find((a) => a.when === "activated")?.cost ?? 0;
  const command = props.targets.get(e.uid);
  const attacking = props.recent.attacks.some((a) => a.attacker === e.uid);
  const struck = props.recent.attacks.some((a) => a.target === e.uid);
  return (
    <li
      className={[
        "cc-entity",
        `cc-side-${e.controller}`,
        selected ? "cc-selected" : "",
        attacking ? "cc-lunge" : "",
        struck ? "cc-struck" : "",
        mine && creature && props.canAct && e.attacksRemaining > 0 && actions?.attack.length
          ? "cc-ready"
          : "",
      ]
        .filter(Boolean)
        .join(" ")}
      data-testid="cards-entity"
      data-attacking={attacking || undefined}
      {...targetHandlers(command, props.onTarget)}
    >
      <CardFace
        def={def}
        numbers={{
          cost: e.cost,
          attack: e.attack,
          health: e.health,
          maxHealth: e.maxHealth,
          countdown: e.countdown,
        }}
        names={names(s)}
        compact
        extra={
          <span className="cc-order" title="trigger order">
            #{props.index}
          </span>
        }
      >
        {props.canAct && mine && actions?.attack.length ? (
          <button
            type="button"
            data-testid="cards-action"
            data-action="Attack"
            aria-pressed={selected && props.pending?.kind === "Attack"}
            onClick={(event) => {
              event.stopPropagation();
              props.onStart("Attack", e.uid);
            }}
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
            onClick={(event) => {
              event.stopPropagation();
              props.onStart("Activate", e.uid);
            }}
          >
            Use ({activatedCost} energy)<span className="visually-hidden"> {label}'s ability</span>
          </button>
        ) : null}
        {mine && creature && props.canAct && !actions?.attack.length ? (
          <span className="cc-muted cc-why">
            {e.attacksRemaining > 0
              ? e.attack > 0
                ? "Nothing to attack"
                : "No attack"
              : "Attacks next turn"}
          </span>
        ) : null}
        <TargetButton command={command} name={targetLabel(s, e.uid, voice)} onTarget={props.onTarget} />
      </CardFace>
      <HitMarks recent={props.recent} target={e.uid} />
    </li>
  );
}

function HandView(props: TableProps & { side: Side; faceDown: boolean }) {
  const { state: s, side, voice } = props;
  const hand = s.players[side].hand;
  const mine = side === props.viewer;
  const dock = useRef<HTMLElement>(null);
  useFocusAboveDock(dock, mine);
  const name = voice.personal
    ? mine
      ? "Your hand"
      : "The opponent's hand"
    : `${s.players[side].name}'s hand`;
  return (
    <section
      ref={dock}
      className={mine ? "cc-hand-dock" : "cc-hand-area"}
      aria-label={name}
      data-testid={mine ? "cards-hand" : undefined}
    >
      <h3 className={mine ? "cc-hand-title" : "visually-hidden"}>
        {mine ? (voice.personal ? "Your hand" : `${s.players[side].name}'s hand`) : name}{" "}
        <span className="cc-muted">
          {hand.length} {hand.length === 1 ? "card" : "cards"}, {s.players[side].energy} energy to spend
        </span>
      </h3>
      <ul className="cc-hand">
        {hand.map((c) => (
          <HandCard key={c.uid} {...props} card={c} />
        ))}
      </ul>
    </section>
  );
}

function HandCard(props: TableProps & { side: Side; card: CardInstance }) {
  const { state: s, card: c, side, voice } = props;
  const def = s.cards[c.card];
  const plays = props.actions.get(c.uid)?.play ?? [];
  const mine = side === props.viewer;
  const selected = props.pending?.uid === c.uid;
  const energy = s.players[side].energy;
  const why = plays.length > 0 ? null : c.cost > energy ? `Needs ${c.cost} energy` : "Cannot be played now";
  const choices = selected ? [...props.targets.entries()] : [];
  return (
    <li
      className={[
        "cc-card",
        selected ? "cc-selected" : "",
        mine && props.canAct && plays.length > 0 ? "cc-playable" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      data-testid="cards-hand-card"
    >
      <CardFace
        def={def}
        numbers={{ cost: c.cost, attack: c.attack, health: c.health, countdown: def?.countdown ?? null }}
        names={names(s)}
      >
        {mine && props.canAct ? (
          <>
            <button
              type="button"
              data-testid="cards-action"
              data-action="PlayCard"
              disabled={plays.length === 0}
              aria-pressed={selected}
              onClick={() => props.onStart("PlayCard", c.uid)}
            >
              {selected ? "Cancel" : "Play"}
              <span className="visually-hidden"> {cardTitle(s, c.card)}</span>
            </button>
            {why ? <span className="cc-muted cc-why">{why}</span> : null}
          </>
        ) : null}
      </CardFace>
      {choices.length > 0 ? (
        <div className="cc-card-targets" data-testid="cards-card-targets">
          <span className="cc-muted">Play it on:</span>
          {choices.map(([ref, command]) => (
            <button key={ref} type="button" className="cc-chip" onClick={() => props.onTarget(command)}>
              {targetLabel(s, ref, voice)}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
