import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A uPlot chart as wide as its card: drawn again when its data or options change, resized with
 * the card (ResizeObserver). `options` gets the width it is drawn at.
 */
export const UPlotChart = ({
  options,
  data,
  height,
  testId,
}: {
  options: (width: number) => uPlot.Options;
  data: uPlot.AlignedData;
  height: number;
  testId?: string;
}) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(options(el.clientWidth || 480), data, el);
    const resize = new ResizeObserver(() => {
      if (el.clientWidth > 0) plot.setSize({ width: el.clientWidth, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data, height]);
  return <div ref={box} className="report-chart" data-testid={testId} />;
};
