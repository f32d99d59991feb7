import {
  type AiPolicy,
  type ContentBundle,
  cardIndex,
  encounterSetup,
  type MatchSetup,
  starterDeck,
} from "@rulekit/card-combat";

/** A deck the sandbox offers: two factions' starters, or an encounter's enemy deck. */
export interface DeckChoice {
  id: string;
  label: string;
  kind: "pair" | "encounter";
}

export function deckChoices(content: ContentBundle): { pairs: DeckChoice[]; encounters: DeckChoice[] } {
  const ids = content.factions.map((f) => f.id);
  const names = Object.fromEntries(content.factions.map((f) => [f.id, f.name]));
  const pairs: DeckChoice[] = [];
  for (let a = 0; a < ids.length; a++)
    for (let b = a + 1; b < ids.length; b++)
      pairs.push({
        id: `${ids[a]}+${ids[b]}`,
        label: `${names[ids[a]!]} + ${names[ids[b]!]} starters`,
        kind: "pair",
      });
  const encounters = content.encounters.map((e) => ({
    id: e.id,
    label: `${e.name} (${e.tier}, health ${e.health}, ${e.ai} AI)`,
    kind: "encounter" as const,
  }));
  return { pairs, encounters };
}

export interface SandboxSetup {
  mode: "decks" | "encounter";
  deckA: string;
  deckB: string;
  encounter: string;
  seed: string;
  /** The AI plays side B after each of side A's turns. */
  aiPlaysB: boolean;
}

export function defaultSetup(content: ContentBundle): SandboxSetup {
  const { pairs, encounters } = deckChoices(content);
  return {
    mode: "encounter",
    deckA: pairs[0]?.id ?? "",
    deckB: pairs[pairs.length - 1]?.id ?? "",
    encounter: encounters[0]?.id ?? "",
    seed: "sandbox-1",
    aiPlaysB: true,
  };
}

/** The match setup for a sandbox choice, with the AI policy side B uses when the AI plays it. */
export function buildSetup(
  content: ContentBundle,
  choice: SandboxSetup,
): { setup: MatchSetup; label: string; policyB: AiPolicy } {
  const pair = (id: string) => id.split("+");
  const { pairs } = deckChoices(content);
  const deckName = (id: string) => pairs.find((p) => p.id === id)?.label.replace(/ starters$/, "") ?? id;
  const health = content.run.playerHealth;
  const sideA = { name: "Side A", health, deck: starterDeck(content, pair(choice.deckA), "a") };
  if (choice.mode === "encounter") {
    const encounter = content.encounters.find((e) => e.id === choice.encounter);
    if (!encounter) throw new Error(`unknown encounter '${choice.encounter}'`);
    return {
      setup: encounterSetup(content, sideA, encounter),
      label: `${deckName(choice.deckA)} vs ${encounter.name}`,
      policyB: encounter.ai,
    };
  }
  const sideB = { name: "Side B", health, deck: starterDeck(content, pair(choice.deckB), "b") };
  return {
    setup: { sides: [sideA, sideB], cards: cardIndex(content) },
    label: `${deckName(choice.deckA)} vs ${deckName(choice.deckB)}`,
    policyB: "balanced",
  };
}
