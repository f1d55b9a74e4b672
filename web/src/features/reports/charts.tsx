// The report charts (nivo, loaded only with the report routes): grouped bars for a measure per
// category or period, and trend lines per series over weeks. Each chart is labelled for screen
// readers and sits in a box of fixed height (nivo's responsive charts fill their parent).
import { Box } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';

const COLORS = ['#319795', '#E53E3E', '#3182CE', '#D69E2E', '#805AD5', '#38A169'];

export interface BarDatum { [key: string]: string | number }

export function BarChart({ label, data, indexBy, keys, height = 320 }: { label: string; data: BarDatum[]; indexBy: string; keys: string[]; height?: number }) {
  return (
    <Box h={`${height}px`} role="figure" aria-label={label} data-testid="bar-chart" data-points={data.length}>
      <ResponsiveBar
        data={data} keys={keys} indexBy={indexBy} groupMode="grouped" colors={COLORS}
        margin={{ top: 16, right: 16, bottom: 64, left: 56 }} padding={0.25} enableLabel={false}
        axisBottom={{ tickRotation: data.length > 8 ? -45 : 0 }} axisLeft={{ tickSize: 4 }}
        legends={[{ dataFrom: 'keys', anchor: 'top-right', direction: 'row', itemWidth: 110, itemHeight: 16, translateY: -16 }]}
        role="img" ariaLabel={label} animate={false}
      />
    </Box>
  );
}

export interface TrendSeries { id: string; data: { x: string; y: number }[] }

export function TrendChart({ label, series, height = 320, yFormat = '.0%' }: { label: string; series: TrendSeries[]; height?: number; yFormat?: string }) {
  return (
    <Box h={`${height}px`} role="figure" aria-label={label} data-testid="trend-chart" data-series={series.length}>
      <ResponsiveLine
        data={series} colors={COLORS} margin={{ top: 16, right: 120, bottom: 56, left: 56 }}
        xScale={{ type: 'point' }} yScale={{ type: 'linear', min: 0, max: 'auto' }} yFormat={yFormat}
        axisBottom={{ tickRotation: -45 }} axisLeft={{ format: yFormat }} pointSize={6} useMesh enableSlices="x"
        legends={[{ anchor: 'right', direction: 'column', translateX: 110, itemWidth: 100, itemHeight: 18 }]}
        role="img" animate={false}
      />
    </Box>
  );
}
