import type { ArenaContext } from "../context.js";
import type { MatchRow } from "../matches/match-store.js";
import { settleRounds } from "../scheduling/rounds.js";
import { evaluateChecks, submissionsCheckedBy } from "../submissions/intake.js";

/** What follows a recorded result: versions waiting on a check game, rounds, the leaderboard, live pages. */
export async function afterResult(ctx: ArenaContext, match: MatchRow): Promise<void> {
  ctx.events.emitEvent({
    type: "match",
    competitionId: match.competitionId,
    matchId: match.id,
    kind: match.kind,
    status: "done",
  });
  if (match.kind === "check") {
    for (const id of await submissionsCheckedBy(ctx, match.id)) await evaluateChecks(ctx, id);
    return;
  }
  await settleRounds(ctx, match.id);
  ctx.changed(match.competitionId);
}
