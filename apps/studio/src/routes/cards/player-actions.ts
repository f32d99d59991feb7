import {
  type Command,
  legalCommands,
  type MatchState,
  type Side,
  type TargetRef,
} from "@rulekit/card-combat";

/** A card's legal commands, grouped by what the player does with it. */
export interface CardActions {
  play: Command[];
  attack: Command[];
  activate: Command[];
}

/** A command that waits for its target: the player chose the card (or attacker) and now picks what it hits. */
export interface Pending {
  kind: "PlayCard" | "Attack" | "Activate";
  uid: string;
}

const empty = (): CardActions => ({ play: [], attack: [], activate: [] });

/** Every legal command of the state, by the card (hand card or board entity) it starts from. */
export function actionsByCard(state: MatchState): Map<string, CardActions> {
  const out = new Map<string, CardActions>();
  const of = (uid: string) => {
    let actions = out.get(uid);
    if (!actions) out.set(uid, (actions = empty()));
    return actions;
  };
  for (const c of legalCommands(state)) {
    if (c.type === "PlayCard") of(c.card).play.push(c);
    else if (c.type === "Attack") of(c.attacker).attack.push(c);
    else if (c.type === "Activate") of(c.entity).activate.push(c);
  }
  return out;
}

/** The commands of a pending choice. */
export function pendingCommands(actions: Map<string, CardActions>, pending: Pending | null): Command[] {
  if (!pending) return [];
  const a = actions.get(pending.uid);
  if (!a) return [];
  return pending.kind === "PlayCard" ? a.play : pending.kind === "Attack" ? a.attack : a.activate;
}

/** The target a command hits (the attack's target, or the first chosen target), null when it has none. */
export function commandTarget(c: Command): TargetRef | null {
  if (c.type === "Attack") return c.target;
  if (c.type === "PlayCard" || c.type === "Activate") return c.targets?.[0] ?? null;
  return null;
}

/** What pressing a card's button does: the command at once, or a choice of target first. */
export function startAction(
  kind: Pending["kind"],
  uid: string,
  commands: Command[],
): { command: Command } | { pending: Pending } | null {
  if (commands.length === 0) return null;
  // An attack always asks for its target; a card with one way to play it (no target) just plays.
  if (kind !== "Attack" && commands.length === 1 && commandTarget(commands[0]!) === null) {
    return { command: commands[0]! };
  }
  return { pending: { kind, uid } };
}

/**
 * Whose view the table is drawn for: the human side against the AI; in a hot-seat match (no AI) the side
 * to play, so neither player sees the other's hand.
 */
export function viewerOf(aiSide: Side | null, state: MatchState): Side {
  if (aiSide !== null) return aiSide === 0 ? 1 : 0;
  return state.active;
}
