import type { LotteryFamily } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { valueRangeOf } from '../model/result-view';
import { ChipTabs } from './ChipTabs';

export interface TrendRow {
  drawNo: string;
  values: number[];
}

const CELL_H = 24;

/**
 * The classic lottery trend grid: one position at a time, a row per draw (newest on top), a
 * column per value, the drawn value marked and joined to the next by a line, and how many times
 * each value came in the shown draws under it. Plain SVG and CSS: no chart library to load.
 */
export const TrendChart = ({ family, rows }: { family: LotteryFamily; rows: TrendRow[] }) => {
  const { t } = useTranslation();
  const [position, setPosition] = useState(0);
  const columns = valueRangeOf(family);
  const positions = rows[0]?.values.length ?? 0;
  if (rows.length === 0 || positions === 0) return null;
  const colOf = (value: number) => columns.indexOf(value);
  const width = 100 / columns.length;
  const points = rows
    .map((row, i) => `${(colOf(row.values[position] ?? 0) + 0.5) * width},${(i + 0.5) * CELL_H}`)
    .join(' ');
  const counts = columns.map((v) => rows.filter((row) => row.values[position] === v).length);
  return (
    <section
      className="lott-trend"
      data-testid="trend-chart"
      aria-label={t('lottery.results.trend')}
    >
      <h3 className="lott-section-title">
        {t('lottery.results.trendTitle', { count: rows.length })}
      </h3>
      <ChipTabs
        label={t('lottery.results.trend')}
        tabs={Array.from({ length: positions }, (_, i) => ({
          id: String(i),
          value: i,
          label: t('lottery.results.position', { n: i + 1 }),
        }))}
        selected={position}
        onSelect={setPosition}
      />
      <div className="lott-trend__body">
        <ol className="lott-trend__draws">
          {rows.map((row) => (
            <li key={row.drawNo} style={{ height: CELL_H }}>
              {row.drawNo.slice(-4)}
            </li>
          ))}
        </ol>
        <div className="lott-trend__grid" style={{ height: rows.length * CELL_H }}>
          <svg
            className="lott-trend__line"
            viewBox={`0 0 100 ${rows.length * CELL_H}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <polyline points={points} vectorEffect="non-scaling-stroke" />
          </svg>
          {rows.map((row) => (
            <div key={row.drawNo} className="lott-trend__row" style={{ height: CELL_H }}>
              {columns.map((v) => (
                <span
                  key={v}
                  className={row.values[position] === v ? 'lott-trend__hit' : undefined}
                >
                  {row.values[position] === v ? v : ''}
                </span>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="lott-trend__foot">
        <span />
        <div className="lott-trend__counts">
          {columns.map((v, i) => (
            <span key={v}>
              <b>{v}</b>
              {counts[i]}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
};
