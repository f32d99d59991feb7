/** The rules of the sandbox in plain words (the engine's rules, docs/card-combat/design.md). */
export function HowToPlay() {
  return (
    <section className="cc-how" aria-label="How to play" data-testid="cards-how-to-play">
      <div className="cc-how-body">
        <section>
          <h2>Goal</h2>
          <p>Bring the other leader's health to 0. Both sides share one board of 10 places.</p>
        </section>
        <section>
          <h2>Where cards are</h2>
          <p>
            Each side has a <strong>deck</strong> (face down, shuffled by the seed), a <strong>hand</strong>{" "}
            you play from, the shared <strong>board</strong> where creatures and fields stay, and a{" "}
            <strong>graveyard</strong> for used spells and destroyed cards. You start with 4 cards and draw
            one at the start of each of your turns; an empty deck deals growing fatigue damage instead.
          </p>
        </section>
        <section>
          <h2>Energy</h2>
          <p>
            Cards cost energy. Energy does not refill by itself: fields <strong>supply</strong> it (each side
            starts with a Base Field that supplies 1 energy at the start of your turn for 3 turns), and
            unspent energy carries over to your next turn.
          </p>
        </section>
        <section>
          <h2>Attack and activate</h2>
          <p>
            A creature can <strong>attack</strong> once per turn: press its Attack button, then pick an enemy
            creature or the enemy leader. A creature played this turn waits until your next turn to attack.
            Some cards have an ability you <strong>use</strong> once per turn (it may cost energy); using it
            does not spend the attack and works on the turn the card arrives.
          </p>
        </section>
        <section>
          <h2>Countdowns</h2>
          <p>
            "3 turns left" counts down at the end of its owner's turn; at 0 the card leaves the board (the
            Base Field too).
          </p>
        </section>
        <section>
          <h2>Triggers</h2>
          <p>
            Card text says when an effect happens by itself: at the <strong>start of turn</strong>,{" "}
            <strong>when destroyed</strong>, <strong>when a creature enters</strong>, at the{" "}
            <strong>end of the opponent's turn</strong> or <strong>when energy is supplied</strong>. Effects
            resolve in board order (#1 first).
          </p>
        </section>
      </div>
    </section>
  );
}
