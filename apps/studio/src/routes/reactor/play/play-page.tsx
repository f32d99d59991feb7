import { type Action, CARRIERS, type Carrier, type Level } from "@rulekit/reactor";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { Link, setSearchParams, useSearchParams } from "../../../lib/router.tsx";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { ALL_LAYERS_VISIBLE, type LayerId, type LayerVisibility } from "../editor/layers.ts";
import type { PlaySnapshot } from "../engine/engine-calls.ts";
import { LayerPanel } from "../map/layer-panel.tsx";
import { mapFromView } from "../map/map-model.ts";
import { MapViewport } from "../map/map-viewport.tsx";
import { ReactorMap } from "../map/reactor-map.tsx";
import { useSharedCells } from "../map/use-shared-cells.ts";
import { levelStateBanner } from "../view-models/level-state.ts";
import { useWorkspace } from "../workspace.tsx";
import { type ActionButton, actionMenu } from "./action-menu.ts";
import { DiagnosticsPanel } from "./diagnostics-panel.tsx";
import { GoalPanel } from "./goal-panel.tsx";
import { actionForKey, PLAY_KEYS_HINT } from "./play-keys.ts";
import { ConsumersPanel, EventLogPanel, PlayForecastPanel } from "./play-panels.tsx";
import { encodeActions, PLAY_PLACE_KEY, placeToResume } from "./play-place.ts";
import { usePlaySession } from "./use-play-session.ts";

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

/** The panels below the playfield: open by default on a wide screen, behind the toggle on a phone. */
function usePanelsOpen(): [boolean, (open: boolean) => void] {
  const wide = useMediaQuery("(min-width: 900px)");
  const [chosen, setChosen] = useState<boolean | null>(null);
  return [chosen ?? wide, setChosen];
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
  const [panelsOpen, setPanelsOpen] = usePanelsOpen();
  const panelsId = useId();
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
    const action = actionForKey(event);
    if (!action) return;
    event.preventDefault();
    onAct(action);
  };
  return (
    // After a win nothing is shown in the alarm colour: the deadlines and starved consumers no longer matter.
    <div className={shown.levelState === "Won" ? "rx-play-game rx-play-won" : "rx-play-game"}>
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
      {play.resumeNote && (
        <p role="alert" className="warning" data-testid="resume-note">
          {play.resumeNote}
        </p>
      )}
      {play.refusal && (
        <p role="alert" className="error" data-testid="refusal">
          Refused: {play.refusal}
        </p>
      )}
      <div className="rx-playfield">
        <MapViewport width={shown.width} height={shown.height} follow={shown.robot.at} fitWidth>
          {(scale) => (
            <ReactorMap
              scale={scale}
              model={model}
              layers={layers}
              label={`${props.title}: gameplay map. ${PLAY_KEYS_HINT}`}
              cursor={shown.robot.at}
              diagnostics={shown.underground ? diagnostics : null}
              testId="play-map"
              onKeyDown={onMapKey}
            />
          )}
        </MapViewport>
        <section className="rx-panel rx-play-actions" aria-labelledby="rx-actions-title">
          <h2 id="rx-actions-title">Actions</h2>
          {over ? (
            <p data-testid="level-over">The level is over. Restart to play again.</p>
          ) : (
            <>
              <Buttons label="Move the robot" buttons={menu.moves} onAct={act} />
              <Buttons label="Prop on the robot's cell" buttons={menu.prop} onAct={act} />
              <Buttons label="Reachable leaks" buttons={menu.leaks} onAct={act} />
              <Buttons label="Other actions" buttons={menu.other} onAct={act} />
              <p className="rx-muted">{PLAY_KEYS_HINT}</p>
            </>
          )}
          <p data-testid="inventory">
            Robot inventory ({shown.robot.inventory.length}/{shown.robot.capacity}):{" "}
            {shown.robot.inventory.length ? shown.robot.inventory.join(", ") : "empty"}
            {shown.robot.heatImmunity > 0 && ` · heat immunity ${shown.robot.heatImmunity} steps`}
          </p>
        </section>
      </div>
      <GoalPanel level={props.level} turn={shown.turn} state={shown.levelState} />
      <p className="rx-row">
        <button
          type="button"
          aria-expanded={panelsOpen}
          aria-controls={panelsId}
          data-testid="panels-toggle"
          onClick={() => setPanelsOpen(!panelsOpen)}
        >
          {panelsOpen ? "Hide" : "Show"} consumers, forecast, diagnostics and the event log
        </button>
      </p>
      <div id={panelsId} hidden={!panelsOpen} data-testid="play-panels">
        <div className="rx-editor rx-play">
          <ConsumersPanel view={shown} />
          <PlayForecastPanel view={shown} />
          <div className="rx-side">
            <DiagnosticsPanel view={shown} carrier={diagnostics} onCarrier={setDiagnostics} />
            <LayerPanel
              layers={layers}
              locked={locked}
              onToggle={(layer, visible) => setLayers((l) => ({ ...l, [layer]: visible }))}
            />
          </div>
        </div>
        <EventLogPanel play={play} />
      </div>
    </div>
  );
}

/**
 * The gameplay preview (route /reactor/play) of the level open in the editor. Where the player is (the
 * level's fingerprint and the accepted actions) is kept in the address and in localStorage after every
 * action, and replayed on the next visit (reload, Back/Forward, a closed tab).
 */
export function PlayPage() {
  const { level, storage } = useWorkspace();
  const params = useSearchParams();
  const [resume] = useState(() => placeToResume(params, storage.getJson(PLAY_PLACE_KEY)));
  // The engine starts the level and validates it first: a level with errors cannot run (the editor's Run
  // button is disabled for it).
  const { session, act, restart } = usePlaySession(level, resume.place);
  useEffect(() => {
    if (session.status !== "running") return;
    const { level: fingerprint, actions } = session.snapshot;
    const encoded = encodeActions(actions);
    storage.setJson(PLAY_PLACE_KEY, { level: fingerprint, actions: encoded });
    if (params.get("level") !== fingerprint || (params.get("actions") ?? "") !== encoded)
      setSearchParams({ level: fingerprint, actions: encoded || null });
  }, [session, storage, params]);
  return (
    <section aria-labelledby="rx-play-title" className="rx-page">
      <h1 id="rx-play-title">Gameplay preview — {level.meta.title}</h1>
      {resume.problem && (
        <p role="alert" className="warning" data-testid="address-note">
          {resume.problem}
        </p>
      )}
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
