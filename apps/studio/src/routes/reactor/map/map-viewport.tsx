import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { CELL } from "./reactor-map.tsx";

export const ZOOMS = [0.25, 0.35, 0.5, 0.7, 1, 1.3, 1.6] as const;

/**
 * The scrolling frame of a map with zoom and fit-to-screen. Whenever `follow` (the selected cell, an
 * issue's cell, the robot) changes, the frame scrolls itself so that cell is in view — the page does not —
 * except while the pointer is pressed in the frame (that cell was just clicked, so it is in sight).
 */
export function MapViewport(props: {
  width: number;
  height: number;
  follow: { x: number; y: number } | null;
  children: (scale: number) => ReactNode;
  testId?: string;
  /** Shrink the map to the frame's width on first show (the gameplay preview: the whole level in sight on a phone). */
  fitWidth?: boolean;
}) {
  const frame = useRef<HTMLDivElement>(null);
  // Small maps start larger (easy to hit), big ones at 1×; Fit picks the largest zoom that shows it all.
  const [scale, setScale] = useState(() => Math.max(1, Math.min(1.6, 640 / (props.width * CELL))));
  const fit = () => {
    const box = frame.current;
    if (!box) return;
    const w = (box.clientWidth - 16) / (props.width * CELL);
    const h = (Math.max(240, window.innerHeight * 0.7) - 16) / (props.height * CELL);
    setScale(Math.max(0.1, Math.min(1.6, w, h)));
  };
  // Never below half size: cells stay big enough to read and to tap.
  const fitWidth = props.fitWidth;
  useLayoutEffect(() => {
    const box = frame.current;
    if (!fitWidth || !box) return;
    const w = (box.clientWidth - 16) / (props.width * CELL);
    setScale((s) => (w < s ? Math.max(0.5, w) : s));
  }, [fitWidth, props.width]);
  const zoom = (dir: 1 | -1) => {
    const next =
      dir > 0 ? ZOOMS.find((z) => z > scale + 0.001) : [...ZOOMS].reverse().find((z) => z < scale - 0.001);
    if (next) setScale(next);
  };
  // A cell chosen with the pointer is under the pointer already: scrolling then would move the next cell
  // under a held button, and the stroke would paint it too.
  const pressing = useRef(false);
  useEffect(() => {
    const release = () => {
      pressing.current = false;
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    return () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
    };
  }, []);
  const fx = props.follow?.x;
  const fy = props.follow?.y;
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box || fx === undefined || fy === undefined || pressing.current) return;
    const size = CELL * scale;
    const left = fx * size;
    const top = fy * size;
    const margin = size;
    if (left < box.scrollLeft + margin) box.scrollLeft = Math.max(0, left - margin);
    else if (left + size > box.scrollLeft + box.clientWidth - margin)
      box.scrollLeft = left + size - box.clientWidth + margin;
    if (top < box.scrollTop + margin) box.scrollTop = Math.max(0, top - margin);
    else if (top + size > box.scrollTop + box.clientHeight - margin)
      box.scrollTop = top + size - box.clientHeight + margin;
  }, [fx, fy, scale]);
  return (
    <div className="rx-viewport">
      <div className="rx-zoom" role="toolbar" aria-label="Map zoom">
        <button type="button" onClick={() => zoom(-1)} disabled={scale <= ZOOMS[0]} data-testid="zoom-out">
          Zoom out
        </button>
        <span data-testid="zoom-level" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <button
          type="button"
          onClick={() => zoom(1)}
          disabled={scale >= ZOOMS[ZOOMS.length - 1]!}
          data-testid="zoom-in"
        >
          Zoom in
        </button>
        <button type="button" onClick={fit} data-testid="zoom-fit">
          Fit to screen
        </button>
        <button type="button" onClick={() => setScale(1)} disabled={scale === 1}>
          100%
        </button>
      </div>
      <div
        className="rx-map-scroll"
        ref={frame}
        data-testid={props.testId}
        onPointerDownCapture={(e) => {
          if (e.button === 0) pressing.current = true;
        }}
      >
        {props.children(scale)}
      </div>
    </div>
  );
}
