import type { Bar } from "./designer-model.ts";

const W = 460;
const H = 190;
const PAD = { left: 40, right: 10, top: 30, bottom: 34 };

/** D, the plausible player's completion turns, as a small bar chart (bars coloured by rating band). */
export function DistributionChart(props: {
  bars: readonly Bar[];
  p75: number | null;
  optimal: number | null;
  max: number;
}) {
  const { bars } = props;
  if (bars.length === 0) return <p className="st-muted">No completions within the horizon.</p>;
  const first = Math.min(...bars.map((b) => b.turns), props.optimal ?? Number.POSITIVE_INFINITY);
  const last = Math.max(...bars.map((b) => b.turns), props.max);
  const slots = last - first + 1;
  const slot = (W - PAD.left - PAD.right) / slots;
  const top = Math.max(...bars.map((b) => b.share));
  const y = (share: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - share / top);
  const x = (turns: number) => PAD.left + (turns - first) * slot;
  const summary = bars
    .map(
      (b) =>
        `${b.turns} turns: ${(b.share * 100).toFixed(1)}% (${b.band === 0 ? "beyond max" : `${b.band}★`})`,
    )
    .join("; ");
  return (
    <figure className="st-chart-figure">
      <svg
        className="st-chart"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Completion turns D: ${summary}`}
        data-testid="st-chart"
      >
        <line
          x1={PAD.left}
          y1={H - PAD.bottom}
          x2={W - PAD.right}
          y2={H - PAD.bottom}
          stroke="currentColor"
        />
        <text x={4} y={PAD.top + 8}>
          {(top * 100).toFixed(0)}%
        </text>
        {bars.map((b) => (
          <g key={b.turns}>
            <rect
              className="st-bar"
              data-band={b.band}
              x={x(b.turns) + slot * 0.15}
              y={y(b.share)}
              width={slot * 0.7}
              height={H - PAD.bottom - y(b.share)}
            />
            {/* The band in words too, not only as the bar's colour. */}
            <text className="st-bar-band" x={x(b.turns) + slot / 2} y={y(b.share) - 4} textAnchor="middle">
              {b.band === 0 ? "✕" : `${b.band}★`}
            </text>
          </g>
        ))}
        {Array.from({ length: slots }, (_, i) => first + i).map((turns) => (
          <text key={turns} x={x(turns) + slot / 2} y={H - PAD.bottom + 14} textAnchor="middle">
            {turns}
          </text>
        ))}
        {props.p75 !== null && (
          <>
            <line
              className="st-p75"
              x1={x(props.p75) + slot / 2}
              x2={x(props.p75) + slot / 2}
              y1={14}
              y2={H - PAD.bottom}
            />
            <text x={x(props.p75) + slot / 2} y={11} textAnchor="middle">
              P75
            </text>
          </>
        )}
        <text x={W / 2} y={H - 4} textAnchor="middle">
          turns to Full Rescue · stars earned above each bar (✕ beyond max {props.max})
        </text>
      </svg>
      <figcaption className="visually-hidden">{summary}</figcaption>
    </figure>
  );
}
