import { isRngState, parseWith } from "@rulekit/core";
import * as z from "zod/mini";
import { RUN_PHASE, RUN_STATS } from "../constants.js";
import { matchStateProblem } from "../match/state-check.js";
import { ContentBundleSchema, contentReferenceIssues } from "../schema/content.js";
import { CardInstanceSchema } from "../schema/log.js";
import type { RunState } from "./types.js";

/** Run states this engine made (createRun, stepRun) carry a mark only it sets; see match/state-check.ts. */
const TRUSTED = Symbol("card-combat.trusted-run");

export function trustRun<T extends RunState>(state: T): T {
  Object.defineProperty(state, TRUSTED, { value: true });
  return state;
}

export const isTrustedRun = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { [TRUSTED]?: boolean })[TRUSTED] === true;

const stats = z.strictObject(Object.fromEntries(RUN_STATS.map((name) => [name, z.int().check(z.gte(0))])));

const RunStateShape = z.strictObject({
  seed: z.string(),
  rng: z.custom(isRngState, "expected an RNG state"),
  content: ContentBundleSchema,
  progress: z.strictObject({
    factions: z.tuple([z.string(), z.string()]),
    cards: z.array(CardInstanceSchema),
    nextUid: z.int().check(z.gte(1)),
  }),
  stats,
  unlockedPacks: z.array(z.string()),
  position: z.int().check(z.gte(0)),
  phase: z.enum(Object.values(RUN_PHASE) as [string, ...string[]]),
  match: z.unknown(),
  offer: z.array(z.string()),
  summary: z.nullable(
    z.strictObject({
      outcome: z.enum(["won", "lost"]),
      fightsWon: z.int().check(z.gte(0)),
      reached: z.int().check(z.gte(0)),
      stats,
      unlockedPacks: z.array(z.string()),
    }),
  ),
});

/** What is wrong with a run state from outside (a JSON path and why), or null. */
export function runStateProblem(state: unknown): string | null {
  if (isTrustedRun(state)) return null;
  const shaped = parseWith(RunStateShape, state);
  if (!shaped.ok) return `${shaped.issues[0]!.path}: ${shaped.issues[0]!.message}`;
  const s = shaped.value;
  const refs = contentReferenceIssues(s.content);
  if (refs.length > 0) return `$.content${refs[0]!.path.slice(1)}: ${refs[0]!.message}`;
  if (s.position >= s.content.run.map.length) return "$.position: past the end of the map";
  const known = new Set(s.content.factions.map((f) => f.id));
  const [a, b] = s.progress.factions;
  if (a === b || !known.has(a) || !known.has(b))
    return "$.progress.factions: expected two different factions of the content";
  const cards = new Set(s.content.factions.flatMap((f) => f.cards.map((c) => c.id)));
  for (const [i, card] of s.progress.cards.entries())
    if (!cards.has(card.card)) return `$.progress.cards[${i}].card: unknown card '${card.card}'`;
  for (const [i, card] of s.offer.entries())
    if (!cards.has(card)) return `$.offer[${i}]: unknown card '${card}'`;
  if (s.phase === RUN_PHASE.combat) {
    if (s.match === null) return "$.match: a fight is in progress but there is no match";
    const problem = matchStateProblem(s.match);
    if (problem) return `$.match${problem.slice(1)}`;
  }
  return null;
}
