import { type AttemptState, commit, legalMoves, type Move } from "@rulekit/shell-tide";

/** What the attacker reads about one board: the `shell_tide_hint` result (from the tools or from the rules alone). */
export type HintAnswer = Record<string, any>;

/** Asks about the board after `moves` (from the level's start). */
export type Oracle = (moves: Move[]) => Promise<HintAnswer>;

export interface LookaheadRun {
  /** An optimal line (exactly the level's optimum of moves) when the search found one. */
  line: Move[] | null;
  /** Oracle calls spent (one per board asked about). */
  calls: number;
  /** Every answer read, in order. */
  answers: HintAnswer[];
}

const RESCUE_KINDS = new Set(["vortex", "sweep", "wet-pit"]);

/**
 * The lookahead attack of issue 32, made general: a depth-first search for a Full Rescue in exactly
 * the level's optimum of turns (a public figure), which asks the oracle about every child board before
 * it goes down, and goes down the children in the order the answers suggest — the fewest turns still
 * needed first when an answer carries that figure, children an answer says cannot reach Full Rescue in
 * time left out, then children whose hint names a rescue. The attacker plays the rules itself (they are
 * public); only oracle calls are counted, up to `budget`.
 */
export async function lookahead(
  start: AttemptState,
  optimalTurns: number,
  oracle: Oracle,
  budget: number,
): Promise<LookaheadRun> {
  const answers: HintAnswer[] = [];
  const run: LookaheadRun = { line: null, calls: 0, answers };
  const search = async (state: AttemptState, line: Move[]): Promise<boolean> => {
    const turnsLeft = optimalTurns - line.length;
    const children: { move: Move; state: AttemptState; rank: number[] }[] = [];
    for (const move of legalMoves(state)) {
      const next = commit(state, move);
      if (!next.ok) continue;
      if (next.state.levelStatus === "won" && line.length + 1 === optimalTurns) {
        run.line = [...line, move];
        return true;
      }
      if (turnsLeft <= 1 || next.state.levelStatus !== "playing") continue;
      if (run.calls >= budget) return false;
      run.calls++;
      const answer = await oracle([...line, move]);
      answers.push(answer);
      const needs = answer.distanceToFullRescue;
      if (answer.fullRescueStillPossible === false || answer.hint?.kind === "no-full-rescue") continue;
      if (typeof needs === "number" && needs > turnsLeft - 1) continue;
      if (needs === null) continue;
      const rank = [
        typeof needs === "number" ? needs : turnsLeft,
        RESCUE_KINDS.has(answer.hint?.kind) ? 0 : 1,
      ];
      children.push({ move, state: next.state, rank });
    }
    children.sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]!);
    for (const child of children) if (await search(child.state, [...line, child.move])) return true;
    return false;
  };
  await search(start, []);
  return run;
}
