import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  assembleContent,
  type Command,
  type ContentBundle,
  chooseCommand,
  createMatch,
  encounterSetup,
  legalCommands,
  type MatchEvent,
  type MatchState,
  starterDeck,
  step,
} from "../../../packages/card-combat/src/index.ts";
import { encodeCommands } from "../src/routes/cards/match-link.ts";

/** Shared by the cards e2e specs: the real content and engine, to find the matches a test plays. */
const DIR = fileURLToPath(new URL("../../../levels/card-combat/", import.meta.url));

let cached: ContentBundle | undefined;
export function cardContent(): ContentBundle {
  if (cached) return cached;
  const result = assembleContent((file) => JSON.parse(readFileSync(join(DIR, file), "utf8")));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  cached = result.value;
  return cached;
}

/** The studio's default match: the Ember + Tide starters (you) against an encounter the AI plays. */
export function encounterMatch(seed: string, encounter = "enc.ember_scouts") {
  const content = cardContent();
  const enemy = content.encounters.find((e) => e.id === encounter)!;
  const you = {
    name: "Side A",
    health: content.run.playerHealth,
    deck: starterDeck(content, ["ember", "tide"], "a"),
  };
  return { start: createMatch(seed, encounterSetup(content, you, enemy)), ai: enemy.ai };
}

/** The address of a match with these commands (what the page writes itself). */
export function matchPath(seed: string, commands: readonly Command[], encounter = "enc.ember_scouts") {
  const query = new URLSearchParams({ vs: encounter, a: "ember+tide", seed });
  if (commands.length) query.set("moves", encodeCommands(commands));
  return `/cards?${query.toString()}`;
}

/**
 * Plays a match with the balanced AI on both sides (the encounter's policy for the enemy) until `stop` says
 * so after a command; returns the commands up to and including that one, with its state and events.
 */
export function playUntil(
  seed: string,
  stop: (command: Command, state: MatchState, events: MatchEvent[], before: MatchState) => boolean,
  encounter = "enc.ember_scouts",
): { commands: Command[]; state: MatchState; events: MatchEvent[] } | null {
  const { start, ai } = encounterMatch(seed, encounter);
  let s = start.state;
  const commands: Command[] = [];
  for (let i = 0; i < 2000 && s.status === "playing"; i++) {
    const command = chooseCommand(s, s.active === 0 ? "balanced" : ai);
    const result = step(s, command);
    if (!result.ok) return null;
    commands.push(command);
    if (stop(command, result.state, result.events, s))
      return { commands, state: result.state, events: result.events };
    s = result.state;
  }
  return null;
}

/**
 * The commands up to a turn of yours after which the AI, once you end it, attacks: the page is opened
 * there and End turn is pressed.
 */
export function beforeAnEnemyAttack(seed: string): Command[] | null {
  const { start, ai } = encounterMatch(seed);
  let s = start.state;
  const commands: Command[] = [];
  for (let i = 0; i < 2000 && s.status === "playing"; i++) {
    if (s.active === 0 && s.turn > 3) {
      // What the AI would do if you ended the turn now.
      const ended = step(s, { type: "EndTurn", side: 0 });
      let t = ended.ok ? ended.state : s;
      let attacks = false;
      for (let k = 0; k < 100 && t.status === "playing" && t.active === 1; k++) {
        const c = chooseCommand(t, ai);
        if (c.type === "Attack") attacks = true;
        const r = step(t, c);
        if (!r.ok) break;
        t = r.state;
      }
      if (attacks && t.status === "playing") return commands;
    }
    const command = chooseCommand(s, s.active === 0 ? "balanced" : ai);
    const result = step(s, command);
    if (!result.ok) return null;
    commands.push(command);
    s = result.state;
  }
  return null;
}

/** Where a target's Target button comes in the page: the opponent's leader, their board, yours, your leader. */
function tableOrder(s: MatchState, ref: string | undefined): number {
  if (ref === "leader:1") return 0;
  if (ref === "leader:0") return 1000;
  const i = s.board.findIndex((e) => e.uid === ref);
  if (i < 0) return 2000;
  return s.board[i]!.controller === 1 ? 1 + i : 100 + i;
}
const targetOf = (c: Command) =>
  c.type === "Attack"
    ? c.target
    : c.type === "PlayCard" || c.type === "Activate"
      ? c.targets?.[0]
      : undefined;

/**
 * The e2e's play-everything script as the engine plays it (the same choices the page offers first: the
 * first playable card of the hand on its first target, else the first attacker on its first target, else
 * End turn), so the boss's win rate is measured on many seeds and the browser confirms it on a few.
 */
export function playEverythingOutcome(
  seed: string,
  encounter = "enc.ancient_heart",
): "won" | "lost" | "draw" {
  const { start, ai } = encounterMatch(seed, encounter);
  let s = start.state;
  for (let i = 0; i < 5000 && s.status === "playing"; i++) {
    let command: Command;
    if (s.active === 1) command = chooseCommand(s, ai);
    else {
      const legal = legalCommands(s);
      const first = (list: Command[]) =>
        [...list].sort((a, b) => tableOrder(s, targetOf(a)) - tableOrder(s, targetOf(b)))[0];
      const play = s.players[0].hand
        .map((card) => first(legal.filter((c) => c.type === "PlayCard" && c.card === card.uid)))
        .find((c) => c !== undefined);
      const attack = s.board
        .filter((e) => e.controller === 0)
        .map((e) => first(legal.filter((c) => c.type === "Attack" && c.attacker === e.uid)))
        .find((c) => c !== undefined);
      command = play ?? attack ?? { type: "EndTurn", side: 0 };
    }
    const result = step(s, command);
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    s = result.state;
  }
  return s.winner === null ? "draw" : s.winner === 0 ? "won" : "lost";
}
