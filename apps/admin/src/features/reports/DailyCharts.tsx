import type { adminReportEndpoints } from '@lotto/contract';
import { Card, Col, Row } from 'antd';
import { useCallback, useMemo } from 'react';
import uPlot from 'uplot';
import { useTexts } from '../../shared/i18n';
import { groupDigits } from './figures';
import { UPlotChart } from './UPlotChart';

const HEIGHT = 240;
const COLOURS = {
  stake: '#1677ff',
  ggr: '#389e0d',
  ngr: '#722ed1',
  deposits: '#13a8a8',
  withdrawals: '#fa8c16',
};
const AXIS = {
  stroke: '#595959',
  grid: { stroke: 'rgba(0,0,0,0.06)' },
  ticks: { stroke: 'rgba(0,0,0,0.15)' },
  font: '11px system-ui, sans-serif',
};

type Day = adminReportEndpoints.DailyReport['rows'][number];

/** An amount on the axis, short: 12,345 or 1.2M. */
const short = (v: number) =>
  Math.abs(v) >= 1_000_000 ? `${(v / 1_000_000).toFixed(1)}M` : groupDigits(String(Math.round(v)));

/** Whole-day ticks labelled MM-DD (the x scale counts the range's days from 0). */
const dayAxis = (days: readonly Day[]) => ({
  ...AXIS,
  space: 48,
  incrs: [1, 2, 3, 5, 7, 14, 30],
  values: (_: uPlot, ticks: number[]) => ticks.map((t) => days[t]?.day.slice(5) ?? ''),
});

const moneyAxis = { ...AXIS, size: 64, values: (_: uPlot, ticks: number[]) => ticks.map(short) };

const legendValue = (_: uPlot, v: number | null) => (v === null ? '—' : groupDigits(v.toFixed(2)));

/**
 * The daily table's two charts: stake, GGR and NGR as lines, and deposits against withdrawals
 * as bars side by side, a day per tick.
 */
export default function DailyCharts({ days }: { days: readonly Day[] }) {
  const S = useTexts().reports;
  const x = useMemo(() => days.map((_, i) => i), [days]);
  const lines = useMemo<uPlot.AlignedData>(
    () => [x, ...(['stake', 'ggr', 'ngr'] as const).map((f) => days.map((d) => Number(d[f])))],
    [x, days],
  );
  const bars = useMemo<uPlot.AlignedData>(
    () => [x, ...(['deposits', 'withdrawals'] as const).map((f) => days.map((d) => Number(d[f])))],
    [x, days],
  );
  const dayLabel = useCallback(
    (_: uPlot, i: number | null) => (i === null ? '' : (days[i]?.day ?? '')),
    [days],
  );
  const lineOptions = useCallback(
    (width: number): uPlot.Options => ({
      width,
      height: HEIGHT,
      scales: { x: { time: false } },
      axes: [dayAxis(days), moneyAxis],
      series: [
        { label: S.day, value: dayLabel },
        ...(['stake', 'ggr', 'ngr'] as const).map((f) => ({
          label: S.figures[f],
          stroke: COLOURS[f],
          width: 2,
          points: { size: 4 },
          value: legendValue,
        })),
      ],
    }),
    [days, S, dayLabel],
  );
  const barOptions = useCallback(
    (width: number): uPlot.Options => {
      const bar = (align: -1 | 1) => uPlot.paths.bars?.({ size: [0.4, 24], align });
      return {
        width,
        height: HEIGHT,
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] } },
        axes: [dayAxis(days), moneyAxis],
        series: [
          { label: S.day, value: dayLabel },
          {
            label: S.figures.deposits,
            stroke: COLOURS.deposits,
            fill: `${COLOURS.deposits}cc`,
            paths: bar(-1),
            points: { show: false },
            value: legendValue,
          },
          {
            label: S.figures.withdrawals,
            stroke: COLOURS.withdrawals,
            fill: `${COLOURS.withdrawals}cc`,
            paths: bar(1),
            points: { show: false },
            value: legendValue,
          },
        ],
      };
    },
    [days, S, dayLabel],
  );
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Card size="small" title={S.charts.money}>
          <UPlotChart
            options={lineOptions}
            data={lines}
            height={HEIGHT}
            testId="report-chart-money"
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title={S.charts.cash}>
          <UPlotChart options={barOptions} data={bars} height={HEIGHT} testId="report-chart-cash" />
        </Card>
      </Col>
    </Row>
  );
}
