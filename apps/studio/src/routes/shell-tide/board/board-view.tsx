import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { arrowAngle, type BoardGeometry, type BoardLevelShape, type Point } from "./board-geometry.ts";
import {
  type BoardOverlay,
  type CellMarks,
  NODE_BOX,
  orderText,
  overlayMarks,
  routePoints,
  SLOTS,
  type Slot,
  slotAt,
} from "./overlay-marks.ts";

export type { BoardOverlay } from "./overlay-marks.ts";

/** What the commit animation is showing on one node right now. */
export interface BoardPulse {
  index: number;
  kind: "lift" | "drop" | "wet" | "capture" | "sweep";
  /** A starfish on its way: the pit it leaves for `index` (drawn travelling along the Flow). */
  from?: number;
  /** A capture's Vortex point (the empty pit that takes the pile at `index`). */
  vortex?: number;
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
  /** Changes with every animation frame, so a frame's motion starts over even on the same pit. */
  pulseKey?: number;
  /** Draw moves travelling (a starfish along the Flow, the Vortex's swirl, the Sweep's wave); off for reduced motion. */
  motion?: boolean;
  /** Nodes the coach asks the player to watch (hint target, near-miss piles, a new mechanic). */
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
  /** Shown under the board (e.g. what the last move did). */
  caption?: ReactNode;
  testId?: string;
}

const pathThrough = (points: Point[]) =>
  points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");

/** Text in a slot, squeezed to its width when it would run over (long lap orders such as "2·10·STOP"). */
/** About how wide `text` is at `size` in the bold board font (capitals are wider than digits). */
const textWidth = (text: string, size: number) =>
  Array.from(text).reduce((w, ch) => w + size * (/[A-Z]/.test(ch) ? 0.76 : ch === "·" ? 0.4 : 0.64), 0);

function SlotText(props: { slot: Slot; text: string; className: string; anchor: "start" | "end" }) {
  const { slot, text } = props;
  const size = slot.height * 0.72;
  const estimate = textWidth(text, slot.height * 0.72);
  const x = props.anchor === "start" ? slot.x : slot.x + slot.width;
  return (
    <text
      x={x}
      y={slot.y + slot.height * 0.78}
      className={props.className}
      textAnchor={props.anchor}
      style={{ fontSize: size }}
      {...(estimate > slot.width ? { textLength: slot.width, lengthAdjust: "spacingAndGlyphs" } : {})}
    >
      {text}
    </text>
  );
}

function CellMarksView(props: { marks: CellMarks; center: Point }) {
  const { marks, center } = props;
  const at = (slot: Slot) => slotAt(slot, center);
  const box = at(NODE_BOX);
  const order = at(SLOTS.order);
  const swirl = at(SLOTS.swirl);
  const label = orderText(marks);
  return (
    <g data-node={marks.index}>
      {marks.stop && <StopRing box={box} className="st-stop-ring" />}
      {label && (
        <g className={marks.stop ? "st-order st-order-stop" : "st-order"}>
          <rect
            x={order.x}
            y={order.y}
            width={Math.min(order.width, textWidth(label, order.height * 0.72) + 7)}
            height={order.height}
            rx="8"
          />
          <SlotText
            slot={{ ...order, x: order.x + 3.5, width: order.width - 7 }}
            text={label}
            className="st-order-text"
            anchor="start"
          />
        </g>
      )}
      {marks.vortex && (
        <g
          className="st-vortex"
          transform={`translate(${swirl.x + swirl.width / 2} ${swirl.y + swirl.height / 2}) scale(${swirl.width / 13})`}
        >
          {/* a spiral of half circles growing outwards, inside a 12 × 12 box round its centre */}
          <path d="M0,0 A1,1 0 0 1 2,0 A2,2 0 0 1 -2,0 A3,3 0 0 1 4,0 A4,4 0 0 1 -4,0 A5,5 0 0 1 6,0 A6,6 0 0 1 -6,0" />
        </g>
      )}
      {marks.outcome && (
        <SlotText
          slot={at(SLOTS.outcome)}
          text={marks.outcome.text}
          className={`st-outcome st-outcome-${marks.outcome.kind}`}
          anchor="end"
        />
      )}
    </g>
  );
}

/** STOP's ring runs along the node's own border (slot `ring`), inside the node and off its number. */
function StopRing(props: { box: Slot; className: string }) {
  const { box } = props;
  const inset = SLOTS.ring.height / 2;
  return (
    <rect
      x={box.x + inset}
      y={box.y + inset}
      width={box.width - 2 * inset}
      height={box.height - 2 * inset}
      rx="12"
      className={props.className}
    />
  );
}

function Overlay(props: { overlay: BoardOverlay; geometry: BoardGeometry; id: string }) {
  const { overlay, geometry } = props;
  const at = (i: number) => geometry.cells[i]?.center ?? { x: 0, y: 0 };
  const marker = `url(#${props.id}-arrow-${overlay.emphasis})`;
  const marks = overlay.emphasis === "primary" ? overlayMarks(overlay) : [];
  return (
    <g
      className={`st-overlay st-overlay-${overlay.emphasis} st-overlay-${overlay.direction}`}
      data-emphasis={overlay.emphasis}
    >
      <path
        d={pathThrough(routePoints(overlay, geometry))}
        className="st-route-line"
        markerMid={overlay.emphasis === "primary" ? `url(#${props.id}-chevron)` : undefined}
        markerEnd={marker}
      />
      {overlay.emphasis === "last" && (
        <StopRing box={slotAt(NODE_BOX, at(overlay.stop))} className="st-stop-ring st-stop-ring-last" />
      )}
      {marks.map((m) => (
        <CellMarksView key={m.index} marks={m} center={at(m.index)} />
      ))}
    </g>
  );
}

/**
 * What moves during a commit frame: a starfish travelling from the pit before along the Flow, a Vortex
 * point's swirl turning as its pile leaves for the lake, the Sweep's wave rolling out to the last pile.
 * CSS runs the motion (shell-tide.css); nothing here is drawn with reduced motion.
 */
function PulseMotion(props: { pulse: BoardPulse; geometry: BoardGeometry }) {
  const { pulse, geometry } = props;
  const at = (i: number) => geometry.cells[i]?.center ?? { x: 0, y: 0 };
  const lake = {
    x: geometry.lake.x + geometry.lake.width / 2,
    y: geometry.lake.y + geometry.lake.height / 2,
  };
  const to = at(pulse.index);
  const offset = (from: Point, target: Point) => ({
    ["--st-dx" as string]: `${(from.x - target.x).toFixed(1)}px`,
    ["--st-dy" as string]: `${(from.y - target.y).toFixed(1)}px`,
  });
  const star = (
    className: string,
    where: Point,
    from: Point,
    testId: string,
    data: Record<string, number>,
  ) => (
    <g transform={`translate(${where.x} ${where.y})`}>
      <g className={className} style={offset(from, where)} data-testid={testId} {...data}>
        <circle r="17" className="st-traveller-halo" />
        <text className="st-traveller-star" textAnchor="middle" dominantBaseline="central">
          ★
        </text>
      </g>
    </g>
  );
  if ((pulse.kind === "drop" || pulse.kind === "wet") && pulse.from !== undefined) {
    return star("st-traveller", to, at(pulse.from), "st-traveller", {
      "data-from": pulse.from,
      "data-to": pulse.index,
    });
  }
  if (pulse.kind === "capture" && pulse.vortex !== undefined) {
    const swirl = at(pulse.vortex);
    return (
      <g data-testid="st-vortex-motion" data-vortex={pulse.vortex} data-rich={pulse.index}>
        <g transform={`translate(${swirl.x} ${swirl.y})`}>
          <g className="st-vortex-spin">
            <path d="M0,0 A3,3 0 0 1 6,0 A6,6 0 0 1 -6,0 A9,9 0 0 1 12,0 A12,12 0 0 1 -12,0 A15,15 0 0 1 18,0 A18,18 0 0 1 -18,0" />
          </g>
        </g>
        {star("st-rescued", lake, to, "st-rescued", { "data-from": pulse.index })}
      </g>
    );
  }
  if (pulse.kind === "sweep") {
    const reach = Math.hypot(to.x - lake.x, to.y - lake.y) + 40;
    return (
      <g data-testid="st-sweep-motion" data-to={pulse.index}>
        <circle cx={lake.x} cy={lake.y} r={reach} className="st-sweep-wave" />
        {star("st-rescued", lake, to, "st-rescued", { "data-from": pulse.index })}
      </g>
    );
  }
  return null;
}

/** The ring drawn on its square perimeter around the centre lake, nodes as buttons over an SVG layer. */
export function BoardView(props: BoardViewProps) {
  const { level, geometry } = props;
  const side = geometry.size * 100;
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
    <figure className="st-board-figure">
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
                data-node={cell.index}
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
                onFocus={(event) => {
                  // Keyboard focus on a pit selects it (its Dual Preview shows, Enter then sows); a
                  // programmatic focus after a mouse click does not pick anything for the player.
                  if (props.locked || !selectable || props.selected === cell.index) return;
                  if (event.currentTarget.matches(":focus-visible")) props.onSelect?.(cell.index);
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
                  <span
                    className="st-current"
                    aria-hidden="true"
                    style={{ transform: `rotate(${angle}deg)` }}
                  >
                    ➜
                  </span>
                )}
              </button>
            );
          })}
        </fieldset>
        <svg className="st-board-svg" viewBox={`0 0 ${side} ${side}`} aria-hidden="true">
          <defs>
            {(["primary", "secondary", "last"] as const).map((emphasis) => (
              <marker
                key={emphasis}
                id={`${id}-arrow-${emphasis}`}
                viewBox="0 0 10 10"
                refX="8"
                refY="5"
                markerWidth={emphasis === "primary" ? 3.5 : 4}
                markerHeight={emphasis === "primary" ? 3.5 : 4}
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" className={`st-route-arrowhead-${emphasis}`} />
              </marker>
            ))}
            <marker
              id={`${id}-chevron`}
              viewBox="0 0 10 10"
              refX="5"
              refY="5"
              markerWidth="2.4"
              markerHeight="2.4"
              orient="auto"
            >
              <path d="M2,1 L8,5 L2,9" className="st-route-chevron" />
            </marker>
          </defs>
          {props.overlays.map((o) => (
            <Overlay key={`${o.direction}-${o.emphasis}`} overlay={o} geometry={geometry} id={id} />
          ))}
          {props.motion && props.pulse && (
            <PulseMotion key={props.pulseKey ?? 0} pulse={props.pulse} geometry={geometry} />
          )}
        </svg>
      </div>
      {props.caption && (
        <figcaption className="st-board-caption" data-testid={`${id}-caption`}>
          {props.caption}
        </figcaption>
      )}
    </figure>
  );
}
