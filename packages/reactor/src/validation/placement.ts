import type { Balance } from "../balance/schema.js";
import { CARRIERS, type Carrier } from "../constants.js";
import { hasNetworkCell, isFloor, propAt, terrainAt } from "../level/grid.js";
import type { Level, Pos } from "../level/schema.js";
import { formatPos, inBounds, isAdjacent, posKey } from "../model/geometry.js";
import type { IssueList } from "./issue.js";
import { type LeakGrid, leakTargetProblem } from "./leak-target.js";
import { ISSUE_CODES } from "./types.js";

export function levelLeakGrid(level: Level): LeakGrid {
  return {
    width: level.width,
    height: level.height,
    terrainAt: (p) => terrainAt(level, p),
    hasCell: (c, p) => hasNetworkCell(level, c, p),
  };
}

export function checkRobot(level: Level, balance: Balance | null, issues: IssueList): void {
  const { at } = level.robot;
  if (!inBounds(level.width, level.height, at)) {
    issues.error(ISSUE_CODES.robotOutOfBounds, `robot start ${formatPos(at)} is outside the level`, {
      path: "$.robot.at",
      cell: at,
    });
  } else if (!isFloor(level, at)) {
    issues.error(ISSUE_CODES.robotNotOnFloor, `robot start ${formatPos(at)} is not a floor cell`, {
      path: "$.robot.at",
      cell: at,
    });
  }
  if (balance && level.robot.inventory.length > balance.inventoryCapacity) {
    issues.error(
      ISSUE_CODES.inventoryOverCapacity,
      `robot carries ${level.robot.inventory.length} remedies; capacity is ${balance.inventoryCapacity}`,
      { path: "$.robot.inventory" },
    );
  }
}

export function checkHazards(level: Level, issues: IssueList): void {
  const seen = new Set<string>();
  level.hazards.forEach((h, i) => {
    const location = { path: `$.hazards[${i}]`, cell: h.at };
    if (!inBounds(level.width, level.height, h.at)) {
      issues.error(
        ISSUE_CODES.hazardOutOfBounds,
        `hazard at ${formatPos(h.at)} is outside the level`,
        location,
      );
      return;
    }
    if (!isFloor(level, h.at)) {
      issues.error(
        ISSUE_CODES.hazardOnWall,
        `wall cell ${formatPos(h.at)} cannot store surface hazards`,
        location,
      );
    }
    if (seen.has(posKey(h.at))) {
      issues.error(
        ISSUE_CODES.hazardDuplicate,
        `cell ${formatPos(h.at)} has more than one hazard entry`,
        location,
      );
    }
    seen.add(posKey(h.at));
  });
}

function checkIds(ids: { id: string; path: string }[], what: string, issues: IssueList): void {
  const seen = new Set<string>();
  for (const { id, path } of ids) {
    if (seen.has(id))
      issues.error(ISSUE_CODES.duplicateId, `${what} id '${id}' is used more than once`, { path });
    seen.add(id);
  }
}

export function checkProps(level: Level, issues: IssueList): void {
  checkIds(
    level.props.map((p, i) => ({ id: p.id, path: `$.props[${i}].id` })),
    "prop",
    issues,
  );
  const occupied = new Map<string, string>();
  level.props.forEach((prop, i) => {
    const path = `$.props[${i}]`;
    const location = { path: `${path}.at`, cell: prop.at, prop: prop.id };
    if (!inBounds(level.width, level.height, prop.at)) {
      issues.error(
        ISSUE_CODES.propOutOfBounds,
        `${prop.kind} '${prop.id}' at ${formatPos(prop.at)} is outside the level`,
        location,
      );
      return;
    }
    if (!isFloor(level, prop.at)) {
      issues.error(
        ISSUE_CODES.propOnWall,
        `${prop.kind} '${prop.id}' at ${formatPos(prop.at)} is not on a floor cell`,
        location,
      );
    }
    const other = occupied.get(posKey(prop.at));
    if (other !== undefined) {
      issues.error(
        ISSUE_CODES.propsOverlap,
        `'${prop.id}' and '${other}' share cell ${formatPos(prop.at)}`,
        location,
      );
    } else occupied.set(posKey(prop.at), prop.id);

    if (prop.kind === "flow" && !hasNetworkCell(level, prop.carrier, prop.at)) {
      issues.error(
        ISSUE_CODES.flowNotConnected,
        `${prop.carrier} flow prop '${prop.id}' has no ${prop.carrier} network cell under it`,
        location,
      );
    }
    if (prop.kind === "consumer" && !hasNetworkCell(level, prop.carrier, prop.at)) {
      issues.error(
        ISSUE_CODES.consumerNotConnected,
        `${prop.carrier} consumer '${prop.id}' has no ${prop.carrier} network cell under it`,
        location,
      );
    }
    if (prop.kind === "door") checkDoor(level, prop.id, prop.edge, `${path}.edge`, issues);
    if (prop.kind === "reactor-control") {
      for (const carrier of CARRIERS)
        checkBinding(level, prop.id, carrier, prop.bindings[carrier], `${path}.bindings.${carrier}`, issues);
      prop.area?.forEach((cell, k) => {
        if (!isFloor(level, cell)) {
          issues.error(
            ISSUE_CODES.reactorAreaInvalid,
            `reactor '${prop.id}' area cell ${formatPos(cell)} is not a floor cell in the level`,
            {
              path: `${path}.area[${k}]`,
              cell,
              prop: prop.id,
            },
          );
        }
      });
    }
  });
  if (!level.props.some((p) => p.kind === "reactor-control")) {
    issues.error(ISSUE_CODES.noReactor, "the level has no reactor control prop", { path: "$.props" });
  }
}

function checkDoor(level: Level, id: string, edge: [Pos, Pos] | null, path: string, issues: IssueList): void {
  if (edge === null) {
    issues.error(ISSUE_CODES.doorEdgeMissing, `door '${id}' has no edge`, { path, prop: id });
    return;
  }
  const [a, b] = edge;
  const location = { path, prop: id, cell: a };
  if (!inBounds(level.width, level.height, a) || !inBounds(level.width, level.height, b)) {
    issues.error(
      ISSUE_CODES.doorEdgeOutOfBounds,
      `door '${id}' edge ${formatPos(a)}–${formatPos(b)} leaves the level`,
      location,
    );
  } else if (!isAdjacent(a, b)) {
    issues.error(
      ISSUE_CODES.doorEdgeNotAdjacent,
      `door '${id}' edge ${formatPos(a)}–${formatPos(b)} joins cells that are not adjacent`,
      location,
    );
  } else if (!isFloor(level, a) || !isFloor(level, b)) {
    issues.error(
      ISSUE_CODES.doorEdgeNotFloor,
      `door '${id}' edge ${formatPos(a)}–${formatPos(b)} must join two floor cells`,
      location,
    );
  }
}

function checkBinding(
  level: Level,
  id: string,
  carrier: Carrier,
  p: Pos | null,
  path: string,
  issues: IssueList,
): void {
  if (p === null) {
    issues.error(ISSUE_CODES.reactorBindingMissing, `reactor '${id}' has no ${carrier} consumer binding`, {
      path,
      prop: id,
    });
    return;
  }
  const location = { path, prop: id, cell: p };
  if (!inBounds(level.width, level.height, p)) {
    issues.error(
      ISSUE_CODES.reactorBindingOutOfBounds,
      `reactor '${id}' ${carrier} binding ${formatPos(p)} is outside the level`,
      location,
    );
    return;
  }
  const target = propAt(level, p);
  if (target?.kind !== "consumer" || !isFloor(level, p)) {
    issues.error(
      ISSUE_CODES.reactorBindingNotConsumer,
      `reactor '${id}' ${carrier} binding ${formatPos(p)} is not a consumer prop on floor`,
      location,
    );
    return;
  }
  if (target.carrier !== carrier) {
    issues.error(
      ISSUE_CODES.reactorBindingWrongCarrier,
      `reactor '${id}' ${carrier} binding ${formatPos(p)} points to a ${target.carrier} consumer`,
      location,
    );
  }
}

export function checkLeaks(level: Level, issues: IssueList): void {
  checkIds(
    level.leaks.map((l, i) => ({ id: l.id, path: `$.leaks[${i}].id` })),
    "leak",
    issues,
  );
  const grid = levelLeakGrid(level);
  const seen = new Set<string>();
  level.leaks.forEach((leak, i) => {
    const location = { path: `$.leaks[${i}]`, cell: leak.at, leak: leak.id };
    const problem = leakTargetProblem(grid, leak);
    if (problem) issues.error(problem.code, `leak '${leak.id}': ${problem.message}`, location);
    const key = `${leak.carrier}:${posKey(leak.at)}`;
    if (seen.has(key)) {
      issues.error(
        ISSUE_CODES.leakDuplicate,
        `more than one ${leak.carrier} leak at ${formatPos(leak.at)}`,
        location,
      );
    }
    seen.add(key);
  });
}
