import { useEffect, useMemo, useState } from "react";
import { ALL_LAYERS_VISIBLE } from "../editor/layers.ts";
import { mapFromView } from "../map/map-model.ts";
import { MapViewport } from "../map/map-viewport.tsx";
import { ReactorMap } from "../map/reactor-map.tsx";
import { useSharedCells } from "../map/use-shared-cells.ts";
import { stepCaption } from "./prove-text.ts";
import type { WitnessStep } from "./witness-steps.ts";

/** How long Play shows each step. */
export const STEP_MS = 700;

/**
 * The winning line played step by step on the map (like Shell Tide's optimal-path player): Start,
 * Prev and Next step by hand, Play runs the steps one after another and Pause stops it. Each step is the
 * editor view the worker made by replaying the witness through the engine's step.
 */
export function WitnessPlayer(props: { steps: readonly WitnessStep[] }) {
  const { steps } = props;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const total = steps.length - 1;
  const shown = steps[Math.min(at, total)]!;
  const model = useSharedCells(useMemo(() => mapFromView(shown.view), [shown]));

  useEffect(() => {
    if (!playing) return;
    if (at >= total) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => setAt(at + 1), STEP_MS);
    return () => clearTimeout(id);
  }, [playing, at, total]);

  const stepTo = (next: number) => {
    setPlaying(false);
    setAt(Math.max(0, Math.min(total, next)));
  };
  return (
    <div className="rx-witness" data-testid="prove-player" data-step={at} data-playing={playing}>
      <MapViewport
        width={model.width}
        height={model.height}
        follow={shown.view.robot.at}
        testId="prove-map-frame"
      >
        {(scale) => (
          <ReactorMap
            scale={scale}
            model={model}
            layers={ALL_LAYERS_VISIBLE}
            label={`Winning line, step ${at} of ${total}`}
            cursor={null}
            highlight={[shown.view.robot.at]}
            testId="prove-map"
          />
        )}
      </MapViewport>
      <p role="status" data-testid="prove-caption">
        {stepCaption(shown, at, total)}
      </p>
      <div className="rx-row">
        <button type="button" onClick={() => stepTo(0)} disabled={at === 0} data-testid="prove-start">
          Start
        </button>
        <button type="button" onClick={() => stepTo(at - 1)} disabled={at === 0} data-testid="prove-prev">
          Prev
        </button>
        {playing ? (
          <button type="button" onClick={() => setPlaying(false)} data-testid="prove-pause">
            Pause
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              if (at >= total) setAt(0);
              setPlaying(true);
            }}
            data-testid="prove-play"
          >
            {at >= total ? "Replay" : "Play"}
          </button>
        )}
        <button type="button" onClick={() => stepTo(at + 1)} disabled={at >= total} data-testid="prove-next">
          Next
        </button>
      </div>
    </div>
  );
}
