import { type Action, CARRIERS, type Carrier, formatValue, type Level } from "@rulekit/reactor";
import { type KeyboardEvent, useMemo, useState } from "react";
import { Link } from "../../../lib/router.tsx";
import { ForecastView } from "../editor/forecast-panel.tsx";
import { ALL_LAYERS_VISIBLE, type LayerId, type LayerVisibility } from "../editor/layers.ts";
import type { PlaySnapshot } from "../engine/engine-calls.ts";
import { LayerPanel } from "../map/layer-panel.tsx";
import { mapFromView } from "../map/map-model.ts";
import { MapViewport } from "../map/map-viewport.tsx";
import { ReactorMap } from "../map/reactor-map.tsx";
import { useSharedCells } from "../map/use-shared-cells.ts";
import { describeEvent } from "../view-models/event-text.ts";
import { levelStateBanner } from "../view-models/level-state.ts";
import { useWorkspace } from "../workspace.tsx";
import { type ActionButton, actionMenu } from "./action-menu.ts";
import { DiagnosticsPanel } from "./diagnostics-panel.tsx";
import { GoalPanel } from "./goal-panel.tsx";
import { usePlaySession } from "./use-play-session.ts";

const KEY_DIRECTION = {
  ArrowUp: "north",
  ArrowRight: "east",
  ArrowDown: "south",
  ArrowLeft: "west",
} as const;

function Buttons(props: { buttons: ActionButton[]; onAct: (b: ActionButton) => void; label: string }) {
  if (props.buttons.length === 0) return null;
  return (
    <fieldset className="rx-actions">
      <legend className="visually-hidden">{props.label}</legend>
      {props.buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          disabled={!b.enabled}
          data-testid={`act-${b.key}`}
          onClick={() => props.onAct(b)}
        >
          {b.label}
        </button>
      ))}
    </fieldset>
  );
}

function Game(props: {
  play: PlaySnapshot;
  title: string;
  level: Level;
  onAct: (action: Action) => void;
  onRestart: () => void;
}) {
  const { play, onAct } = props;
  const [layers, setLayers] = useState<LayerVisibility>(ALL_LAYERS_VISIBLE);
  const [diagnostics, setDiagnostics] = useState<Carrier>("fuel");
  const { view: shown, legal } = play;
  const model = useSharedCells(useMemo(() => mapFromView(shown), [shown]));
  const menu = actionMenu(shown, legal);
  const banner = levelStateBanner(shown);
  const over = shown.levelState === "Won" || shown.levelState === "Lost";
  const locked: Partial<Record<LayerId, string>> = shown.underground
    ? {}
    : Object.fromEntries(CARRIERS.map((c) => [c, "hidden until an all-seeing-eye terminal is used"]));
  const act = (b: ActionButton) => onAct(b.action);
  const onMapKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = KEY_DIRECTION[event.key as keyof typeof KEY_DIRECTION];
    if (!direction) return;
    event.preventDefault();
    onAct({ type: "MoveRobot", direction });
  };
  const consumers = shown.props.filter((p) => p.kind === "consumer");
  return (
    <>
      <div
        className={`rx-banner rx-banner-${banner.tone}`}
        role="status"
        aria-live="polite"
        data-testid="level-state"
      >
        <strong data-testid="level-state-title">{banner.title}</strong> <span>{banner.detail}</span>
      </div>
      <div className="rx-row rx-play-bar">
        <span data-testid="turn">Turn {shown.turn}</span>
        <span data-testid="actions-left">
          Actions left this turn: <strong>{shown.actionsLeft}</strong> / {shown.actionsPerTurn}
        </span>
        <button type="button" data-testid="restart" onClick={props.onRestart}>
          Restart
        </button>
        <Link to="/reactor" data-testid="back-to-editor">
          Back to the editor
        </Link>
      </div>
      {play.refusal && (
        <p role="alert" className="error" data-testid="refusal">
          Refused: {play.refusal}
        </p>
      )}
      <GoalPanel level={props.level} turn={shown.turn} />
      <div className="rx-editor rx-play">
        <section className="rx-panel" aria-labelledby="rx-actions-title">
          <h2 id="rx-actions-title">Actions</h2>
          {over ? (
            <p>The level is over. Restart to play again.</p>
          ) : (
            <>
              <Buttons label="Move the robot" buttons={menu.moves} onAct={act} />
              <Buttons label="Prop on the robot's cell" buttons={menu.prop} onAct={act} />
              <Buttons label="Reachable leaks" buttons={menu.leaks} onAct={act} />
              <Buttons label="Other actions" buttons={menu.other} onAct={act} />
              <p className="rx-muted">Arrow keys on the focused map move the robot.</p>
            </>
          )}
          <h3>Robot</h3>
          <p data-testid="inventory">
            Inventory ({shown.robot.inventory.length}/{shown.robot.capacity}):{" "}
            {shown.robot.inventory.length ? shown.robot.inventory.join(", ") : "empty"}
            {shown.robot.heatImmunity > 0 && ` · heat immunity ${shown.robot.heatImmunity} steps`}
          </p>
        </section>
        <div className="rx-center">
          <MapViewport width={shown.width} height={shown.height} follow={shown.robot.at}>
            {(scale) => (
              <ReactorMap
                scale={scale}
                model={model}
                layers={layers}
                label={`${props.title}: gameplay map. Arrow keys move the robot.`}
                cursor={shown.robot.at}
                diagnostics={shown.underground ? diagnostics : null}
                testId="play-map"
                onKeyDown={onMapKey}
              />
            )}
          </MapViewport>
          <section className="rx-panel" aria-labelledby="rx-consumers-title">
            <h2 id="rx-consumers-title">Consumers</h2>
            <ul data-testid="consumers">
              {consumers.map((c) => (
                <li key={c.id} className={`rx-service-${c.service}`}>
                  {c.carrier} consumer <code>{c.id}</code> ({c.at.x},{c.at.y})
                  {c.required ? " · required" : ""}: <strong>{c.service}</strong>
                </li>
              ))}
            </ul>
            <ul>
              {shown.reactors.map((r) => (
                <li key={r.id} data-testid={`reactor-${r.id}`}>
                  Reactor <code>{r.id}</code>: heat {formatValue(r.heat)} ({r.heatBand}) ·{" "}
                  {r.activated ? "activated" : r.ready ? "READY" : "not ready"}
                </li>
              ))}
            </ul>
          </section>
          <section className="rx-panel" aria-labelledby="rx-play-forecast-title">
            <h2 id="rx-play-forecast-title">Forecast</h2>
            <ForecastView report={shown.forecast} testId="play-forecast" />
          </section>
        </div>
        <div className="rx-side">
          <DiagnosticsPanel view={shown} carrier={diagnostics} onCarrier={setDiagnostics} />
          <LayerPanel
            layers={layers}
            locked={locked}
            onToggle={(layer, visible) => setLayers((l) => ({ ...l, [layer]: visible }))}
          />
        </div>
      </div>
      <section className="rx-panel" aria-labelledby="rx-log-title">
        <h2 id="rx-log-title">Event log</h2>
        <h3>Last action</h3>
        <ol data-testid="last-events">
          {play.lastEvents
            .filter((e) => !("step" in e))
            .map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log is ordered and has no ids
              <li key={i}>{describeEvent(e)}</li>
            ))}
        </ol>
        <h3>Last simulation</h3>
        {play.log.length === 0 ? (
          <p className="rx-muted">No simulation yet: spend the turn's actions or end the turn.</p>
        ) : (
          <ol data-testid="simulation-log">
            {play.log.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log is ordered and has no ids
              <li key={i}>
                <small>{e.step}</small> {describeEvent(e)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** The gameplay preview (route /reactor/play) of the level open in the editor. */
export function PlayPage() {
  const { level } = useWorkspace();
  // The engine starts the level and validates it first: a level with errors cannot run (the editor's Run
  // button is disabled for it).
  const { session, act, restart } = usePlaySession(level);
  return (
    <section aria-labelledby="rx-play-title" className="rx-page">
      <h1 id="rx-play-title">Gameplay preview — {level.meta.title}</h1>
      {session.status === "running" && (
        <Game
          play={session.snapshot}
          title={level.meta.title}
          level={level}
          onAct={act}
          onRestart={restart}
        />
      )}
      {session.status === "starting" && (
        <p role="status" className="rx-muted" data-testid="play-starting">
          Starting the level…
        </p>
      )}
      {(session.status === "blocked" || session.status === "failed") && (
        <>
          <p role="alert" className="error" data-testid="play-blocked">
            {session.status === "blocked"
              ? "This level has validation errors and cannot run. Fix them in the editor first."
              : `The level could not be started (${session.reason}). Reload the page to try again.`}
          </p>
          <p>
            <Link to="/reactor">Back to the editor</Link>
          </p>
        </>
      )}
    </section>
  );
}
