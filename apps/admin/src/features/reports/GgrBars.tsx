import { Card, Empty } from 'antd';
import { FigureValue } from './figures';

/**
 * GGR per vendor or category as horizontal bars (plain blocks: a ranking reads better across
 * than up), the longest bar the largest amount either way; a loss is red and says so.
 */
export const GgrBars = ({
  title,
  bars,
  empty,
}: {
  title: string;
  bars: readonly { name: string; ggr: string }[];
  empty: string;
}) => {
  const sorted = [...bars].sort((a, b) => Number(b.ggr) - Number(a.ggr));
  const largest = Math.max(0, ...sorted.map((b) => Math.abs(Number(b.ggr))));
  return (
    <Card size="small" title={title}>
      {sorted.length === 0 ? (
        <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div className="report-bars" data-testid="report-bars">
          {sorted.map((bar) => {
            const value = Number(bar.ggr);
            const share = largest === 0 ? 0 : (Math.abs(value) / largest) * 100;
            return (
              <div key={bar.name} className="report-bars__row">
                <span className="report-bars__name" title={bar.name}>
                  {bar.name}
                </span>
                <span className="report-bars__track">
                  <span
                    className={
                      value < 0 ? 'report-bars__bar report-bars__bar--loss' : 'report-bars__bar'
                    }
                    style={{ width: `${share}%` }}
                  />
                </span>
                <span className="report-bars__value">
                  <FigureValue figure="ggr" value={bar.ggr} />
                </span>
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
};
