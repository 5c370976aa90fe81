import type { TeamSeriesDay } from '@lotto/contract';

/** The figures the chart can show, one at a time. */
export const CHART_METRICS = [
  'stake',
  'validStake',
  'winLoss',
  'deposits',
  'activeMembers',
] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** Epoch seconds of a site day's noon UTC: uPlot's x axis, the same day in any phone's zone. */
const xOf = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/**
 * The series as uPlot takes it: x (seconds) and the metric's values, money as numbers of the
 * currency (the answer's strings are exact; a chart only needs their size).
 */
export const chartData = (series: readonly TeamSeriesDay[], metric: ChartMetric) => {
  const x = series.map((d) => xOf(d.day));
  const y = series.map((d) => (metric === 'activeMembers' ? d[metric] : Number(d[metric])));
  return [x, y] as [number[], number[]];
};

/** The metric's total over the series, as the chart's text for screen readers shows it. */
export const chartTotal = (series: readonly TeamSeriesDay[], metric: ChartMetric): string => {
  if (metric === 'activeMembers') return String(Math.max(0, ...series.map((d) => d[metric])));
  const cents = series.reduce((n, d) => n + Math.round(Number(d[metric]) * 100), 0);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
