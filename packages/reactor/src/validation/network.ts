import { CARRIERS } from "../constants.js";
import { cellPos } from "../level/grid.js";
import type { Level } from "../level/schema.js";
import { formatPos } from "../model/geometry.js";
import type { Topology } from "../topology/topology.js";
import type { IssueList } from "./issue.js";
import { ISSUE_CODES } from "./types.js";

/** Loops, junction placement and unambiguous junction flow. */
export function checkNetworks(level: Level, topology: Topology, issues: IssueList): void {
  for (const carrier of CARRIERS) {
    const layer = topology.carriers[carrier];
    for (const cell of layer.loopCells) {
      const p = cellPos(level.width, cell);
      issues.error(
        ISSUE_CODES.networkLoop,
        `the ${carrier} network loops through ${formatPos(p)}; networks must be trees so flow is unambiguous`,
        { path: `$.networks.${carrier}[${p.y}]`, cell: p },
      );
    }
    for (const junction of layer.junctions) {
      const prop = level.props[junction.prop]!;
      const location = { path: `$.props[${junction.prop}]`, cell: prop.at, prop: prop.id };
      const name = `${prop.kind} '${prop.id}' at ${formatPos(prop.at)}`;
      if (junction.problem === "branches") {
        const want = prop.kind === "t-junction" ? 3 : 4;
        issues.error(
          ISSUE_CODES.junctionBranchesMismatch,
          `${name} needs exactly ${want} adjacent ${carrier} cells (one incoming, ${want - 1} outgoing); its outgoing branches are ambiguous`,
          location,
        );
      } else if (junction.problem === "no-incoming") {
        issues.error(
          ISSUE_CODES.junctionNoIncoming,
          `${name} has no ${carrier} source on any side, so its incoming direction cannot be inferred`,
          location,
        );
      } else if (junction.problem === "ambiguous") {
        issues.error(
          ISSUE_CODES.junctionIncomingAmbiguous,
          `${name} is reached by sources from ${junction.sourceSides.join(" and ")}: its incoming direction is ambiguous`,
          location,
        );
      }
    }
  }
  for (const index of topology.junctionsWithoutCarrier) {
    const prop = level.props[index]!;
    const count = CARRIERS.filter(
      (c) => topology.carriers[c].present[prop.at.y * level.width + prop.at.x],
    ).length;
    issues.error(
      ISSUE_CODES.junctionNotSingleCarrier,
      `${prop.kind} '${prop.id}' at ${formatPos(prop.at)} must sit on exactly one underground carrier (found ${count})`,
      { path: `$.props[${index}].at`, cell: prop.at, prop: prop.id },
    );
  }
}
