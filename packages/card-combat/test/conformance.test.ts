import { assertEngine } from "@rulekit/core/testing";
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  type Command,
  cardCombatEngine,
  cardRunEngine,
  createMatch,
  createRun,
  type MatchState,
  type RunAction,
  type RunState,
} from "../src/index.js";
import { seedArb, setupArb } from "./arbitraries.js";
import { loadContent } from "./helpers.js";

/**
 * Near misses of the legal commands: each of the first few bent in one part (side, the acting card,
 * the target, the targets), with exactly the keys step reads, so anything it accepts must be legal.
 */
function nearMisses(state: MatchState, legal: readonly Command[]): Command[] {
  const refs = [
    ...state.board.map((e) => e.uid),
    ...state.players.flatMap((p) => p.hand.map((c) => c.uid)),
    "leader:0",
    "leader:1",
    "nobody",
  ];
  const out: Command[] = [];
  legal.slice(0, 4).forEach((command, i) => {
    const ref = refs[(i * 7 + state.turn) % refs.length]!;
    out.push({ ...command, side: command.side === 0 ? 1 : 0 });
    if (command.type === "PlayCard") {
      out.push(
        { ...command, card: ref },
        { ...command, targets: [ref] },
        { ...command, targets: [ref, ref] },
      );
      if (command.targets) out.push({ type: "PlayCard", side: command.side, card: command.card });
    } else if (command.type === "Attack") {
      out.push({ ...command, attacker: ref }, { ...command, target: ref });
    } else if (command.type === "Activate") {
      out.push({ ...command, entity: ref }, { ...command, targets: [ref] });
      if (command.targets) out.push({ type: "Activate", side: command.side, entity: command.entity });
    }
  });
  return out;
}

describe("card combat passes the engine conformance kit", () => {
  it("matches: random decks from every card of the content, seeded set-ups", () => {
    assertEngine(cardCombatEngine, {
      initial: fc.tuple(seedArb, setupArb).map(([seed, setup]) => createMatch(seed, setup).state),
      runs: 25,
      maxSteps: 300,
      isTerminal: (s) => s.status === "over",
      probes: nearMisses,
    });
  });

  it("runs: fights, rewards and upgrades over the project's content", () => {
    const content = loadContent();
    const factions = content.factions.map((f) => f.id);
    assertEngine(cardRunEngine, {
      initial: (seed: number): RunState =>
        createRun(content, `run-${seed}`, [factions[seed % 3]!, factions[(seed + 1) % 3]!]).state,
      runs: 4,
      maxSteps: 400,
      isTerminal: (s) => s.phase === "over",
      probes: (run): RunAction[] => [
        { type: "ChooseReward", card: "nobody" },
        { type: "SkipUpgrade" },
        { type: "Upgrade", uid: "nobody", upgrade: "AddAttack" },
        ...(run.offer.length > 0 ? [{ type: "ChooseReward", card: run.offer[0]! } as RunAction] : []),
      ],
    });
  });
});
