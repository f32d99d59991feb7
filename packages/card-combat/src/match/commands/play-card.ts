import { type Refusal, refuse } from "@rulekit/core";
import { REFUSAL, type RefusalCode } from "../../constants.js";
import type { CardInstance, Command, MatchState } from "../../types.js";
import { abilityOf, definition, ownPlayer, ownZone, type StepContext } from "../context.js";
import { checkOutcome } from "../outcome.js";
import { drainTriggers, resolveAbility } from "../resolve.js";
import { enterBoard, inHand } from "../zones.js";
import { checkChosenTargets } from "./targets.js";

type PlayCard = Extract<Command, { type: "PlayCard" }>;

/** Refusals, in this order: unknown card, not enough energy, board full, wrong target. */
export function checkPlayCard(s: MatchState, cmd: PlayCard): Refusal<RefusalCode> | null {
  const card = inHand(s.players[cmd.side].hand, cmd.card);
  if (!card) return refuse(REFUSAL.unknownCard, `${cmd.card} is not in your hand`);
  if (card.cost > s.players[cmd.side].energy)
    return refuse(
      REFUSAL.notEnoughEnergy,
      `${card.card} costs ${card.cost}, you have ${s.players[cmd.side].energy}`,
    );
  const def = definition(s, card.card);
  if (def.type !== "spell" && s.board.length >= s.options.boardCapacity)
    return refuse(REFUSAL.boardFull, `the board is full (${s.options.boardCapacity})`);
  return checkChosenTargets(s, cmd.side, abilityOf(def, "onPlay"), cmd.targets);
}

interface PlayWork {
  cmd: PlayCard;
  card?: CardInstance;
}
type PlayStage = (ctx: StepContext, work: PlayWork) => void;

/** Pay the cost (energy never goes negative: checked above) and take the card out of the hand. */
const payAndTake: PlayStage = (ctx, work) => {
  const player = ownPlayer(ctx, work.cmd.side);
  const card = inHand(player.hand, work.cmd.card) as CardInstance;
  const hand = ownZone(ctx, work.cmd.side, "hand");
  hand.splice(hand.indexOf(card), 1);
  work.card = card;
  player.energy -= work.card.cost;
  if (ctx.log)
    ctx.events.push({
      type: "CardPlayed",
      side: work.cmd.side,
      uid: work.card.uid,
      card: work.card.card,
      cost: work.card.cost,
      ...(work.cmd.targets?.length ? { targets: work.cmd.targets } : {}),
    });
};

/** Creatures and fields enter the board (a creature wakes its side's OnEnterBoard listeners). */
const enter: PlayStage = (ctx, work) => {
  const card = work.card as CardInstance;
  if (definition(ctx.s, card.card).type !== "spell") enterBoard(ctx, card, work.cmd.side, false);
};

const onPlay: PlayStage = (ctx, work) => {
  const card = work.card as CardInstance;
  const ability = abilityOf(definition(ctx.s, card.card), "onPlay");
  if (!ability) return;
  const isSpell = definition(ctx.s, card.card).type === "spell";
  resolveAbility(ctx, ability, {
    controller: work.cmd.side,
    uid: isSpell ? null : card.uid,
    origin: card.uid,
    card: card.card,
    chosen: work.cmd.targets?.[0],
    triggerSource: null,
  });
};

const spellToGraveyard: PlayStage = (ctx, work) => {
  const card = work.card as CardInstance;
  if (definition(ctx.s, card.card).type === "spell") ownZone(ctx, work.cmd.side, "graveyard").push(card);
};

const triggersAndOutcome: PlayStage = (ctx) => {
  drainTriggers(ctx);
  checkOutcome(ctx);
};

/** PlayCard, stage by stage: pay → enter → onPlay → spell to graveyard → queued triggers → outcome. */
export const PLAY_CARD_STAGES: readonly PlayStage[] = [
  payAndTake,
  enter,
  onPlay,
  spellToGraveyard,
  triggersAndOutcome,
];

export function playCard(ctx: StepContext, cmd: PlayCard): void {
  const work: PlayWork = { cmd };
  for (const stage of PLAY_CARD_STAGES) stage(ctx, work);
}
