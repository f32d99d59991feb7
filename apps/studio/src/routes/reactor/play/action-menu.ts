import { type Action, DIRECTIONS, type GameView, type PropView } from "@rulekit/reactor";

export interface ActionButton {
  key: string;
  label: string;
  action: Action;
  enabled: boolean;
}

export interface ActionMenu {
  moves: ActionButton[];
  prop: ActionButton[];
  leaks: ActionButton[];
  other: ActionButton[];
}

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

function interactLabel(prop: PropView): string {
  switch (prop.kind) {
    case "flow":
      return `${prop.enabled ? "Disable" : "Enable"} ${prop.carrier} source ${prop.id}`;
    case "consumer":
      return `${prop.enabled ? "Disable" : "Enable"} ${prop.carrier} consumer ${prop.id}`;
    case "t-junction":
    case "cross-junction":
      return `Cycle ${prop.id}'s ratio mode (now ${prop.mode})`;
    case "door":
      return `${prop.open ? "Close" : "Open"} door ${prop.id}`;
    case "terminal":
      return `Use all-seeing-eye terminal ${prop.id}`;
    case "remedy-supply":
      return `Pick up ${prop.supply} from ${prop.id}`;
    case "reactor-control":
      return `Interact with reactor control ${prop.id}`;
  }
}

/**
 * The buttons of the gameplay preview, built from the engine's `legalActions`: every action the design
 * has is listed; the ones the engine does not offer right now are shown disabled.
 */
export function actionMenu(view: GameView, legal: readonly Action[]): ActionMenu {
  const isLegal = (a: Action) => legal.some((l) => same(l, a));
  const button = (key: string, label: string, action: Action): ActionButton => ({
    key,
    label,
    action,
    enabled: isLegal(action),
  });
  const moves = DIRECTIONS.map((direction) =>
    button(`move-${direction}`, `Move ${direction}`, { type: "MoveRobot", direction }),
  );
  const here = view.props.find((p) => p.at.x === view.robot.at.x && p.at.y === view.robot.at.y);
  const prop: ActionButton[] = [];
  if (here && here.kind !== "reactor-control") {
    prop.push(button("interact", interactLabel(here), { type: "InteractProp" }));
    // Junction modes can also be selected directly (each is its own legal action).
    for (const a of legal) {
      if (a.type === "InteractProp" && a.mode !== undefined) {
        prop.push({ key: `mode-${a.mode}`, label: `Set ${here.id} to ${a.mode}`, action: a, enabled: true });
      }
    }
  }
  const leaks: ActionButton[] = legal.flatMap((a) => {
    if (a.type !== "InteractLeak") return [];
    const label = a.leak
      ? a.use === "repair"
        ? `Repair leak ${a.leak}`
        : `Neutralize leak ${a.leak}'s face`
      : `Apply ${a.remedy ?? "a neutralizer"} to this cell`;
    return [{ key: `leak-${a.leak ?? a.remedy ?? "cell"}-${a.use}`, label, action: a, enabled: true }];
  });
  const other = [
    button("shield", "Apply heat shield", { type: "ApplyHeatShield" }),
    button("activate", "Activate reactor", { type: "ActivateReactor" }),
    button("end-turn", "End turn", { type: "EndTurn" }),
  ];
  return { moves, prop, leaks, other };
}
