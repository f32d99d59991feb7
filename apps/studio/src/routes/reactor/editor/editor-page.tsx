import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { LayerPanel } from "../map/layer-panel.tsx";
import { MapViewport } from "../map/map-viewport.tsx";
import { ReactorMap } from "../map/reactor-map.tsx";
import { useLevelMap } from "../map/use-level-map.ts";
import { useSharedCells } from "../map/use-shared-cells.ts";
import { ProvePanel } from "../prove/prove-panel.tsx";
import { useWorkspace } from "../workspace.tsx";
import { BalancePanel } from "./balance-panel.tsx";
import {
  EDITOR_PANELS,
  type OpenPanel,
  type PanelId,
  PHONE_QUERY,
  panelSlotId,
  readOpenPanel,
  sessionStore,
  togglePanel,
  writeOpenPanel,
} from "./editor-panels.ts";
import type { Selection } from "./editor-state.ts";
import { EventsPanel } from "./events-panel.tsx";
import { FileBar } from "./file-bar.tsx";
import { ForecastPanel } from "./forecast-panel.tsx";
import { canRedo, canUndo } from "./history.ts";
import { Inspector } from "./inspector.tsx";
import { IssuesPanel } from "./issues-panel.tsx";
import { LevelPanel } from "./level-panel.tsx";
import { PanelSwitcher } from "./panel-switcher.tsx";
import { describePick } from "./picks.ts";
import { isTextEntry, shortcutFor } from "./shortcuts.ts";
import { ToolPalette } from "./tool-palette.tsx";
import { toolById } from "./tools.ts";

/** The Reactor Maintenance level editor (route /reactor). */
export function EditorPage() {
  const { state, dispatch, level, checkedLevel, report, start, storage, restoreNote, welcome } =
    useWorkspace();
  const model = useSharedCells(useLevelMap(level));
  const checking = checkedLevel !== level;
  // The layout is chosen when the editor opens. Switching it while open would put every panel in
  // another parent and so remount it, dropping what it holds (a proof and its replay, a half-typed
  // field): a window resized across the limit keeps its layout until the next visit.
  const [compact] = useState(() => typeof window !== "undefined" && window.matchMedia(PHONE_QUERY).matches);
  const [open, setOpen] = useState<OpenPanel>(() => readOpenPanel(sessionStore()));
  const show = (next: OpenPanel) => {
    setOpen(next);
    writeOpenPanel(sessionStore(), next);
  };
  const toggle = (id: PanelId) => show(togglePanel(open, id));
  // On a phone an issue's rule event is in a folded panel and its cell in the map above the list: the
  // Events panel opens at that event, or the map scrolls into view (after the render that shows them).
  const showSelection = (selection: Selection) => {
    if (!compact) return;
    if (selection.event) show("events");
    const target = selection.event
      ? `rx-event-${selection.event}`
      : selection.cell
        ? "rx-editor-map-area"
        : null;
    if (target)
      requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: "nearest" }));
  };

  // Page-wide shortcuts (tools, undo/redo, Escape); typing in a field never triggers them.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (isTextEntry(event.target as HTMLInputElement | null)) return;
      const action = shortcutFor(event);
      if (action) {
        event.preventDefault();
        dispatch(action);
      }
    };
    const onUp = () => dispatch({ type: "release" });
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerup", onUp);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerup", onUp);
    };
  }, [dispatch]);

  const onMapKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      dispatch({ type: "move-cursor", dx: move[0], dy: move[1] });
    } else if ((event.key === "Enter" || event.key === " ") && state.selection.cell) {
      event.preventDefault();
      dispatch({ type: "press", at: state.selection.cell, end: true });
    } else if ((event.key === "Delete" || event.key === "Backspace") && state.selection.cell) {
      event.preventDefault();
      dispatch({ type: "erase-selection" });
    }
  };

  const highlight = useMemo(
    () => report.errors.flatMap((e) => (e.location.cell ? [e.location.cell] : [])),
    [report],
  );
  const status = (
    <p className="rx-status" role="status" data-testid="tool-status">
      {state.pick
        ? `Pick ${describePick(state.pick)}: click a cell or press Enter on the map (Escape cancels).`
        : `${toolById(state.tool).label}: ${toolById(state.tool).hint}.`}
    </p>
  );
  const map = (
    <MapViewport
      key={`${level.width}x${level.height}`}
      width={level.width}
      height={level.height}
      follow={state.selection.cell}
      testId="editor-map-frame"
    >
      {(scale) => (
        <ReactorMap
          scale={scale}
          model={model}
          layers={state.layers}
          label={`Level map, ${level.width} by ${level.height}. Arrow keys move, Enter applies the tool, Delete erases.`}
          cursor={state.selection.cell}
          highlight={highlight}
          testId="editor-map"
          onPress={(at) => dispatch({ type: "press", at })}
          onDrag={(at) => dispatch({ type: "drag", at })}
          onKeyDown={onMapKey}
        />
      )}
    </MapViewport>
  );
  // Every panel once; the desktop grid places them all, a phone shows the open one under the map.
  const panels: Record<PanelId, ReactNode> = {
    tools: <ToolPalette tool={state.tool} options={state.options} dispatch={dispatch} />,
    issues: (
      <IssuesPanel
        report={report}
        level={level}
        checking={checking}
        dispatch={dispatch}
        onSelected={showSelection}
      />
    ),
    forecast: (
      <ForecastPanel
        report={start?.forecast ?? null}
        initialState={start?.levelState ?? null}
        blocked={!report.ok}
      />
    ),
    prove: <ProvePanel level={level} blocked={!report.ok} />,
    inspector: <Inspector level={level} cell={state.selection.cell} pick={state.pick} dispatch={dispatch} />,
    layers: (
      <LayerPanel
        layers={state.layers}
        onToggle={(layer, visible) => dispatch({ type: "layer", layer, visible })}
      />
    ),
    events: (
      <EventsPanel
        level={level}
        selectedEvent={state.selection.event}
        pick={state.pick}
        dispatch={dispatch}
      />
    ),
    level: <LevelPanel key={`${level.width}x${level.height}`} level={level} dispatch={dispatch} />,
    balance: <BalancePanel balance={level.balance} dispatch={dispatch} />,
  };
  return (
    <section aria-labelledby="rx-editor-title" className="rx-page">
      <header className="rx-header">
        <h1 id="rx-editor-title">Reactor Maintenance — level editor</h1>
        <p className="rx-muted">
          Editing <strong data-testid="level-title">{level.meta.title}</strong> ({level.width}×{level.height}
          ).{" "}
          {storage.persistent ? (
            <span data-testid="autosave-note">Autosaved in this browser after every change.</span>
          ) : (
            <span className="warning">Browser storage is blocked: work will not be autosaved.</span>
          )}
        </p>
        {welcome && !canUndo(state.history) && (
          <p className="rx-ok" data-testid="welcome-note">
            This is the first tutorial as it ships: Run plays it. New level starts a blank one; New level from
            a tutorial starts yours from any of the seven.
          </p>
        )}
        {restoreNote && (
          <p role="alert" className="warning" data-testid="restore-note">
            {restoreNote}
          </p>
        )}
      </header>
      <FileBar
        compact={compact}
        level={level}
        fileName={state.fileName}
        errors={report.errors.length}
        unchecked={checkedLevel === null}
        canUndo={canUndo(state.history)}
        canRedo={canRedo(state.history)}
        dispatch={dispatch}
      />
      {compact ? (
        <div className="rx-compact" data-testid="editor-compact">
          <div className="rx-center" id="rx-editor-map-area">
            {status}
            {map}
          </div>
          <PanelSwitcher
            open={open}
            errors={report.errors.length}
            warnings={report.warnings.length}
            onToggle={toggle}
          />
          {EDITOR_PANELS.map(({ id }) => (
            <div key={id} id={panelSlotId(id)} className="rx-panel-slot" hidden={open !== id}>
              {panels[id]}
            </div>
          ))}
        </div>
      ) : (
        <>
          <div className="rx-editor">
            {panels.tools}
            <div className="rx-center">
              {status}
              {map}
              {panels.issues}
              {panels.forecast}
              {panels.prove}
            </div>
            <div className="rx-side">
              {panels.inspector}
              {panels.layers}
            </div>
          </div>
          <div className="rx-lower">
            {panels.events}
            <div>
              {panels.level}
              {panels.balance}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
