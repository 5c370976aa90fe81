import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TeamSeriesDay } from '@lotto/contract';
import { type ChartMetric, chartData } from './chart-series';

const HEIGHT = 180;

/** A theme colour of the app's, read from its CSS (the canvas cannot take var()). */
const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * The last 30 days of one figure as a line (uPlot, loaded with this component only: the
 * overview screen imports it lazily). The canvas is a picture: its text twin is the caller's.
 */
export default function TeamChart({
  series,
  metric,
}: {
  series: readonly TeamSeriesDay[];
  metric: ChartMetric;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const accent = cssColour('--app-accent', '#c9a227');
    const muted = cssColour('--app-muted', '#888');
    const axis = {
      stroke: muted,
      grid: { stroke: 'rgba(128,128,128,0.15)' },
      ticks: { show: false },
    };
    const plot = new uPlot(
      {
        width: el.clientWidth || 340,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          { ...axis, space: 60 },
          { ...axis, size: 48 },
        ],
        series: [
          {},
          {
            stroke: accent,
            width: 2,
            fill: /^#[0-9a-f]{6}$/i.test(accent) ? `${accent}33` : undefined,
            points: { size: 4 },
          },
        ],
      },
      chartData(series, metric),
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, metric]);
  return (
    <div ref={box} className="team-chart__canvas" aria-hidden="true" data-testid="team-chart" />
  );
}
