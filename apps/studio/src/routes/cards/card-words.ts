import type { CardDefinition } from "@rulekit/card-combat";

/**
 * A card's rules in players' words, written from its abilities (the effect grammar is data) instead of
 * the content file's shorthand ("OnPlay:", "OnEnterBoard (…)"). The text is a list of pieces; a keyword
 * piece names a rule the card face explains on hover and focus (`KEYWORDS`).
 */
export type TextPiece = string | { keyword: Keyword; text: string };

export type Keyword =
  | "when-played"
  | "activate"
  | "start-of-turn"
  | "when-destroyed"
  | "when-enters"
  | "opponent-turn-end"
  | "on-supply"
  | "supply"
  | "countdown"
  | "summon";

/** What each keyword means, in one sentence (the tooltip). */
export const KEYWORDS: Record<Keyword, string> = {
  "when-played": "Happens once, as the card is played from your hand.",
  activate:
    "Once per turn you may use this ability by paying its energy; it does not use up the creature's attack.",
  "start-of-turn": "Happens at the start of each of your turns, before you draw.",
  "when-destroyed": "Happens when this card leaves the board destroyed.",
  "when-enters": "Happens whenever another creature enters the board on your side.",
  "opponent-turn-end": "Happens at the end of each of the opponent's turns.",
  "on-supply": "Happens whenever one of your cards supplies energy.",
  supply: "Adds energy you keep until you spend it; energy never refills by itself.",
  countdown: "Counts down at the end of each of your turns; at 0 the card leaves the board.",
  summon: "Puts a new creature on the board (if the board of 10 places has room).",
};

const WHEN: Record<string, { keyword: Keyword; text: string } | null> = {
  onPlay: { keyword: "when-played", text: "When played" },
  activated: { keyword: "activate", text: "Activate" },
  TurnStart: { keyword: "start-of-turn", text: "Start of turn" },
  OnDestroyed: { keyword: "when-destroyed", text: "When destroyed" },
  OnEnterBoard: { keyword: "when-enters", text: "When a creature of yours enters" },
  OpponentTurnEnd: { keyword: "opponent-turn-end", text: "End of the opponent's turn" },
  OnSupply: { keyword: "on-supply", text: "When you supply energy" },
};

const CHOSEN: Record<string, string> = {
  enemyCreature: "an enemy creature",
  friendlyCreature: "a creature of yours",
  anyCreature: "a creature",
  enemyCharacter: "an enemy creature or the enemy leader",
  friendlyCharacter: "a creature of yours or your leader",
  anyCharacter: "a creature or a leader",
  enemyEntity: "an enemy creature or field",
  friendlyEntity: "a creature or field of yours",
  anyEntity: "a creature or field",
};

type Ability = CardDefinition["abilities"][number];
type Effect = Ability["effects"][number];

/** Who or what an effect acts on, as a noun phrase. */
function targetWords(effect: Effect, ability: Ability, self: string): string {
  switch (effect.target) {
    case "self":
      return self;
    case "controller":
      return "your leader";
    case "opponent":
      return "the enemy leader";
    case "chosen":
      return CHOSEN[ability.choose ?? ""] ?? "a target you choose";
    case "allEnemyCreatures":
      return "every enemy creature";
    case "allFriendlyCreatures":
      return "your creatures";
    case "randomEnemyCreature":
      return "a random enemy creature";
    case "triggerSource":
      return ability.when === "OnEnterBoard"
        ? "the creature that enters"
        : ability.when === "OnSupply"
          ? "the card that supplied"
          : "the card that set it off";
    case "friendlyHand":
      return "cards in your hand";
    case "enemyHand":
      return "cards in the opponent's hand";
    default:
      return self;
  }
}

const STAT = new Set(["ModifyAttack", "ModifyHealth"]);
const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? `a ${one}` : `${n} ${many}`);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** One effect as a phrase; `names` turns a summoned card's id into its name. */
function effectPieces(
  effect: Effect,
  ability: Ability,
  self: string,
  names: (id: string) => string,
): TextPiece[] {
  const n = effect.amount ?? 1;
  const on = () => targetWords(effect, ability, self);
  const opponent = effect.target === "opponent";
  switch (effect.action) {
    case "GenerateEnergy":
      return opponent
        ? [`the opponent gains ${n} energy`]
        : [{ keyword: "supply", text: "supply" }, ` ${n} energy`];
    case "DealDamage":
      return [`deal ${n} damage to ${on()}`];
    case "Heal":
      return [`heal ${on()} by ${n}`];
    case "Draw":
      return [opponent ? `the opponent draws ${plural(n, "card")}` : `draw ${plural(n, "card")}`];
    case "Discard":
      return [
        opponent
          ? `the opponent discards ${plural(n, "random card")}`
          : `discard ${plural(n, "random card")}`,
      ];
    case "Summon": {
      const name = effect.card ? names(effect.card) : "a creature";
      const who = opponent ? " for the opponent" : "";
      return [{ keyword: "summon", text: "summon" }, ` ${n === 1 ? `a ${name}` : `${n} × ${name}`}${who}`];
    }
    case "Destroy":
      return [`destroy ${on()}`];
    case "ModifyAttack":
      return [`${on()} ${effect.target === "allFriendlyCreatures" ? "get" : "gets"} ${signed(n)} attack`];
    case "ModifyHealth":
      return [`${on()} ${effect.target === "allFriendlyCreatures" ? "get" : "gets"} ${signed(n)} health`];
    case "ModifyCost":
      return n < 0 ? [`${on()} cost ${-n} less`] : [`${on()} cost ${n} more`];
    case "ModifyCountdown":
      return [
        `${on()}'s `,
        { keyword: "countdown", text: "countdown" },
        n < 0 ? ` drops by ${-n}` : ` rises by ${n}`,
      ];
  }
}

const capFirst = (pieces: TextPiece[]): TextPiece[] => {
  const [first, ...rest] = pieces;
  if (first === undefined) return pieces;
  if (typeof first === "string") return [`${first.charAt(0).toUpperCase()}${first.slice(1)}`, ...rest];
  return [{ ...first, text: `${first.text.charAt(0).toUpperCase()}${first.text.slice(1)}` }, ...rest];
};

/**
 * The card's rules as sentences: one per ability ("Start of turn: supply 1 energy."; a spell's own effect has
 * no "When played"), then its countdown. A card with no abilities has none (its `text` is flavour then).
 */
export function cardRules(def: CardDefinition, names: (id: string) => string): TextPiece[][] {
  const self = def.type === "creature" ? "this creature" : "this card";
  const lines: TextPiece[][] = [];
  for (const ability of def.abilities) {
    const effects: TextPiece[] = [];
    ability.effects.forEach((effect, i) => {
      const before = ability.effects[i - 1];
      // "gets +2 attack and +2 health": a second stat change on the same target joins the first.
      if (before && STAT.has(before.action) && STAT.has(effect.action) && before.target === effect.target) {
        effects.push(
          ` and ${signed(effect.amount ?? 1)} ${effect.action === "ModifyAttack" ? "attack" : "health"}`,
        );
        return;
      }
      // A change of who acts ("the opponent discards …; draw a card") is a new clause.
      if (before) effects.push(before.target === "opponent" || effect.target === "opponent" ? "; " : " and ");
      effects.push(...effectPieces(effect, ability, self, names));
    });
    const when = def.type === "spell" && ability.when === "onPlay" ? null : WHEN[ability.when];
    if (!when) {
      lines.push([...capFirst(effects), "."]);
      continue;
    }
    const cost = ability.when === "activated" ? ` (${ability.cost ?? 0} energy)` : "";
    lines.push([when, `${cost}: `, ...effects, "."]);
  }
  if (def.countdown !== undefined)
    lines.push([
      "Stays ",
      def.countdown === 1 ? "1 turn" : `${def.countdown} turns`,
      " (",
      { keyword: "countdown", text: "countdown" },
      ").",
    ]);
  return lines;
}

/** The same rules as plain text (labels, tests, the log). */
export function cardRulesText(def: CardDefinition, names: (id: string) => string): string {
  return cardRules(def, names)
    .map((line) => line.map((piece) => (typeof piece === "string" ? piece : piece.text)).join(""))
    .join(" ");
}

/** The card's own words when they are flavour (a card with no abilities), else nothing. */
export const flavourOf = (def: CardDefinition): string | null =>
  def.abilities.length === 0 && def.text ? def.text : null;
