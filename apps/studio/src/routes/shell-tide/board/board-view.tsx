import { type KeyboardEvent, useEffect, useRef } from "react";
import { arrowAngle, type BoardGeometry, type BoardLevelShape, CELL, type Point } from "./board-geometry.ts";

/** A FLOW drawn over the board: one direction's preview (or the move being animated). */
export interface BoardOverlay {
  source: number;
  direction: "left" | "right";
  route: readonly { index: number; order: number }[];
  stop: number;
  captures: readonly { empty: number; rich: number; count: number }[];
  wetPitRescues: readonly { index: number; order: number }[];
  sweep: { index: number; count: number } | null;
  /** The direction the player is choosing is drawn strongly, the other one faintly. */
  emphasis: "primary" | "secondary";
}

/** What the commit animation is showing on one node right now. */
export interface BoardPulse {
  index: number;
  kind: "lift" | "drop" | "wet" | "capture" | "sweep";
}

export interface BoardViewProps {
  level: BoardLevelShape;
  geometry: BoardGeometry;
  starfish: readonly number[];
  selected: number | null;
  /** Legal sources (sand with ≥ 1 starfish): the only nodes that react to a click. */
  selectable: ReadonlySet<number>;
  overlays: readonly BoardOverlay[];
  pulse?: BoardPulse | null;
  /** Nodes the coach asks the player to watch (hint target, near-miss piles). */
  watch?: readonly number[];
  locked: boolean;
  /** Accessible name per node (localised by the page). */
  nodeLabel: (index: number) => string;
  boardLabel: string;
  onSelect?: (index: number) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** Move keyboard focus to the selected node when the selection changes (play mode). */
  followFocus?: boolean;
  /** Put keyboard focus on the board's tab stop when this becomes true (a level becomes playable). */
  autoFocus?: boolean;
  testId?: string;
}

const pathThrough = (points: Point[]) =>
  points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");

function Overlay(props: { overlay: BoardOverlay; geometry: BoardGeometry; id: string }) {
  const { overlay, geometry } = props;
  const at = (i: number) => geometry.cells[i]?.center ?? { x: 0, y: 0 };
  // The line runs on the inner side of the nodes (towards the lake) so it never hides a count; each lap
  // round the ring runs a little further in, so both passes stay visible.
  const points = [at(overlay.source), ...overlay.route.map((s) => at(s.index))];
  const lap = geometry.cells.length;
  const nudged = points.map((p, i) => {
    const round = i === 0 ? 0 : Math.floor((i - 1) / lap);
    const mid = (geometry.size * CELL) / 2;
    const k = (0.3 * CELL) / Math.max(Math.abs(mid - p.x), Math.abs(mid - p.y), 1) + round * 0.1;
    return { x: p.x + (mid - p.x) * k, y: p.y + (mid - p.y) * k };
  });
  return (
    <g className={`st-overlay st-overlay-${overlay.emphasis} st-overlay-${overlay.direction}`}>
      <path d={pathThrough(nudged)} className="st-route-line" markerEnd={`url(#${props.id}-arrow)`} />
      {overlay.route.map((step) => {
        const c = at(step.index);
        const round = Math.floor((step.order - 1) / lap);
        return (
          <text
            key={step.order}
            x={c.x - CELL * 0.3 + round * 16}
            y={c.y - CELL * 0.26}
            className="st-route-order"
          >
            {step.order}
          </text>
        );
      })}
      <rect
        x={at(overlay.stop).x - CELL * 0.43}
        y={at(overlay.stop).y - CELL * 0.43}
        width={CELL * 0.86}
        height={CELL * 0.86}
        rx="14"
        className="st-stop-ring"
      />
      {/* STOP in words on the ring's top edge: the ring is not told apart by its colour alone. */}
      <text x={at(overlay.stop).x} y={at(overlay.stop).y - CELL * 0.43 + 5} className="st-stop-label">
        STOP
      </text>
      {overlay.captures.map((c) => (
        <g key={`v${c.empty}-${c.rich}`}>
          <g transform={`translate(${at(c.empty).x} ${at(c.empty).y + CELL * 0.22})`} className="st-vortex">
            <path d="M0,-12 a12,12 0 1,1 -12,12 a8,8 0 1,1 8,-8 a4,4 0 1,1 -4,4" />
          </g>
          <text x={at(c.rich).x + CELL * 0.12} y={at(c.rich).y + CELL * 0.38} className="st-capture-label">
            −{c.count}
          </text>
        </g>
      ))}
      {overlay.wetPitRescues.map((w) => (
        <text key={`w${w.order}`} x={at(w.index).x} y={at(w.index).y + CELL * 0.38} className="st-wet-label">
          +1
        </text>
      ))}
      {overlay.sweep && (
        <text
          x={at(overlay.sweep.index).x}
          y={at(overlay.sweep.index).y + CELL * 0.38}
          className="st-sweep-label"
        >
          ≈ −{overlay.sweep.count}
        </text>
      )}
    </g>
  );
}

/** The ring drawn on its square perimeter around the centre lake, nodes as buttons over an SVG layer. */
export function BoardView(props: BoardViewProps) {
  const { level, geometry } = props;
  const side = geometry.size * CELL;
  const id = props.testId ?? "st-board";
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    if (props.followFocus && props.selected !== null) refs.current[props.selected]?.focus();
  }, [props.followFocus, props.selected]);

  // Roving tab stop: the selected node, else the first selectable one.
  const tabStop = props.selected ?? [...props.selectable].sort((a, b) => a - b)[0] ?? 0;
  const tabStopRef = useRef(tabStop);
  tabStopRef.current = tabStop;
  useEffect(() => {
    if (props.autoFocus) refs.current[tabStopRef.current]?.focus();
  }, [props.autoFocus]);

  return (
    <div
      className="st-board"
      data-testid={id}
      data-locked={props.locked}
      style={{ ["--st-size" as string]: geometry.size }}
    >
      <svg className="st-board-svg-under" viewBox={`0 0 ${side} ${side}`} aria-hidden="true">
        {geometry.channels.map((c) => (
          <line
            key={`${c.to.x},${c.to.y}`}
            x1={c.from.x}
            y1={c.from.y}
            x2={c.to.x}
            y2={c.to.y}
            className="st-channel"
          />
        ))}
        <rect
          x={geometry.lake.x + 8}
          y={geometry.lake.y + 8}
          width={geometry.lake.width - 16}
          height={geometry.lake.height - 16}
          rx="24"
          className="st-lake"
        />
      </svg>
      <fieldset className="st-board-grid" onKeyDown={props.onKeyDown}>
        <legend className="visually-hidden">{props.boardLabel}</legend>
        {geometry.cells.map((cell) => {
          const node = level.nodes[cell.index];
          const count = props.starfish[cell.index] ?? 0;
          const angle = arrowAngle(geometry, level, cell.index);
          const selectable = props.selectable.has(cell.index);
          const pulse = props.pulse?.index === cell.index ? props.pulse.kind : undefined;
          const watched = props.watch?.includes(cell.index) ?? false;
          return (
            <button
              key={cell.index}
              ref={(el) => {
                refs.current[cell.index] = el;
              }}
              type="button"
              className="st-node"
              style={{ gridRow: cell.row + 1, gridColumn: cell.col + 1 }}
              data-testid={`${id}-node-${cell.index}`}
              data-type={node?.type}
              data-starfish={count}
              data-selected={props.selected === cell.index}
              data-pulse={pulse}
              data-watch={watched || undefined}
              aria-label={props.nodeLabel(cell.index)}
              aria-pressed={props.onSelect ? props.selected === cell.index : undefined}
              aria-disabled={!selectable || props.locked}
              tabIndex={props.onSelect && cell.index === tabStop ? 0 : -1}
              onClick={() => {
                if (!props.locked && selectable) props.onSelect?.(cell.index);
              }}
            >
              <span className="st-node-index" aria-hidden="true">
                {cell.index}
              </span>
              {node?.type === "wet_pit" ? (
                <span className="st-wet-pit" aria-hidden="true">
                  ≋
                </span>
              ) : (
                <span className="st-starfish" aria-hidden="true">
                  <span className="st-starfish-icon">★</span>
                  <span className="st-starfish-count">{count}</span>
                </span>
              )}
              {angle !== null && (
                <span className="st-current" aria-hidden="true" style={{ transform: `rotate(${angle}deg)` }}>
                  ➜
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
      <svg className="st-board-svg" viewBox={`0 0 ${side} ${side}`} aria-hidden="true">
        <defs>
          <marker
            id={`${id}-arrow`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="3.5"
            markerHeight="3.5"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="st-route-arrowhead" />
          </marker>
        </defs>
        {props.overlays.map((o) => (
          <Overlay key={`${o.direction}-${o.emphasis}`} overlay={o} geometry={geometry} id={id} />
        ))}
      </svg>
    </div>
  );
}
