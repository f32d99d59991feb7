import { CARRIERS } from "@rulekit/reactor";
import type { ReactNode } from "react";
import { LAYERS, type LayerId, type LayerVisibility } from "../editor/layers.ts";
import {
  CARRIER_COLOR,
  DOOR_COLOR,
  ELEMENT_COLOR,
  PROP_GLYPH,
  ROBOT_COLOR,
  TERRAIN_COLOR,
} from "./palette.ts";

function Swatch(props: { layer: LayerId }) {
  const box = (fill: string, extra?: ReactNode) => (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className="rx-swatch">
      <rect width="18" height="18" rx="3" fill={fill} stroke="#999" strokeWidth="0.5" />
      {extra}
    </svg>
  );
  switch (props.layer) {
    case "terrain":
      return (
        <>
          {box(TERRAIN_COLOR.floor)}
          {box(TERRAIN_COLOR.wall)}
        </>
      );
    case "fuel":
    case "coolant":
    case "electricity":
      return box(
        "#fff",
        <line x1="2" y1="9" x2="16" y2="9" stroke={CARRIER_COLOR[props.layer]} strokeWidth="4" />,
      );
    case "props":
      return box(
        "#2d3440",
        <text x="9" y="13" fontSize="11" fill="#fff" textAnchor="middle">
          S
        </text>,
      );
    case "leaks":
      return box("#fff", <circle cx="9" cy="9" r="5" fill="none" stroke="#c01818" strokeDasharray="2 2" />);
    case "hazards":
      return box(
        "#fff",
        <rect x="2" y="2" width="14" height="14" rx="3" fill={ELEMENT_COLOR.fuel} opacity="0.6" />,
      );
    case "heat":
      return box(
        "#fff",
        <rect x="2" y="2" width="14" height="14" rx="3" fill={ELEMENT_COLOR.heat} opacity="0.6" />,
      );
    case "robot":
      return box("#fff", <circle cx="9" cy="9" r="6" fill={ROBOT_COLOR} />);
  }
}

/** Layer toggles, each with its legend swatch, and the glyph key of the props. */
export function LayerPanel(props: {
  layers: LayerVisibility;
  onToggle: (layer: LayerId, visible: boolean) => void;
  /** Layers that cannot be shown right now (gameplay before the terminal), with the reason. */
  locked?: Partial<Record<LayerId, string>>;
}) {
  return (
    <section className="rx-panel rx-layers" aria-labelledby="rx-layers-title">
      <h2 id="rx-layers-title">Layers &amp; legend</h2>
      <ul>
        {LAYERS.map((layer) => {
          const locked = props.locked?.[layer.id];
          return (
            <li key={layer.id}>
              <label title={layer.key}>
                <input
                  type="checkbox"
                  checked={props.layers[layer.id] && !locked}
                  disabled={Boolean(locked)}
                  onChange={(e) => props.onToggle(layer.id, e.currentTarget.checked)}
                />
                <Swatch layer={layer.id} />
                <span>{layer.label}</span>
              </label>
              <small>{locked ?? layer.key}</small>
            </li>
          );
        })}
      </ul>
      <dl className="rx-glyphs">
        <dt>S</dt>
        <dd>flow source</dd>
        <dt>C</dt>
        <dd>consumer</dd>
        <dt>{PROP_GLYPH["t-junction"]}</dt>
        <dd>T-junction</dd>
        <dt>{PROP_GLYPH["cross-junction"]}</dt>
        <dd>cross-junction</dd>
        <dt>{PROP_GLYPH.door}</dt>
        <dd>
          door (its edge: <span style={{ color: DOOR_COLOR }}>solid = closed, dashed = open</span>)
        </dd>
        <dt>{PROP_GLYPH.terminal}</dt>
        <dd>all-seeing-eye terminal</dd>
        <dt>{PROP_GLYPH["remedy-supply"]}</dt>
        <dd>remedy supply</dd>
        <dt>{PROP_GLYPH["reactor-control"]}</dt>
        <dd>reactor control</dd>
      </dl>
      <p className="rx-note">
        Prop colour = carrier ({CARRIERS.join(", ")}); hollow = disabled/closed/locked/depleted; a red frame =
        starved; a green dot = producing. Yellow dots mark where an electricity leak emits. In the gameplay
        preview a dashed black frame on a hazard quarter is an active remedy block.
      </p>
    </section>
  );
}
