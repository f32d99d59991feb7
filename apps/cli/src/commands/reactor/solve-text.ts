import type { Action } from "@rulekit/reactor";
import type { LevelProof, SolveResult, WitnessTurn } from "@rulekit/reactor/solver";

/** One action in words, as short as the play command's own vocabulary. */
export function actionText(action: Action): string {
  switch (action.type) {
    case "MoveRobot":
      return action.direction;
    case "InteractProp":
      return action.mode ? `interact ${action.mode}` : "interact";
    case "InteractLeak":
      return action.use === "repair"
        ? `repair ${action.leak}`
        : `remedy ${action.leak ? `on ${action.leak}` : (action.remedy ?? "")}`.trim();
    case "ApplyHeatShield":
      return "shield";
    case "ActivateReactor":
      return "activate";
    case "EndTurn":
      return "end turn";
  }
}

export const witnessLines = (witness: readonly WitnessTurn[]): string[] =>
  witness.map((t) => `  turn ${t.turn}: ${t.actions.map(actionText).join(", ")}`);

/** The answer in words: the minimum and its line, or what ends every line. */
export function solveText(id: string, r: SolveResult): string {
  const lines: string[] = [];
  if (r.outcome === "won") {
    lines.push(
      r.minTurns === 0
        ? `${id}: already won at the start (0 turns, 0 actions)`
        : `${id}: winnable — minimum ${r.minTurns} turn(s), ${r.minActions} action(s) among those (EndTurn not counted)`,
      ...witnessLines(r.witness),
    );
  } else {
    lines.push(
      r.outcome === "unwinnable"
        ? `${id}: cannot be won — every reachable state was explored`
        : `${id}: no win within ${r.horizon} turns`,
    );
    for (const loss of r.losses)
      lines.push(`  lost: ${loss.reason}: ${loss.message} (from turn ${loss.turn}, ${loss.states} state(s))`);
    if (r.horizonStates > 0)
      lines.push(`  still running after turn ${r.horizon}: ${r.horizonStates} state(s)`);
    if (r.neverProducing.length > 0) lines.push(`  never producing: ${r.neverProducing.join(", ")}`);
    if (r.neverReady.length > 0) lines.push(`  never ready: ${r.neverReady.join(", ")}`);
  }
  const s = r.stats;
  lines.push(
    `states: ${s.states} kept, ${s.expanded} expanded, ${s.duplicates} merged, ${s.dominated} dominated; simulations: ${s.simulations} (+${s.sharedSimulations} shared)`,
  );
  return lines.join("\n");
}

/** One proof as a table row: level, outcome, minimum, states, recorded line. */
export function proofRow(proof: LevelProof, status: string): (string | number)[] {
  const recorded = proof.recordedSolution;
  return [
    proof.level,
    proof.outcome,
    proof.minTurns === null ? "-" : `${proof.minTurns} / ${proof.minActions}`,
    proof.statesExplored,
    recorded
      ? recorded.wins
        ? `${recorded.turns} / ${recorded.actions}${recorded.optimal ? " (optimal)" : ""}`
        : "does not win"
      : "-",
    status,
  ];
}
