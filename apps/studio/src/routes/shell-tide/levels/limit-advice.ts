import type { ExactLimitReport } from "@rulekit/shell-tide";

/**
 * The exact search's limits told in plain words, with what would bring a board within them (the engine's
 * `exactLimitReport` gives the figures), instead of "3190187286 distributions exceed 16777216".
 */
export interface LimitAdvice {
  title: string;
  explanation: string;
  advice: string[];
}

const count = (n: number) => n.toLocaleString("en-US");

/** "about 3.2 billion", "about 16.8 million", "5,311,735". */
export function roughly(n: number): string {
  if (n >= 1e12) return `about ${(n / 1e12).toFixed(1)} trillion`;
  if (n >= 1e9) return `about ${(n / 1e9).toFixed(1)} billion`;
  if (n >= 1e7) return `about ${(n / 1e6).toFixed(1)} million`;
  return count(n);
}

const pits = (n: number) => `${n} sand pit${n === 1 ? "" : "s"}`;
const starfish = (n: number) => `${n} starfish`;

function adviceFor(report: ExactLimitReport, limit: ExactLimitReport["proof"] | ExactLimitReport["solver"]) {
  const advice = [
    `use at most ${starfish(limit.maxStarfish)} on these ${pits(report.sandNodes)} (it has ${report.starfish});`,
  ];
  if (limit.maxSandNodes >= 2) {
    advice.push(
      `or keep the ${starfish(report.starfish)} on at most ${pits(limit.maxSandNodes)} (turn the others into wet pits, or use the 8-pit board);`,
    );
  }
  advice.push("or split the level into two smaller ones.");
  return advice;
}

/** Why the balance proof cannot run on this board (null when it can). */
export function proofLimitAdvice(report: ExactLimitReport): LimitAdvice | null {
  if (report.proof.withinLimit) return null;
  if (report.distributions <= report.proof.limit) return moveLimitAdvice(report);
  const ratio = report.distributions / report.proof.limit;
  const times = ratio < 10 ? ratio.toFixed(1) : count(Math.round(ratio));
  return {
    title: "This level is beyond the exact balance proof's limit",
    explanation:
      `The balance proof visits every way the starfish can lie on the board. ${pits(report.sandNodes)} holding up to ` +
      `${starfish(report.starfish)} can be arranged in ${roughly(report.distributions)} ways ` +
      `(${count(report.distributions)}); the proof can hold at most ${roughly(report.proof.limit)} ` +
      `(${count(report.proof.limit)}), so this board is ${times} times over the limit. ` +
      (report.solver.withinLimit
        ? "The solver can still find the optimal path, because it only explores the arrangements it reaches; P75, max turns and the other proof figures need the whole space."
        : "Not even the solver can search it (see above)."),
    advice: adviceFor(report, report.proof),
  };
}

/** The proof's second limit: the moves of the boards reachable from the start (the proof's time grows with them). */
function moveLimitAdvice(report: ExactLimitReport): LimitAdvice {
  const { proof } = report;
  return {
    title: "This level is beyond the exact balance proof's limit",
    explanation:
      `The balance proof follows every move of every arrangement the starfish can reach from the start, and its time ` +
      `grows with them: it follows at most ${roughly(proof.moveLimit)} (${count(proof.moveLimit)}) moves, about 8 seconds ` +
      `of work. This board has more` +
      (proof.moves === null
        ? ""
        : ` (counting stopped at ${count(proof.moves)} moves on ${count(proof.reachableStates ?? 0)} arrangements)`) +
      ". " +
      (report.solver.withinLimit
        ? "The solver can still find the optimal path, because it stops at the first Full Rescue; P75, max turns and the other proof figures need the whole graph."
        : "Not even the solver can search it (see above)."),
    advice: adviceFor(report, report.proof),
  };
}

/** Why the exact solver cannot search this board at all (null when it can). */
export function solverLimitAdvice(report: ExactLimitReport): LimitAdvice | null {
  if (report.solver.withinLimit) return null;
  return {
    title: "This level is beyond the exact solver's limit",
    explanation:
      `The solver packs each arrangement of the starfish into one exact number: with ${pits(report.sandNodes)} ` +
      `holding up to ${starfish(report.starfish)} that number needs more than the 53 bits a browser counts ` +
      "exactly, so the level can be neither solved nor proven here.",
    advice: adviceFor(report, report.solver),
  };
}
