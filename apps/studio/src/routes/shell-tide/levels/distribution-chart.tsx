import { useState } from "react";
import { CHART, chartLayout, formatShare } from "./chart-model.ts";
import type { Bar } from "./designer-model.ts";

const bandWords = (band: Bar["band"]) => (band === 0 ? "lost (beyond max turns)" : `${band}★`);

/**
 * D, the plausible player's completion turns: a bar per turn count over the shaded rating bands, with a
 * y axis in percent, each bar's value on it, P75 marked, and a bar's full reading on hover or keyboard
 * focus (each bar is a tab stop).
 */
export function DistributionChart(props: {
  bars: readonly Bar[];
  p75: number | null;
  optimal: number | null;
  max: number;
}) {
  const { bars } = props;
  const [active, setActive] = useState<number | null>(null);
  if (bars.length === 0) return <p className="st-muted">No completions within the horizon.</p>;
  const layout = chartLayout(bars, props.p75, props.optimal, props.max);
  const { plot } = layout;
  const reading = (b: Bar) =>
    `${b.turns} turn${b.turns === 1 ? "" : "s"}: ${formatShare(b.share)} of plausible attempts · ${bandWords(b.band)}${
      b.turns === props.p75 ? " · P75" : ""
    }`;
  const summary = bars.map(reading).join("; ");
  const shown = layout.bars.find((b) => b.turns === active) ?? null;
  return (
    <figure className="st-chart-figure">
      <svg className="st-chart" viewBox={`0 0 ${CHART.width} ${CHART.height}`} data-testid="st-chart">
        <title>Completion turns D by rating band</title>
        {/* rating bands behind everything, labelled in the row above the plot */}
        {layout.bands.map((b) => (
          <g key={`${b.band}-${b.from}`} className="st-chart-band" data-band={b.band}>
            <rect x={b.x} y={plot.y} width={b.width} height={plot.height} />
            <text x={b.x + b.width / 2} y={plot.y - 10} textAnchor="middle" className="st-chart-band-label">
              {b.label}
            </text>
          </g>
        ))}
        {layout.yTicks.map((t) => (
          <g key={t.share} className="st-chart-tick">
            <line x1={plot.x} x2={plot.x + plot.width} y1={t.y} y2={t.y} className="st-chart-grid" />
            <text x={plot.x - 6} y={t.y + 4} textAnchor="end">
              {t.label}
            </text>
          </g>
        ))}
        <line x1={plot.x} x2={plot.x} y1={plot.y} y2={plot.y + plot.height} className="st-chart-axis" />
        <line
          x1={plot.x}
          x2={plot.x + plot.width}
          y1={plot.y + plot.height}
          y2={plot.y + plot.height}
          className="st-chart-axis"
        />
        {layout.xTicks.map((t) => (
          <text key={t.turns} x={t.x} y={plot.y + plot.height + 17} textAnchor="middle">
            {t.turns}
          </text>
        ))}
        <text
          x={plot.x + plot.width / 2}
          y={CHART.height - 12}
          textAnchor="middle"
          className="st-chart-title"
        >
          turns to Full Rescue (D; the last one includes attempts not finished by then)
        </text>
        <text
          transform={`translate(13 ${plot.y + plot.height / 2}) rotate(-90)`}
          textAnchor="middle"
          className="st-chart-title"
        >
          share of plausible attempts
        </text>
        {layout.p75 && (
          <g className="st-chart-p75" data-testid="st-chart-p75">
            {layout.p75.segments.map((s) => (
              <line key={s.y1} x1={layout.p75!.x} x2={layout.p75!.x} y1={s.y1} y2={s.y2} className="st-p75" />
            ))}
            <text x={layout.p75.labelX} y={16} textAnchor={layout.p75.anchor} className="st-p75-label">
              P75 = {props.p75}
            </text>
          </g>
        )}
        {layout.bars.map((b) => (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG bar is a picture of one value, focusable so the keyboard can read it
          <g
            key={b.turns}
            className="st-chart-bar"
            data-testid={`st-bar-${b.turns}`}
            data-band={b.band}
            tabIndex={0}
            role="img"
            aria-label={reading(b)}
            onMouseEnter={() => setActive(b.turns)}
            onMouseLeave={() => setActive((a) => (a === b.turns ? null : a))}
            onFocus={() => setActive(b.turns)}
            onBlur={() => setActive((a) => (a === b.turns ? null : a))}
          >
            {/* a tall invisible hit area, so a 0.1% sliver can still be hovered */}
            <rect x={b.x} y={plot.y} width={b.width} height={plot.height} className="st-bar-hit" />
            <rect className="st-bar" data-band={b.band} x={b.x} y={b.y} width={b.width} height={b.height} />
            <text x={b.x + b.width / 2} y={b.valueY} textAnchor="middle" className="st-bar-value">
              {b.value}
            </text>
          </g>
        ))}
        {shown && (
          <g className="st-chart-tip" data-testid="st-chart-tip" pointerEvents="none">
            {(() => {
              const text = reading(shown);
              const w = Math.min(text.length * 6.4 + 16, CHART.width - 8);
              const x = Math.min(Math.max(shown.x + shown.width / 2 - w / 2, 4), CHART.width - w - 4);
              const y = Math.max(shown.valueY - 44, plot.y - 4);
              return (
                <>
                  <rect x={x} y={y} width={w} height={24} rx={6} />
                  <text x={x + w / 2} y={y + 16} textAnchor="middle">
                    {text}
                  </text>
                </>
              );
            })()}
          </g>
        )}
      </svg>
      <figcaption className="visually-hidden">Completion turns D. {summary}</figcaption>
    </figure>
  );
}
