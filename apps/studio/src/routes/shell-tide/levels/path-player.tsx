import type { Level } from "@rulekit/shell-tide";
import { useEffect, useMemo, useState } from "react";
import { boardGeometry } from "../board/board-geometry.ts";
import { BoardView } from "../board/board-view.tsx";
import { overlayOfEvents } from "../play/overlays.ts";
import { type AnimationFrame, commitFrames } from "../play/play-model.ts";
import { describeStep, type PathStep } from "./designer-model.ts";

/**
 * The optimal path, step by step (seed 001 "Diễn hoạt 10 lời giải tối ưu"): Prev/Next walk through the
 * boards; stepping forward animates that move's sow and capture chain. Selected node, route, STOP and
 * captures are drawn on the board.
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
  const geometry = useMemo(() => boardGeometry(props.level), [props.level]);
  const total = steps.length - 1;
  const step = steps[Math.min(at, total)]!;

  useEffect(() => {
    if (!frames) return;
    const frame = frames.list[frames.index]!;
    const id = setTimeout(() => {
      setFrames(frames.index + 1 >= frames.list.length - 1 ? null : { ...frames, index: frames.index + 1 });
    }, frame.ms);
    return () => clearTimeout(id);
  }, [frames]);

  const go = (next: number) => {
    const target = steps[next];
    if (!target) return;
    setAt(next);
    if (next > at && target.before) {
      const list = commitFrames(target.before, target.attempt, target.events, props.reducedMotion);
      setFrames(list.length > 1 ? { list, index: 0 } : null);
    } else setFrames(null);
  };

  const overlay = step.events.length > 0 ? overlayOfEvents(step.events) : null;
  const starfish = frames ? frames.list[frames.index]!.starfish : step.attempt.starfish;
  return (
    <div className="st-path" data-testid={props.testId}>
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
          return node.type === "wet_pit" ? `Node ${i}: wet pit` : `Node ${i}: ${starfish[i] ?? 0} starfish`;
        }}
        boardLabel="Optimal path board"
        testId={`${props.testId}-board`}
      />
      <p role="status" data-testid={`${props.testId}-caption`}>
        {describeStep(step, total)}
      </p>
      <div className="st-row">
        <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>
          Prev
        </button>
        <button
          type="button"
          onClick={() => go(at + 1)}
          disabled={at >= total}
          data-testid={`${props.testId}-next`}
        >
          Next
        </button>
        <span className="st-muted">
          Red outline: selected node · coral: route (numbers = drop order) · gold: STOP · purple swirl: Vortex
          point
        </span>
      </div>
    </div>
  );
}
