import {
  CARRIERS,
  type Carrier,
  type Direction,
  ELEMENTS,
  type Element,
  formatValue,
  type Pos,
} from "@rulekit/reactor";
import { type KeyboardEvent, memo, useId, useLayoutEffect, useRef } from "react";
import type { LayerVisibility } from "../editor/layers.ts";
import { describeCell, type MapCell, type MapModel, sameData } from "./map-model.ts";
import {
  CARRIER_COLOR,
  DOOR_COLOR,
  ELEMENT_COLOR,
  PROP_GLYPH,
  ROBOT_COLOR,
  SELECT_COLOR,
  TERRAIN_COLOR,
} from "./palette.ts";

export const CELL = 44;
const MAP_TARGET_WIDTH = 640;
const HALF = CELL / 2;
/** Each carrier is drawn on its own offset track so the three layers stay readable in one cell. */
const TRACK: Record<Carrier, number> = { fuel: -9, coolant: 0, electricity: 9 };
const SIDE: Record<Direction, { x: number; y: number }> = {
  north: { x: 0, y: -1 },
  east: { x: 1, y: 0 },
  south: { x: 0, y: 1 },
  west: { x: -1, y: 0 },
};
/** Which quarter of the cell each surface element is drawn in. */
const QUARTER: Record<Element, { x: number; y: number }> = {
  fuel: { x: 1, y: 1 },
  coolant: { x: HALF + 1, y: 1 },
  electricity: { x: 1, y: HALF + 1 },
  heat: { x: HALF + 1, y: HALF + 1 },
};

function hazardOpacity(cell: MapCell, element: Element): number {
  const band = cell.bands[element];
  if (band) return band === "critical" ? 0.85 : band === "caution" ? 0.55 : 0.3;
  return Math.min(0.85, 0.25 + (cell.hazards[element] ?? 0) / 8);
}

/**
 * Where a cell's drawing starts. Cells are drawn at map coordinates, not inside a translated group: in
 * Chromium each SVG transform is a paint property node that splits the paint into its own chunk, and
 * 4,096 chunks made every frame of a 64×64 map slow to paint and layerize.
 */
interface Origin {
  x: number;
  y: number;
}

function NetworkTrack(props: { carrier: Carrier; cell: MapCell; diagnostics: boolean; o: Origin }) {
  const net = props.cell.networks[props.carrier];
  if (!net) return null;
  const o = TRACK[props.carrier];
  const cx = props.o.x + HALF + o;
  const cy = props.o.y + HALF + o;
  const color = CARRIER_COLOR[props.carrier];
  return (
    <g data-layer={props.carrier}>
      {net.links.map((d) => (
        <line
          key={d}
          x1={cx}
          y1={cy}
          x2={cx + SIDE[d].x * (HALF + 1)}
          y2={cy + SIDE[d].y * (HALF + 1)}
          stroke={color}
          strokeWidth={4}
          strokeLinecap="butt"
        />
      ))}
      <circle
        cx={cx}
        cy={cy}
        r={net.leaking ? 4.5 : 3.5}
        fill={net.leaking ? "#fff" : color}
        stroke={color}
        strokeWidth={2}
      />
      {net.leaking && (
        <circle cx={cx} cy={cy} r={7} fill="none" stroke="#c01818" strokeWidth={1.5} strokeDasharray="2 2" />
      )}
      {props.diagnostics && net.amount !== undefined && (
        <text x={props.o.x + 2} y={props.o.y + 8} fontSize={8} textAnchor="start" className="rx-diag">
          {formatValue(net.amount)}
        </text>
      )}
      {props.diagnostics && net.potential !== undefined && (
        <text x={props.o.x + CELL - 2} y={props.o.y + 8} fontSize={8} textAnchor="end" className="rx-diag">
          {formatValue(net.potential)}
        </text>
      )}
    </g>
  );
}

function Prop(props: { cell: MapCell; o: Origin }) {
  const prop = props.cell.prop;
  if (!prop) return null;
  const { x, y } = props.o;
  const color = prop.carrier ? CARRIER_COLOR[prop.carrier] : "#2d3440";
  const starved = prop.service === "starved";
  return (
    <g data-prop={prop.kind}>
      <rect
        x={x + HALF - 12}
        y={y + HALF - 12}
        width={24}
        height={24}
        rx={prop.kind === "reactor-control" ? 12 : 4}
        fill={prop.active ? color : "#fff"}
        stroke={starved ? "#c01818" : color}
        strokeWidth={starved ? 3 : 2}
        strokeDasharray={prop.active ? undefined : "3 2"}
      />
      <text
        x={x + HALF}
        y={y + HALF + 5}
        fontSize={14}
        fontWeight={700}
        textAnchor="middle"
        fill={prop.active ? "#fff" : color}
      >
        {PROP_GLYPH[prop.kind]}
      </text>
      {(prop.kind === "t-junction" || prop.kind === "cross-junction") && (
        <text x={x + HALF} y={y + CELL - 1.5} fontSize={7} textAnchor="middle" fill="#111">
          {prop.state}
        </text>
      )}
      {prop.service === "producing" && (
        <circle cx={x + HALF + 12} cy={y + HALF - 12} r={4} fill="#1b7f3b" stroke="#fff" />
      )}
    </g>
  );
}

function LeakMarks(props: { cell: MapCell; o: Origin }) {
  const { x, y } = props.o;
  return (
    <g data-layer="leaks">
      {props.cell.leaks
        .filter((l) => !l.repaired)
        .map((leak) => {
          const color = CARRIER_COLOR[leak.carrier];
          if (leak.face) {
            const s = SIDE[leak.face];
            const tip = { x: x + HALF + s.x * HALF, y: y + HALF + s.y * HALF };
            const base = { x: x + HALF + s.x * 6, y: y + HALF + s.y * 6 };
            return (
              <g key={leak.id}>
                <line x1={base.x} y1={base.y} x2={tip.x} y2={tip.y} stroke={color} strokeWidth={3} />
                <circle cx={tip.x} cy={tip.y} r={4} fill="#ffd400" stroke={color} strokeWidth={1.5} />
              </g>
            );
          }
          return (
            <path
              key={leak.id}
              d={`M ${x + HALF} ${y + 3} q 6 8 0 10 q -6 -2 0 -10 z`}
              fill={color}
              stroke="#c01818"
              strokeWidth={1}
            />
          );
        })}
    </g>
  );
}

/** The robot; it moves to a corner when a prop shares its cell, so both stay visible. */
function Robot(props: { beside: boolean; o: Origin }) {
  const cx = props.o.x + (props.beside ? 9 : HALF);
  const cy = props.o.y + (props.beside ? CELL - 9 : HALF);
  const r = props.beside ? 7 : 10;
  return (
    <g data-layer="robot">
      <circle cx={cx} cy={cy} r={r} fill={ROBOT_COLOR} stroke="#fff" strokeWidth={2} />
      <rect x={cx - r / 2} y={cy - 2} width={r} height={4} rx={2} fill="#fff" />
    </g>
  );
}

interface CellHandlers {
  press(at: Pos): void;
  drag(at: Pos): void;
}

interface MapCellProps {
  cell: MapCell;
  id: string;
  selected: boolean;
  layers: LayerVisibility;
  undergroundVisible: boolean;
  /** The carrier whose diagnostic values this cell prints (null: none). */
  diagnostics: Carrier | null;
  handlers: CellHandlers;
}

/** One grid cell: terrain, surface amounts, remedy blocks, networks, leaks, prop and robot. */
const MapCellView = memo(function MapCellView(props: MapCellProps) {
  const { cell, layers, selected } = props;
  const o = { x: cell.at.x * CELL, y: cell.at.y * CELL };
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG cells of the grid widget
    <g
      id={props.id}
      role="gridcell"
      aria-selected={selected}
      aria-label={describeCell(cell, props.undergroundVisible)}
      data-testid={`cell-${cell.at.x}-${cell.at.y}`}
      data-terrain={cell.terrain}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.closest<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
        props.handlers.press(cell.at);
      }}
      onPointerEnter={(e) => {
        if (e.buttons & 1) props.handlers.drag(cell.at);
      }}
    >
      <rect
        x={o.x}
        y={o.y}
        width={CELL}
        height={CELL}
        fill={layers.terrain ? TERRAIN_COLOR[cell.terrain] : TERRAIN_COLOR.hidden}
        stroke="#c9c3b6"
        strokeWidth={0.5}
      />
      {ELEMENTS.map((e) => {
        const shown = e === "heat" ? layers.heat : layers.hazards;
        if (!shown || !(cell.hazards[e] ?? 0)) return null;
        return (
          <rect
            key={e}
            data-hazard={e}
            x={o.x + QUARTER[e].x}
            y={o.y + QUARTER[e].y}
            width={HALF - 2}
            height={HALF - 2}
            rx={3}
            fill={ELEMENT_COLOR[e]}
            // fill-opacity, not opacity: an opacity is an effect node, which splits the paint like a transform.
            fillOpacity={hazardOpacity(cell, e)}
          />
        );
      })}
      {layers.hazards &&
        CARRIERS.map((c) =>
          cell.blocks[c] ? (
            <rect
              key={`block-${c}`}
              data-block={c}
              x={o.x + QUARTER[c].x + 1.5}
              y={o.y + QUARTER[c].y + 1.5}
              width={HALF - 5}
              height={HALF - 5}
              rx={3}
              fill="none"
              stroke="#111"
              strokeWidth={1.5}
              strokeDasharray="3 2"
            />
          ) : null,
        )}
      {props.undergroundVisible &&
        CARRIERS.map((c) =>
          layers[c] ? (
            <NetworkTrack key={c} carrier={c} cell={cell} diagnostics={props.diagnostics === c} o={o} />
          ) : null,
        )}
      {layers.leaks && <LeakMarks cell={cell} o={o} />}
      {layers.props && <Prop cell={cell} o={o} />}
      {layers.robot && cell.robot && <Robot beside={layers.props && cell.prop !== null} o={o} />}
    </g>
  );
}, sameCellProps);

function sameCellProps(a: MapCellProps, b: MapCellProps): boolean {
  return (
    a.id === b.id &&
    a.selected === b.selected &&
    a.layers === b.layers &&
    a.undergroundVisible === b.undergroundVisible &&
    a.diagnostics === b.diagnostics &&
    a.handlers === b.handlers &&
    sameData(a.cell, b.cell)
  );
}

const cellId = (prefix: string, p: Pos) => `${prefix}-c-${p.x}-${p.y}`;

interface MapRowProps {
  cells: readonly MapCell[];
  y: number;
  /** Screen pixels per map unit. */
  scale: number;
  idPrefix: string;
  /** The cursor's column when it is in this row. */
  cursorX: number | null;
  layers: LayerVisibility;
  undergroundVisible: boolean;
  diagnostics: Carrier | null;
  handlers: CellHandlers;
}

/**
 * One row of cells. A row whose cells are the same objects as before (the map model keeps the objects of
 * unchanged cells) is skipped whole: an edit on a 64×64 map reconciles one row of 64 cells, not 4,096.
 */
const MapRow = memo(function MapRow(props: MapRowProps) {
  const width = props.cells.length * CELL;
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a row of the grid widget, drawn as one SVG; focus stays on the grid (aria-activedescendant)
    <svg
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the row of a grid widget
      role="row"
      width={width * props.scale}
      height={CELL * props.scale}
      viewBox={`0 ${props.y * CELL} ${width} ${CELL}`}
      overflow="visible"
    >
      {props.cells.map((cell) => (
        <MapCellView
          key={cell.at.x}
          cell={cell}
          id={cellId(props.idPrefix, cell.at)}
          selected={props.cursorX === cell.at.x}
          layers={props.layers}
          undergroundVisible={props.undergroundVisible}
          diagnostics={props.diagnostics && cell.networks[props.diagnostics] ? props.diagnostics : null}
          handlers={props.handlers}
        />
      ))}
    </svg>
  );
}, sameRowProps);

function sameRowProps(a: MapRowProps, b: MapRowProps): boolean {
  if (
    a.y !== b.y ||
    a.scale !== b.scale ||
    a.idPrefix !== b.idPrefix ||
    a.cursorX !== b.cursorX ||
    a.layers !== b.layers ||
    a.undergroundVisible !== b.undergroundVisible ||
    a.diagnostics !== b.diagnostics ||
    a.handlers !== b.handlers ||
    a.cells.length !== b.cells.length
  )
    return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

export interface ReactorMapProps {
  model: MapModel;
  layers: LayerVisibility;
  label: string;
  /** The keyboard cursor / selected cell (drawn with an outline). */
  cursor: Pos | null;
  /** Extra cells to outline (e.g. the cells an issue points to). */
  highlight?: readonly Pos[];
  /** Print diagnostic amounts for this carrier (gameplay with diagnostics unlocked). */
  diagnostics?: Carrier | null;
  /** Drawing scale (1 = 44 px cells); the viewport's zoom. */
  scale?: number;
  onPress?: (at: Pos) => void;
  onDrag?: (at: Pos) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  testId?: string;
}

/** The level map: an SVG grid with one focusable cursor (arrow keys) and per-cell labels for screen readers. */
export function ReactorMap(props: ReactorMapProps) {
  const { model, layers } = props;
  const id = useId();
  // Cells keep one handler object for the map's lifetime (it reads the latest callbacks), so a memoized cell
  // re-renders only when what it draws changes: a one-cell edit on a 64×64 map redraws one cell, not 4,096.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const handlers = useRef<CellHandlers>({
    press: (at) => latest.current.onPress?.(at),
    drag: (at) => latest.current.onDrag?.(at),
  }).current;
  const rows: MapCell[][] = Array.from({ length: model.height }, (_, y) =>
    model.cells.slice(y * model.width, (y + 1) * model.width),
  );
  // Small maps are drawn larger (up to 1.6×) so cells stay easy to hit; big maps scroll at 1×.
  const scale = props.scale ?? Math.max(1, Math.min(1.6, MAP_TARGET_WIDTH / (model.width * CELL)));
  const cursorInside =
    props.cursor && props.cursor.x < model.width && props.cursor.y < model.height ? props.cursor : null;
  const width = model.width * CELL;
  const height = model.height * CELL;
  // One SVG per row: Chromium repaints an SVG whole, so an edit repaints one row of a 64×64 map, not the map
  // (and a hit test walks one row's shapes). Doors, highlights and the cursor are drawn on one layer above.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <table> cannot draw the networks that cross cell borders
    <div
      className="rx-map"
      role="grid"
      aria-label={props.label}
      aria-activedescendant={cursorInside ? cellId(id, cursorInside) : undefined}
      tabIndex={0}
      data-testid={props.testId}
      style={{ width: width * scale, height: height * scale }}
      onKeyDown={props.onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {rows.map((row, y) => (
        <MapRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by their index
          key={y}
          y={y}
          scale={scale}
          cells={row}
          idPrefix={id}
          cursorX={cursorInside && cursorInside.y === y ? cursorInside.x : null}
          layers={layers}
          undergroundVisible={model.undergroundVisible}
          diagnostics={props.diagnostics ?? null}
          handlers={handlers}
        />
      ))}
      <svg
        className="rx-map-overlay"
        aria-hidden="true"
        width={width * scale}
        height={height * scale}
        viewBox={`0 0 ${width} ${height}`}
      >
        {layers.props &&
          model.cells.flatMap((cell) =>
            cell.doors.map((door) => {
              const s = SIDE[door.side];
              const mx = cell.at.x * CELL + HALF + s.x * HALF;
              const my = cell.at.y * CELL + HALF + s.y * HALF;
              const dx = s.y !== 0 ? HALF - 3 : 0;
              const dy = s.x !== 0 ? HALF - 3 : 0;
              return (
                <line
                  key={`${cell.at.x},${cell.at.y},${door.side}`}
                  data-door={door.open ? "open" : "closed"}
                  x1={mx - dx}
                  y1={my - dy}
                  x2={mx + dx}
                  y2={my + dy}
                  stroke={DOOR_COLOR}
                  strokeWidth={door.open ? 2 : 5}
                  strokeDasharray={door.open ? "4 3" : undefined}
                />
              );
            }),
          )}
        {(props.highlight ?? []).map((p) => (
          <rect
            key={`h${p.x},${p.y}`}
            x={p.x * CELL + 2}
            y={p.y * CELL + 2}
            width={CELL - 4}
            height={CELL - 4}
            fill="none"
            stroke="#c01818"
            strokeWidth={2}
            strokeDasharray="4 2"
          />
        ))}
        {cursorInside && (
          <rect
            x={cursorInside.x * CELL + 1}
            y={cursorInside.y * CELL + 1}
            width={CELL - 2}
            height={CELL - 2}
            fill="none"
            stroke={SELECT_COLOR}
            strokeWidth={3}
          />
        )}
      </svg>
    </div>
  );
}
