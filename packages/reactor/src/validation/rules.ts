import { type Carrier, type PropKind, RULE_SETTABLE_PROPS } from "../constants.js";
import { hasNetworkCell, isFloor, propAt } from "../level/grid.js";
import type { Effect, Level, Pos, Predicate } from "../level/schema.js";
import { formatPos, inBounds } from "../model/geometry.js";
import { PROP_STATE_NAMES } from "../model/prop-states.js";
import type { IssueList } from "./issue.js";
import { leakTargetProblem } from "./leak-target.js";
import { levelLeakGrid } from "./placement.js";
import { ISSUE_CODES } from "./types.js";

const RULE_SETTABLE: ReadonlySet<PropKind> = new Set(RULE_SETTABLE_PROPS);

/** Every predicate and effect must point at something that exists and fits. */
export function checkRules(level: Level, issues: IssueList): void {
  const ids = new Set<string>();
  const leakIds = new Set(level.leaks.map((l) => l.id));
  for (const event of level.events) {
    for (const effect of event.effects) if (effect.kind === "start-leak") leakIds.add(effect.leak.id);
  }
  const grid = levelLeakGrid(level);
  level.events.forEach((event, e) => {
    const base = `$.events[${e}]`;
    if (ids.has(event.id)) {
      issues.error(ISSUE_CODES.duplicateId, `rule event id '${event.id}' is used more than once`, {
        path: `${base}.id`,
        event: event.id,
      });
    }
    ids.add(event.id);
    event.when.forEach((predicate, k) => {
      const problem = predicateProblem(level, predicate);
      if (problem) {
        issues.error(ISSUE_CODES.ruleInvalidTarget, `rule '${event.id}' predicate ${k + 1}: ${problem}`, {
          path: `${base}.when[${k}]`,
          event: event.id,
          ...("at" in predicate ? { cell: predicate.at } : {}),
        });
      }
    });
    event.effects.forEach((effect, k) => {
      const location = {
        path: `${base}.effects[${k}]`,
        event: event.id,
        ...("at" in effect
          ? { cell: effect.at }
          : effect.kind === "start-leak"
            ? { cell: effect.leak.at }
            : {}),
      };
      if (effect.kind === "start-leak") {
        const problem = leakTargetProblem(grid, effect.leak);
        if (problem) {
          issues.error(
            ISSUE_CODES.ruleLeakInvalid,
            `rule '${event.id}' effect ${k + 1} would start an invalid leak: ${problem.message}`,
            location,
          );
        }
        if (level.leaks.some((l) => l.id === effect.leak.id)) {
          issues.error(
            ISSUE_CODES.ruleLeakInvalid,
            `rule '${event.id}' effect ${k + 1} starts leak '${effect.leak.id}', an id an authored leak already uses`,
            location,
          );
        }
        return;
      }
      const problem = effectProblem(level, effect, leakIds);
      if (problem)
        issues.error(
          ISSUE_CODES.ruleInvalidTarget,
          `rule '${event.id}' effect ${k + 1}: ${problem}`,
          location,
        );
    });
  });
}

function outside(level: Level, p: Pos): string | null {
  return inBounds(level.width, level.height, p) ? null : `${formatPos(p)} is outside the level`;
}

function floorProblem(level: Level, p: Pos): string | null {
  return outside(level, p) ?? (isFloor(level, p) ? null : `${formatPos(p)} is not a floor cell`);
}

function cellProblem(level: Level, carrier: Carrier, p: Pos): string | null {
  return (
    outside(level, p) ??
    (hasNetworkCell(level, carrier, p) ? null : `no ${carrier} network cell at ${formatPos(p)}`)
  );
}

function predicateProblem(level: Level, predicate: Predicate): string | null {
  switch (predicate.kind) {
    // Stryker disable next-line StringLiteral: a predicate kind that matches no case also ends with no problem (undefined, falsy like null)
    case "turn":
    // Stryker disable next-line StringLiteral: a predicate kind that matches no case also ends with no problem (undefined, falsy like null)
    case "level-state":
    // Stryker disable next-line StringLiteral: a predicate kind that matches no case also ends with no problem (undefined, falsy like null)
    case "robot-has":
    // Stryker disable next-line StringLiteral: a predicate kind that matches no case also ends with no problem (undefined, falsy like null)
    case "diagnostics-unlocked":
      return null;
    case "reactor": {
      const prop = propAt(level, predicate.at);
      return (
        outside(level, predicate.at) ??
        (prop?.kind === "reactor-control" ? null : `no reactor control at ${formatPos(predicate.at)}`)
      );
    }
    case "prop": {
      const prop = propAt(level, predicate.at);
      if (outside(level, predicate.at)) return outside(level, predicate.at);
      if (!prop || prop.kind !== predicate.propKind)
        return `no ${predicate.propKind} prop at ${formatPos(predicate.at)}`;
      if (predicate.state !== undefined && !PROP_STATE_NAMES[prop.kind].includes(predicate.state)) {
        return `'${predicate.state}' is not a state of a ${prop.kind} (${PROP_STATE_NAMES[prop.kind].join(", ")})`;
      }
      return null;
    }
    case "consumer-service": {
      const prop = propAt(level, predicate.at);
      return (
        outside(level, predicate.at) ??
        (prop?.kind === "consumer" ? null : `no consumer at ${formatPos(predicate.at)}`)
      );
    }
    case "network-band": {
      const wanted = predicate.carrier === "electricity" ? ["amount", "voltage"] : ["amount", "pressure"];
      if (!wanted.includes(predicate.quantity))
        return `a ${predicate.carrier} cell has no ${predicate.quantity}`;
      return cellProblem(level, predicate.carrier, predicate.at);
    }
    case "hazard-band":
    case "robot-at":
      return floorProblem(level, predicate.at);
  }
}

function effectProblem(
  level: Level,
  effect: Exclude<Effect, { kind: "start-leak" }>,
  leakIds: Set<string>,
): string | null {
  switch (effect.kind) {
    case "worsen-leak":
      return leakIds.has(effect.leak) ? null : `no leak '${effect.leak}'`;
    case "repair-cell":
    case "disable-cell":
      return cellProblem(level, effect.carrier, effect.at);
    case "set-prop": {
      if (outside(level, effect.at)) return outside(level, effect.at);
      const prop = propAt(level, effect.at);
      if (!prop) return `no prop at ${formatPos(effect.at)}`;
      if (!RULE_SETTABLE.has(prop.kind)) return `a rule cannot change a ${prop.kind}`;
      if (!PROP_STATE_NAMES[prop.kind].includes(effect.state)) {
        return `'${effect.state}' is not a state of a ${prop.kind} (${PROP_STATE_NAMES[prop.kind].join(", ")})`;
      }
      return null;
    }
    case "hazard":
    case "heat":
      return floorProblem(level, effect.at);
    // Stryker disable next-line StringLiteral: an effect kind that matches no case also ends with no problem (undefined, falsy like null)
    case "inventory":
    // Stryker disable next-line StringLiteral: an effect kind that matches no case also ends with no problem (undefined, falsy like null)
    case "lose":
    // Stryker disable next-line StringLiteral,ConditionalExpression: an effect kind that matches no case also ends with no problem (undefined, falsy like null); so does emptying this last case
    case "warn":
      return null;
  }
}
