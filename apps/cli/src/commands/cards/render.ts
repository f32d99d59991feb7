import {
  type Command,
  cardName,
  cardOf,
  describeCommand,
  describeEvent,
  type MatchEvent,
  type MatchState,
  type RunEvent,
  type RunState,
  type Side,
} from "@rulekit/card-combat";

/** The match as text: each side's leader, energy and zones, the shared board, the hand of `viewer`. */
export function matchText(s: MatchState, viewer: Side, title: string): string {
  const lines = [`=== ${title} · turn ${s.turn} · ${s.players[s.active].name} to play ===`];
  for (const side of [viewer === 0 ? 1 : 0, viewer] as Side[]) {
    const p = s.players[side];
    lines.push(
      `${side === viewer ? "You  " : "Enemy"} ${p.name}: health ${p.health}/${p.maxHealth} · energy ${p.energy} · hand ${p.hand.length} · deck ${p.deck.length} · graveyard ${p.graveyard.length}`,
    );
  }
  lines.push(`Board (${s.board.length}/${s.options.boardCapacity}):`);
  for (const e of s.board) {
    const def = s.cards[e.card];
    const body = def?.type === "creature" ? `${e.attack}/${e.health}` : "field";
    const countdown = e.countdown === null ? "" : ` · countdown ${e.countdown}`;
    const acts = def?.abilities.some((a) => a.when === "activated");
    const ready =
      e.controller === s.active && (def?.type === "creature" || acts)
        ? ` · attacks ${e.attacksRemaining} · activates ${e.activatesRemaining}`
        : "";
    const owner = e.controller === viewer ? "you  " : "enemy";
    lines.push(`  ${owner} [${e.uid}] ${cardName(s, e.card)} ${body}${countdown}${ready}`);
  }
  lines.push("Your hand:");
  for (const c of s.players[viewer].hand) {
    const def = s.cards[c.card];
    const body = def?.type === "creature" ? ` ${c.attack}/${c.health}` : ` ${def?.type ?? ""}`;
    lines.push(
      `  [${c.uid}] ${cardName(s, c.card)} (${c.cost} energy)${body}${def?.text ? ` — ${def.text}` : ""}`,
    );
  }
  return lines.join("\n");
}

export const eventLines = (s: MatchState, events: readonly MatchEvent[]): string[] =>
  events.map((e) => `  · ${describeEvent(s, e)}`);

/** Run events as text: match events through the shared describer, run events here. */
export function runEventLines(run: RunState, events: readonly RunEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case "FightStarted":
        out.push(
          `>>> Fight ${e.position + 1}/${run.content.run.map.length}: ${encounterName(run, e.encounter)}`,
        );
        break;
      case "FightEnded":
        out.push(`>>> Fight ${e.position + 1} ${e.won ? "won" : "lost"}`);
        break;
      case "RewardOffered":
        out.push(`  · Reward offered: ${e.cards.map((id) => cardLabel(run, id)).join(", ")}`);
        break;
      case "RewardTaken":
        out.push(`  · You take ${cardLabel(run, e.card)} [${e.uid}] (holder ${e.holderId})`);
        break;
      case "RewardSkipped":
        out.push("  · Reward skipped");
        break;
      case "Upgraded": {
        const owned = run.progress.cards.find((c) => c.uid === e.uid);
        const def = owned ? cardOf(run.content, owned.card) : undefined;
        const stats = def?.type === "creature" ? `, ${e.attack}/${e.health}` : "";
        out.push(`  · Upgraded [${e.uid}] ${def?.name ?? ""} ${e.upgrade}: cost ${e.cost}${stats}`);
        break;
      }
      case "UpgradeSkipped":
        out.push("  · Upgrade skipped");
        break;
      case "PackUnlocked":
        out.push(`  · Pack unlocked: ${run.content.packs.find((p) => p.id === e.pack)?.name ?? e.pack}`);
        break;
      case "RunEnded":
        out.push(`>>> Run ${e.outcome} after ${e.fightsWon} fight(s) won`);
        break;
      default:
        if (run.match) out.push(`  · ${describeEvent(run.match, e)}`);
    }
  }
  return out;
}

export const encounterName = (run: RunState, id: string) => {
  const e = run.content.encounters.find((x) => x.id === id);
  return e ? `${e.name} (${e.tier}, health ${e.health})` : id;
};

export function cardLabel(run: RunState, id: string): string {
  for (const f of run.content.factions)
    for (const c of f.cards)
      if (c.id === id) {
        const body = c.type === "creature" ? `${c.attack}/${c.health}` : c.type;
        return `${c.name} (${c.cost} energy, ${body}${c.text ? `: ${c.text}` : ""})`;
      }
  return id;
}

export const commandList = (s: MatchState, commands: readonly Command[]) =>
  commands.map((c, i) => `  ${String(i + 1).padStart(2)}) ${describeCommand(s, c)}`).join("\n");
