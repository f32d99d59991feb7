import type { RuleSet } from "@rulekit/rps-grid";

/** What the board's marks mean, with every tile type of the RuleSet in play (its colour and effect). */
export function Legend(props: { rules: RuleSet }) {
  const tiles = Object.entries(props.rules.tileTypes ?? {});
  return (
    <details className="rps-legend" open>
      <summary>Legend</summary>
      <ul>
        <li>Capitals: player 0 · lower case: player 1 · R beats S, S beats P, P beats R.</li>
        <li>
          <sup>+</sup> powered (also captures its own type) · sh/da/wi: shield, dash, wildcard effect.
        </li>
        <li>
          <span className="rps-swatch rps-swatch-home" aria-hidden="true" /> home (⌂0, ⌂1) ·{" "}
          {props.rules.powerUps ? "★ power-up · " : ""}
          <span className="rps-swatch rps-swatch-wall" aria-hidden="true" /> blocked or impassable ·{" "}
          <span className="rps-swatch rps-swatch-void" aria-hidden="true" /> void
        </li>
        {tiles.map(([name, type]) => {
          const color = (type.render as { color?: unknown } | undefined)?.color;
          return (
            <li key={name} data-testid={`legend-tile-${name}`}>
              <span
                className="rps-swatch"
                style={typeof color === "string" ? { background: color } : undefined}
                aria-hidden="true"
              />{" "}
              {name} tile: {type.passable ? "passable" : "impassable"}
              {type.effect ? `, gives ${type.effect} and disappears` : ", no effect"}
              {type.tags.length ? ` (tags: ${type.tags.join(", ")})` : ""}
            </li>
          );
        })}
        <li>Last move: outlined cells; × blocked by a shield, » dash step, + pickup.</li>
      </ul>
    </details>
  );
}
