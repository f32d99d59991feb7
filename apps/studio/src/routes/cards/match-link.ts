import type { Command, Side, TargetRef } from "@rulekit/card-combat";
import type { SandboxSetup } from "./decks.ts";

/**
 * A match as an address: its set-up and every command played (both sides', the AI's included), so a
 * reload, Back/Forward, a closed tab or a shared link rebuild the same match through the engine — every
 * match is a deterministic log. Commands are short: `p0-c12-L1` (PlayCard by side 0 of c12 on leader 1),
 * `a1-c7-c3`, `u0-c5`, `e0`, joined by dots. `at` is the step on screen; `view=replay` opens it from the
 * start in the replay viewer.
 */
export interface MatchLink {
  choice: SandboxSetup;
  commands: Command[];
  at: number | null;
  replay: boolean;
}

/** The most commands a link may hold (a match ends long before; bounds a hostile address). */
export const MAX_LINK_COMMANDS = 2000;

const REF = /^(c\d{1,6}|L[01])$/;
const refOf = (ref: TargetRef) => (ref === "leader:0" ? "L0" : ref === "leader:1" ? "L1" : ref);
const refFrom = (text: string): TargetRef => (text === "L0" ? "leader:0" : text === "L1" ? "leader:1" : text);

function encodeCommand(c: Command): string {
  switch (c.type) {
    case "PlayCard":
      return [`p${c.side}`, c.card, ...(c.targets ?? []).map(refOf)].join("-");
    case "Attack":
      return [`a${c.side}`, c.attacker, refOf(c.target)].join("-");
    case "Activate":
      return [`u${c.side}`, c.entity, ...(c.targets ?? []).map(refOf)].join("-");
    case "EndTurn":
      return `e${c.side}`;
  }
}

export function encodeCommands(commands: readonly Command[]): string {
  return commands.map(encodeCommand).join(".");
}

/** The commands in `text`, or null when it is not a list of commands. */
export function decodeCommands(text: string | null): Command[] | null {
  if (text === null || text === "") return [];
  if (text.length > MAX_LINK_COMMANDS * 24) return null;
  const out: Command[] = [];
  for (const part of text.split(".")) {
    const [head, ...refs] = part.split("-");
    const match = /^([paue])([01])$/.exec(head ?? "");
    if (!match || refs.some((r) => !REF.test(r))) return null;
    const side = Number(match[2]) as Side;
    const targets = refs.slice(1).map(refFrom);
    switch (match[1]) {
      case "p":
        if (refs.length < 1 || refs[0]!.startsWith("L")) return null;
        out.push(
          targets.length
            ? { type: "PlayCard", side, card: refs[0]!, targets }
            : { type: "PlayCard", side, card: refs[0]! },
        );
        break;
      case "a":
        if (refs.length !== 2 || refs[0]!.startsWith("L")) return null;
        out.push({ type: "Attack", side, attacker: refs[0]!, target: refFrom(refs[1]!) });
        break;
      case "u":
        if (refs.length < 1 || refs[0]!.startsWith("L")) return null;
        out.push(
          targets.length
            ? { type: "Activate", side, entity: refs[0]!, targets }
            : { type: "Activate", side, entity: refs[0]! },
        );
        break;
      default:
        if (refs.length !== 0) return null;
        out.push({ type: "EndTurn", side });
    }
  }
  return out.length > MAX_LINK_COMMANDS ? null : out;
}

const SEED_MAX = 200;

/** The link's query parameters. */
export function linkParams(link: MatchLink): Record<string, string | null> {
  const c = link.choice;
  return {
    vs: c.mode === "encounter" ? c.encounter : null,
    b: c.mode === "decks" ? c.deckB : null,
    a: c.deckA,
    seed: c.seed,
    ai: c.aiPlaysB ? null : "0",
    moves: link.commands.length ? encodeCommands(link.commands) : null,
    at: link.at === null ? null : String(link.at),
    view: link.replay ? "replay" : null,
  };
}

/**
 * The match a query describes, or null when it describes none (no seed) — or a reason when it tries to
 * and something in it is not a match (the page says so and keeps the match it has).
 */
export function linkFrom(params: URLSearchParams): MatchLink | { problem: string } | null {
  const seed = params.get("seed");
  if (seed === null) return null;
  if (seed.trim() === "" || seed.length > SEED_MAX)
    return { problem: "the link's seed is empty or too long" };
  const deckA = params.get("a");
  if (!deckA) return { problem: "the link names no deck for you" };
  const encounter = params.get("vs");
  const deckB = params.get("b");
  if (!encounter && !deckB) return { problem: "the link names no opponent" };
  const commands = decodeCommands(params.get("moves"));
  if (commands === null) return { problem: "the link's moves are not a list of card-combat moves" };
  const atText = params.get("at");
  const at = atText === null ? null : /^\d{1,5}$/.test(atText) ? Number(atText) : Number.NaN;
  if (Number.isNaN(at)) return { problem: "the link's step is not a number" };
  return {
    choice: {
      mode: encounter ? "encounter" : "decks",
      deckA,
      deckB: deckB ?? deckA,
      encounter: encounter ?? "",
      seed,
      aiPlaysB: params.get("ai") !== "0",
    },
    commands,
    at,
    replay: params.get("view") === "replay",
  };
}
