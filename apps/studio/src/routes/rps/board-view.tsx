import type { ProtocolState, RuleSet } from "@rulekit/rps-grid";
import { type CSSProperties, Fragment, type KeyboardEvent, useMemo, useRef, useState } from "react";
import { type CellView, cellKey, cellViews, type Marker, pieceName } from "./board-model.ts";
import { cellName, fileName, rankName } from "./coordinates.ts";

const MARKER_TEXT: Record<Marker, string> = {
  from: "moved from here",
  to: "moved here",
  blocked: "blocked by a shield",
  capture: "capture",
  dash: "dash step",
  pickup: "pickup",
};

/** Short badges drawn on a cell for the last move. */
const MARKER_BADGE: Partial<Record<Marker, string>> = { blocked: "×", dash: "»", pickup: "+" };

export interface BoardViewProps {
  rules: RuleSet;
  state: ProtocolState;
  label: string;
  /** Player whose pieces are "yours" in labels (null = neutral names). */
  viewer?: 0 | 1 | null;
  selected?: string | null;
  targets?: Set<string>;
  movable?: Set<string>;
  markers?: Map<string, Marker[]>;
  /** Extra marks on empty cells (the rule editor's starting cells): a short text and its spoken form. */
  notes?: Map<string, { short: string; label: string }>;
  /** Enter/Space/click on a cell; absent = a read-only board. */
  onActivate?: (row: number, col: number) => void;
  onEscape?: () => void;
}

/**
 * The board as a grid of buttons with one tab stop (roving focus): arrow keys move between cells,
 * Home/End jump to the row's ends, Enter or Space activates, Escape cancels a selection.
 */
export function BoardView(props: BoardViewProps) {
  const views = useMemo(() => cellViews(props.rules, props.state), [props.rules, props.state]);
  const rows = views.length;
  const cols = views[0]?.length ?? 0;
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const grid = useRef<HTMLFieldSetElement>(null);
  const focusRow = Math.min(focus[0], rows - 1);
  const focusCol = Math.min(focus[1], cols - 1);

  const moveFocus = (row: number, col: number) => {
    const r = Math.max(0, Math.min(rows - 1, row));
    const c = Math.max(0, Math.min(cols - 1, col));
    setFocus([r, c]);
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${cellKey(r, c)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const delta = step[event.key];
    if (delta) {
      event.preventDefault();
      moveFocus(focusRow + delta[0], focusCol + delta[1]);
    } else if (event.key === "Home") {
      event.preventDefault();
      moveFocus(focusRow, 0);
    } else if (event.key === "End") {
      event.preventDefault();
      moveFocus(focusRow, cols - 1);
    } else if (event.key === "Escape") {
      props.onEscape?.();
    }
  };

  return (
    <fieldset
      className="rps-board"
      ref={grid}
      style={
        {
          gridTemplateColumns: `var(--rps-coord) repeat(${cols}, var(--rps-cell))`,
          "--rps-cols": cols,
        } as CSSProperties
      }
      onKeyDown={onKeyDown}
    >
      <legend className="visually-hidden">
        {props.label}, {rows} ranks × {cols} files, a{rows} at the top left (arrow keys move between cells)
      </legend>
      {views.map((line, r) => (
        <Fragment key={rankName(r, rows)}>
          {/* Ranks and files drawn around the board; each cell's name already says its coordinates. */}
          <span className="rps-coord rps-rank" aria-hidden="true">
            {rankName(r, rows)}
          </span>
          {line.map((cell) => (
            <Cell
              key={cell.key}
              cell={cell}
              rows={rows}
              props={props}
              tabbable={cell.row === focusRow && cell.col === focusCol}
              onFocus={() => setFocus([cell.row, cell.col])}
            />
          ))}
        </Fragment>
      ))}
      <span className="rps-coord" aria-hidden="true" />
      {views[0]?.map((cell) => (
        <span key={cell.col} className="rps-coord rps-file" aria-hidden="true">
          {fileName(cell.col)}
        </span>
      ))}
    </fieldset>
  );
}

function Cell(p: {
  cell: CellView;
  rows: number;
  props: BoardViewProps;
  tabbable: boolean;
  onFocus: () => void;
}) {
  const { cell, props } = p;
  const markers = props.markers?.get(cell.key) ?? [];
  const isTarget = props.targets?.has(cell.key) ?? false;
  const isSelected = props.selected === cell.key;
  const isMovable = props.movable?.has(cell.key) ?? false;
  const classes = [
    "rps-cell",
    (cell.row + cell.col) % 2 ? "rps-dark" : "rps-light",
    cell.wall ? `rps-wall rps-${cell.wall}` : "",
    cell.home !== null ? `rps-home rps-home-${cell.home}` : "",
    isTarget ? "rps-target" : "",
    isSelected ? "rps-selected" : "",
    isMovable ? "rps-movable" : "",
    ...markers.map((m) => `rps-mark-${m}`),
  ]
    .filter(Boolean)
    .join(" ");
  const owner = (player: 0 | 1) =>
    props.viewer === undefined || props.viewer === null
      ? `player ${player}`
      : player === props.viewer
        ? "your"
        : "bot's";
  const parts = [cellName(cell.row, cell.col, p.rows)];
  if (cell.piece) parts.push(`${owner(cell.piece.player)} ${pieceName(cell.piece)}`);
  else if (cell.wall) parts.push(cell.wall);
  else parts.push("empty");
  if (cell.home !== null) parts.push(`home of player ${cell.home}`);
  if (cell.item) parts.push("power-up");
  if (cell.tile) parts.push(`${cell.tile.type} tile`);
  const note = props.notes?.get(cell.key);
  if (note) parts.push(note.label);
  if (isSelected) parts.push("selected");
  if (isTarget) parts.push("legal destination");
  for (const m of markers) parts.push(MARKER_TEXT[m]);
  const style = cell.tile?.color && !cell.piece ? { background: cell.tile.color } : undefined;
  return (
    <button
      type="button"
      className={classes}
      data-cell={cell.key}
      data-testid={`rps-cell-${cell.row}-${cell.col}`}
      aria-label={parts.join(", ")}
      aria-pressed={isSelected}
      tabIndex={p.tabbable ? 0 : -1}
      style={style}
      onFocus={p.onFocus}
      onClick={() => props.onActivate?.(cell.row, cell.col)}
    >
      {cell.piece ? (
        <span
          className={`rps-piece rps-p${cell.piece.player}${cell.piece.powered ? " rps-powered" : ""}`}
          aria-hidden="true"
        >
          {/* Lower case for player 1, as the legend says: a cue besides colour. */}
          {cell.piece.player === 0 ? cell.piece.type : cell.piece.type.toLowerCase()}
          {cell.piece.powered ? <sup>+</sup> : null}
          {cell.piece.effect ? <span className="rps-effect">{cell.piece.effect.slice(0, 2)}</span> : null}
        </span>
      ) : cell.item ? (
        <span className="rps-item" aria-hidden="true">
          ★
        </span>
      ) : note ? (
        <span className={`rps-note rps-note-${note.short}`} aria-hidden="true">
          {note.short}
        </span>
      ) : cell.tile?.effect ? (
        <span className="rps-tile-label" aria-hidden="true">
          {cell.tile.effect.slice(0, 2)}
        </span>
      ) : cell.home !== null ? (
        <span className="rps-home-label" aria-hidden="true">
          ⌂{cell.home}
        </span>
      ) : null}
      {markers.map((m) =>
        MARKER_BADGE[m] ? (
          <span key={m} className={`rps-badge rps-badge-${m}`} aria-hidden="true">
            {MARKER_BADGE[m]}
          </span>
        ) : null,
      )}
    </button>
  );
}
