// The report charts (nivo, loaded only with the report routes): grouped bars for a measure per
// category or period, and trend lines per series over weeks. Each chart is labelled for screen
// readers and sits in a box of fixed height (nivo's responsive charts fill their parent). A chart is
// drawn when its box comes near the screen, each in a task of its own, so a page of several charts
// (the dashboard) neither blocks the page in long tasks nor draws what nobody has scrolled to.
import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { chartTheme } from '../../app/theme';

const COLORS = ['#319795', '#E53E3E', '#3182CE', '#D69E2E', '#805AD5', '#38A169'];

/** Draws its children once the box is within 200 px of the viewport (at once where there is no IntersectionObserver). */
function DrawWhenNear({
  height,
  label,
  testId,
  data,
  children,
}: {
  height: number;
  label: string;
  testId: string;
  data: Record<string, string | number>;
  children: () => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition: React draws the chart in slices between which the page stays responsive,
        // rather than in one long task, and several charts coming into view do not add up.
        timer = setTimeout(() => startTransition(() => setNear(true)), 0);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [near]);
  return (
    <Box ref={box} h={`${height}px`} role="figure" aria-label={label} data-testid={testId} {...data}>
      {near ? children() : null}
    </Box>
  );
}

export interface BarDatum {
  [key: string]: string | number;
}

export function BarChart({
  label,
  data,
  indexBy,
  keys,
  height = 320,
}: {
  label: string;
  data: BarDatum[];
  indexBy: string;
  keys: string[];
  height?: number;
}) {
  return (
    <DrawWhenNear height={height} label={label} testId="bar-chart" data={{ 'data-points': data.length }}>
      {() => (
        <ResponsiveBar
          data={data}
          keys={keys}
          indexBy={indexBy}
          groupMode="grouped"
          colors={COLORS}
          margin={{ top: 16, right: 16, bottom: 64, left: 56 }}
          padding={0.25}
          enableLabel={false}
          axisBottom={{ tickRotation: data.length > 8 ? -45 : 0 }}
          axisLeft={{ tickSize: 4 }}
          legends={[
            {
              dataFrom: 'keys',
              anchor: 'top-right',
              direction: 'row',
              itemWidth: 110,
              itemHeight: 16,
              translateY: -16,
            },
          ]}
          role="img"
          theme={chartTheme}
          ariaLabel={label}
          animate={false}
        />
      )}
    </DrawWhenNear>
  );
}

export interface TrendSeries {
  id: string;
  data: { x: string; y: number }[];
}

export function TrendChart({
  label,
  series,
  height = 320,
  yFormat = '.0%',
}: {
  label: string;
  series: TrendSeries[];
  height?: number;
  yFormat?: string;
}) {
  return (
    <DrawWhenNear height={height} label={label} testId="trend-chart" data={{ 'data-series': series.length }}>
      {() => (
        <ResponsiveLine
          data={series}
          colors={COLORS}
          margin={{ top: 16, right: 120, bottom: 56, left: 56 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          yFormat={yFormat}
          axisBottom={{ tickRotation: -45 }}
          axisLeft={{ format: yFormat }}
          pointSize={6}
          enableSlices="x"
          legends={[{ anchor: 'right', direction: 'column', translateX: 110, itemWidth: 100, itemHeight: 18 }]}
          role="img"
          theme={chartTheme}
          ariaLabel={label}
          animate={false}
        />
      )}
    </DrawWhenNear>
  );
}
