import {
  CommandSchema,
  cardName,
  describeCommand,
  legalCommands,
  type MatchState,
  RUN_PHASE,
  type RunState,
} from "@rulekit/card-combat";
import { z } from "zod";
import type { McpContext } from "../context.js";
import type { ReadOnlyTool } from "../tool.js";
import { CARDS_STATE_INPUT, type CardsStateArgs, type ReplayedLog, resolveLog } from "./state.js";

const side = z.union([z.literal(0), z.literal(1)]);
const count = z.int().min(0);

/** Where the log's replay stands, as `rulekit cards replay --json` reports it. */
const ReplayShape = {
  kind: z.enum(["match", "run"]),
  steps: count,
  verified: z
    .boolean()
    .nullable()
    .describe("true: the replay reached the log's hashes; null: a partial replay"),
  stateHash: z.string(),
  eventsHash: z.string(),
  outcome: z.string(),
};

/** The outcome line of `rulekit cards replay`. */
function outcomeOf(log: ReplayedLog): string {
  if (log.run) {
    const s = log.run;
    return s.summary
      ? `run ${s.summary.outcome}, ${s.summary.fightsWon} fight(s) won`
      : `run in progress (${s.phase})`;
  }
  const s = log.match!;
  if (s.status !== "over") return `in progress at turn ${s.turn}`;
  return s.winner === null
    ? `draw after turn ${s.turn}`
    : `${s.players[s.winner].name} won on turn ${s.turn}`;
}

const replayOf = (log: ReplayedLog) => ({
  kind: log.kind,
  steps: log.steps,
  verified: log.verified,
  stateHash: log.stateHash,
  eventsHash: log.eventsHash,
  outcome: outcomeOf(log),
});

const MatchSummarySchema = z.object({
  turn: z.int().min(1),
  status: z.enum(["playing", "over"]),
  active: side,
  winner: side.nullable(),
  endReason: z.string().nullable(),
  players: z.array(
    z.object({
      side,
      name: z.string(),
      health: z.int(),
      maxHealth: z.int(),
      energy: count,
      hand: count,
      deck: count,
      graveyard: count,
    }),
  ),
  board: z.array(
    z.object({
      uid: z.string(),
      card: z.string(),
      name: z.string(),
      controller: side,
      attack: z.int(),
      health: z.int(),
      maxHealth: z.int(),
      countdown: z.int().nullable(),
    }),
  ),
});

const RunSummarySchema = z.object({
  phase: z.enum([RUN_PHASE.combat, RUN_PHASE.reward, RUN_PHASE.upgrade, RUN_PHASE.over]),
  position: count,
  fightsWon: count,
  outcome: z.enum(["won", "lost"]).nullable(),
});

function matchSummary(s: MatchState): z.output<typeof MatchSummarySchema> {
  return {
    turn: s.turn,
    status: s.status,
    active: s.active,
    winner: s.winner,
    endReason: s.endReason,
    players: s.players.map((p, i) => ({
      side: i as 0 | 1,
      name: p.name,
      health: p.health,
      maxHealth: p.maxHealth,
      energy: p.energy,
      hand: p.hand.length,
      deck: p.deck.length,
      graveyard: p.graveyard.length,
    })),
    board: s.board.map((e) => ({
      uid: e.uid,
      card: e.card,
      name: cardName(s, e.card),
      controller: e.controller,
      attack: e.attack,
      health: e.health,
      maxHealth: e.maxHealth,
      countdown: e.countdown,
    })),
  };
}

const runSummary = (s: RunState): z.output<typeof RunSummarySchema> => ({
  phase: s.phase,
  position: s.position,
  fightsWon: s.summary?.fightsWon ?? s.stats.fightsWon,
  outcome: s.summary?.outcome ?? null,
});

const StateOnly = z.object(CARDS_STATE_INPUT);

const SummaryAnswer = z.object({
  ...ReplayShape,
  match: MatchSummarySchema.nullable().describe(
    "the match in play (a run's current fight); null between fights",
  ),
  run: RunSummarySchema.nullable(),
});

/** `cards_match_summary`: the replayed log's outcome, the sides and the board. */
export function matchSummaryTool(context: McpContext) {
  return {
    name: "cards_match_summary",
    title: "Cards: match summary",
    description:
      "Replays a card-combat match or run log (checked against its recorded hashes, as `rulekit cards replay --json`) and summarises where it stands: outcome, turn, each side's health, energy and card counts, the board.",
    input: StateOnly,
    result: SummaryAnswer,
    run: (args: CardsStateArgs) => {
      const log = resolveLog(args, context);
      if ("unknown" in log) return log;
      const match = log.match ? matchSummary(log.match) : null;
      const result = { ...replayOf(log), match, run: log.run ? runSummary(log.run) : null };
      const lines = [
        `${log.kind} log, ${log.steps} step(s) replayed${log.verified ? ", verified" : ""}: ${result.outcome}`,
      ];
      if (match) {
        lines.push(
          ...match.players.map(
            (p) =>
              `${p.name}: ${p.health}/${p.maxHealth} health, ${p.energy} energy, ${p.hand} in hand, ${p.deck} in deck`,
          ),
          `board: ${match.board.map((e) => `${e.name} ${e.attack}/${e.health} (side ${e.controller})`).join(", ") || "empty"}`,
        );
      }
      return { result, text: lines.join("\n") };
    },
  } satisfies ReadOnlyTool<typeof StateOnly, typeof SummaryAnswer>;
}

const LegalAnswer = z.object({
  ...ReplayShape,
  active: side.nullable(),
  turn: z.int().min(1).nullable(),
  commands: z.array(z.object({ command: CommandSchema, text: z.string() })),
});

/** `cards_legal_commands`: every command the side to move may give, each in words. */
export function legalCommandsTool(context: McpContext) {
  return {
    name: "cards_legal_commands",
    title: "Cards: legal commands",
    description:
      "Every command the side to move may give in the match of the log (a run's current fight), in the engine's order, each with its description; empty when no match is in play.",
    input: StateOnly,
    result: LegalAnswer,
    run: (args: CardsStateArgs) => {
      const log = resolveLog(args, context);
      if ("unknown" in log) return log;
      const s = log.match;
      const commands = s
        ? legalCommands(s).map((command) => ({ command, text: describeCommand(s, command) }))
        : [];
      const result = { ...replayOf(log), active: s?.active ?? null, turn: s?.turn ?? null, commands };
      const text = s
        ? [
            `turn ${s.turn}, ${s.players[s.active].name} to act: ${commands.length} legal command(s)`,
            ...commands.map((c) => `  ${c.text}`),
          ].join("\n")
        : `no match in play (${result.outcome})`;
      return { result, text };
    },
  } satisfies ReadOnlyTool<typeof StateOnly, typeof LegalAnswer>;
}
