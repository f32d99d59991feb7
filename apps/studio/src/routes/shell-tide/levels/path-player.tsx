import type { Level } from "@rulekit/shell-tide";
import { useEffect, useMemo, useState } from "react";
import { boardGeometry } from "../board/board-geometry.ts";
import { BoardView } from "../board/board-view.tsx";
import { boardTurns } from "../board/screen-turn.ts";
import { overlayOfEvents } from "../play/overlays.ts";
import { type AnimationFrame, commitFrames } from "../play/play-model.ts";
import { describeStep, type PathStep } from "./designer-model.ts";

/** Playback speeds offered (× the playable's own animation speed). */
export const SPEEDS = [0.5, 1, 2] as const;
/** How long a finished step stays on screen before Play moves on (at 1×). */
export const STEP_DWELL_MS = 1200;

/**
 * The optimal path, animated (seed 001 "Diễn hoạt 10 lời giải tối ưu"): Play runs the moves one after
 * another (each move's sow, capture chain and Sweep, then a pause on its board), Pause stops it, the
 * speed scales it, and Prev/Next step by hand. Selected node, route, STOP and captures are drawn on the
 * board, the caption says the same in words.
 */
export function PathPlayer(props: {
  level: Level;
  steps: readonly PathStep[];
  reducedMotion: boolean;
  testId: string;
}) {
  const { steps } = props;
  const [at, setAt] = useState(0);
  const [frames, setFrames] = useState<{ list: AnimationFrame[]; index: number } | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const geometry = useMemo(() => boardGeometry(props.level), [props.level]);
  const turns = useMemo(() => boardTurns(geometry, props.level), [geometry, props.level]);
  const total = steps.length - 1;
  const step = steps[Math.min(at, total)]!;

  const go = (next: number) => {
    const target = steps[next];
    if (!target) return;
    setAt(next);
    if (next > at && target.before) {
      const list = commitFrames(target.before, target.attempt, target.events, props.reducedMotion);
      setFrames(list.length > 1 ? { list, index: 0 } : null);
    } else setFrames(null);
  };

  // One timer at a time: the next animation frame, else (playing) the next step after a pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: go reads the current step; the deps say when to schedule
  useEffect(() => {
    if (frames) {
      const frame = frames.list[frames.index]!;
      const id = setTimeout(() => {
        setFrames(frames.index + 1 >= frames.list.length - 1 ? null : { ...frames, index: frames.index + 1 });
      }, frame.ms / speed);
      return () => clearTimeout(id);
    }
    if (!playing) return;
    if (at >= total) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => go(at + 1), (at === 0 ? STEP_DWELL_MS / 2 : STEP_DWELL_MS) / speed);
    return () => clearTimeout(id);
  }, [frames, playing, at, total, speed]);

  const stepTo = (next: number) => {
    setPlaying(false);
    go(next);
  };
  const play = () => {
    // Play from the end starts over.
    if (at >= total) {
      setAt(0);
      setFrames(null);
    }
    setPlaying(true);
  };
  const overlay = step.events.length > 0 ? overlayOfEvents(step.events) : null;
  const starfish = frames ? frames.list[frames.index]!.starfish : step.attempt.starfish;
  const id = props.testId;
  return (
    <div className="st-path" data-testid={id} data-playing={playing}>
      <BoardView
        level={props.level}
        geometry={geometry}
        starfish={starfish}
        selected={step.move?.node ?? null}
        selectable={new Set()}
        overlays={overlay ? [overlay] : []}
        pulse={frames ? frames.list[frames.index]!.pulse : null}
        locked
        nodeLabel={(i) => {
          const node = props.level.nodes[i]!;
          return node.type === "wet_pit" ? `Pit ${i}: wet pit` : `Pit ${i}: ${starfish[i] ?? 0} starfish`;
        }}
        boardLabel="Optimal path board"
        testId={`${id}-board`}
      />
      <p role="status" data-testid={`${id}-caption`}>
        {describeStep(step, total, turns)}
      </p>
      <div className="st-row st-path-controls">
        <button
          type="button"
          onClick={() => stepTo(0)}
          disabled={at === 0 && !frames}
          data-testid={`${id}-start`}
        >
          Start
        </button>
        <button type="button" onClick={() => stepTo(at - 1)} disabled={at === 0} data-testid={`${id}-prev`}>
          Prev
        </button>
        {playing ? (
          <button
            type="button"
            className="primary"
            onClick={() => setPlaying(false)}
            data-testid={`${id}-pause`}
          >
            Pause
          </button>
        ) : (
          <button type="button" className="primary" onClick={play} data-testid={`${id}-play`}>
            {at >= total ? "Replay" : "Play"}
          </button>
        )}
        <button
          type="button"
          onClick={() => stepTo(at + 1)}
          disabled={at >= total}
          data-testid={`${id}-next`}
        >
          Next
        </button>
        <label className="st-row st-speed">
          Speed
          <select
            value={speed}
            data-testid={`${id}-speed`}
            onChange={(e) => setSpeed(Number(e.currentTarget.value) as (typeof SPEEDS)[number])}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="st-muted st-path-legend">
        Coral outline: the pit sown · coral line: the Flow (pill numbers = drop order) · gold ring and STOP
        pill: where the last starfish lands · purple swirl: Vortex point · −n, +n, ≈ −n: starfish captured,
        into a wet pit, swept
      </p>
    </div>
  );
}
