// The report charts (nivo, loaded only with the report routes): grouped bars for a measure per
// category or period, and trend lines per series over weeks. Each chart has a title, named series in a
// legend, its unit on the value axis, category labels laid out so they never overlap, and a text
// alternative (the figures as a table for screen readers). A chart is drawn when its box comes near
// the screen, each in a task of its own, so a page of several charts (the dashboard) neither blocks
// the page in long tasks nor draws what nobody has scrolled to. nivo itself (about 100 kB gzip) is fetched
// when the first chart comes near, not with the route (the budget: scripts/bundle-budget.ts).
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AxisTickProps } from '@nivo/axes';
import {
  lazy,
  type ReactNode,
  Suspense,
  type SVGAttributes,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { chartTheme } from '../../app/theme';
import { categoryAxis, charsIn, labelWidth, legendWidth, wholeTicks, wrapLabel } from './chart-axis';
import { useNumberFormats } from './format';

const ResponsiveBar = lazy(async () => ({ default: (await import('@nivo/bar')).ResponsiveBar }));
const ResponsiveLine = lazy(async () => ({ default: (await import('@nivo/line')).ResponsiveLine }));

export const CHART_COLORS = ['#319795', '#E53E3E', '#3182CE', '#D69E2E', '#805AD5', '#38A169'];
const LEFT = 72;

/** Draws its children (given the box's width) once the box is within 200 px of the viewport. */
function DrawWhenNear({
  height,
  testId,
  data,
  children,
}: {
  height: number;
  testId: string;
  data: Record<string, string | number>;
  children: (width: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const [width, setWidth] = useState(0);
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
  useEffect(() => {
    if (near) return;
    // Paper shows every chart: draw the ones nobody scrolled to before the page is laid out for print.
    const draw = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', draw);
    return () => window.removeEventListener('beforeprint', draw);
  }, [near]);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} h={`${height}px`} data-testid={testId} {...data}>
      <Suspense fallback={null}>{near && width > 0 ? children(width) : null}</Suspense>
    </Box>
  );
}

const LINE_PX = 13;

/**
 * A category's tick: its whole name, in lines where it needs more room than one (each a text of its own), and in
 * a tooltip (an SVG title) for a name read closely.
 */
function CategoryTick({
  x,
  y,
  value,
  lineX,
  lineY,
  textX,
  textY,
  textAnchor,
  textBaseline,
  rotate,
  theme,
  lines,
  centred,
}: AxisTickProps<string> & { lines: (label: string) => string[]; centred: boolean }) {
  const label = String(value);
  const parts = lines(label);
  const first = centred ? -((parts.length - 1) * LINE_PX) / 2 : 0;
  return (
    <g transform={`translate(${x},${y})`}>
      <title>{label}</title>
      <line x1={0} y1={0} x2={lineX} y2={lineY} style={theme.line} />
      {parts.map((part, index) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: a name's lines are its words in order, never reordered
          key={index}
          dominantBaseline={textBaseline as SVGAttributes<SVGTextElement>['dominantBaseline']}
          textAnchor={textAnchor as SVGAttributes<SVGTextElement>['textAnchor']}
          transform={`translate(${textX},${textY + first + index * LINE_PX}) rotate(${rotate ?? 0})`}
          style={theme.text}
        >
          {part}
        </text>
      ))}
    </g>
  );
}

/** The frame: a figure named by its label, a visible title, the chart, and its figures as a table. */
export function Figure({
  label,
  title,
  columns,
  rows,
  children,
}: {
  label: string;
  title: boolean;
  columns: string[];
  rows: (string | number)[][];
  children: ReactNode;
}) {
  return (
    <Box as="figure" aria-label={label} m="0" css={{ breakInside: 'avoid' }}>
      {title && (
        <Text as="figcaption" fontWeight="semibold" fontSize="sm" mb="1">
          {label}
        </Text>
      )}
      {children}
      <VisuallyHidden>
        <table>
          <caption>{`${label}: the figures drawn`}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <td key={columns[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

export interface BarDatum {
  [key: string]: string | number;
}

/** A bar chart's props, the same for the nivo chart and the plain one (plain-charts.tsx). */
export interface BarChartProps {
  label: string;
  data: BarDatum[];
  indexBy: string;
  keys: string[];
  /** The value axis's legend, the measure and its unit, e.g. "Quantity (units)" or "Value (৳)": never left out. */
  unit: string;
  /** Whether the chart shows its label as a title (off where a panel already titles it). */
  title?: boolean;
  height?: number;
}

export function BarChart({ label, data, indexBy, keys, unit, title = true, height = 320 }: BarChartProps) {
  const formats = useNumberFormats();
  const labels = data.map((datum) => String(datum[indexBy]));
  return (
    <Figure
      label={label}
      title={title}
      columns={[indexBy, ...keys]}
      rows={data.map((datum) => [String(datum[indexBy]), ...keys.map((key) => datum[key] ?? '')])}
    >
      <DrawWhenNear height={height} testId="bar-chart" data={{ 'data-points': data.length }}>
        {(width) => {
          const plot = width - LEFT - 16;
          const axis = categoryAxis(labels, plot);
          // A few long names (regions, brands) read best as rows: named on the left, never slanted.
          const horizontal = axis.rotation !== 0 && data.length <= 12;
          // Counts tick whole numbers only (no 0.5 activity); the scale ends on the last tick.
          const ticks = wholeTicks(data.flatMap((datum) => keys.map((key) => Number(datum[key] ?? 0))));
          const value = {
            tickSize: 4,
            tickValues: ticks,
            format: (tick: string | number) => formats.compact(Number(tick)),
            legend: unit,
            legendPosition: 'middle' as const,
          };
          // Names are drawn whole: in rows, on up to two fifths of the width, in lines past it; flat, in lines
          // as wide as a bar group; slanted, on one line.
          const nameWidth = Math.min(
            Math.round(width * 0.4),
            Math.max(40, ...labels.map((label) => labelWidth(label) + 12)),
          );
          const flatChars = charsIn(plot / Math.max(1, labels.length) - 8);
          const lines = horizontal
            ? (label: string) => wrapLabel(label, charsIn(nameWidth - 12))
            : axis.rotation === 0
              ? (label: string) => wrapLabel(label, flatChars)
              : (label: string) => [label];
          const flatLines = Math.max(1, ...labels.map((label) => wrapLabel(label, flatChars).length));
          const bottom =
            axis.rotation === 0
              ? 28 + flatLines * LINE_PX
              : Math.round(Math.max(...labels.map(labelWidth)) * Math.SQRT1_2) + 28;
          const tick = (props: AxisTickProps<string>) => <CategoryTick {...props} lines={lines} centred={horizontal} />;
          return (
            <ResponsiveBar
              data={horizontal ? [...data].reverse() : data}
              keys={keys}
              indexBy={indexBy}
              groupMode="grouped"
              layout={horizontal ? 'horizontal' : 'vertical'}
              colors={CHART_COLORS}
              margin={
                horizontal
                  ? { top: 28, right: 16, bottom: 48, left: nameWidth }
                  : { top: 28, right: 16, bottom, left: LEFT }
              }
              valueScale={ticks ? { type: 'linear', min: 0, max: ticks.at(-1) ?? 1 } : { type: 'linear' }}
              gridXValues={horizontal ? ticks : undefined}
              gridYValues={horizontal ? undefined : ticks}
              padding={0.25}
              enableLabel={false}
              enableGridX={horizontal}
              enableGridY={!horizontal}
              valueFormat={(tick) => formats.number(Number(tick))}
              axisBottom={
                horizontal
                  ? { ...value, tickValues: ticks ?? 4, legendOffset: 38 }
                  : { tickRotation: axis.rotation, tickValues: axis.tickValues, renderTick: tick }
              }
              axisLeft={horizontal ? { tickSize: 4, renderTick: tick } : { ...value, legendOffset: -60 }}
              legends={[
                {
                  dataFrom: 'keys',
                  anchor: 'top-right',
                  direction: 'row',
                  itemWidth: Math.max(...keys.map(legendWidth)),
                  itemHeight: 16,
                  translateY: -26,
                  symbolSize: 12,
                },
              ]}
              role="img"
              theme={chartTheme}
              ariaLabel={label}
              animate={false}
            />
          );
        }}
      </DrawWhenNear>
    </Figure>
  );
}

export interface TrendSeries {
  id: string;
  data: { x: string; y: number }[];
}

/** A trend chart's props, the same for the nivo chart and the plain one (plain-charts.tsx). */
export interface TrendChartProps {
  label: string;
  series: TrendSeries[];
  /** The value axis's legend, the measure and its unit: never left out. */
  unit: string;
  title?: boolean;
  height?: number;
}

export function TrendChart({
  label,
  series,
  unit,
  title = true,
  height = 320,
  yFormat = '.0%',
}: TrendChartProps & { yFormat?: string }) {
  const points = [...new Set(series.flatMap((s) => s.data.map((point) => point.x)))];
  const right = Math.max(0, ...series.map((s) => legendWidth(s.id))) + 16;
  return (
    <Figure
      label={label}
      title={title}
      columns={['', ...series.map((s) => s.id)]}
      rows={points.map((x) => [x, ...series.map((s) => s.data.find((point) => point.x === x)?.y ?? '')])}
    >
      <DrawWhenNear height={height} testId="trend-chart" data={{ 'data-series': series.length }}>
        {(width) => {
          const axis = categoryAxis(points, width - LEFT - right);
          return (
            <ResponsiveLine
              data={series}
              colors={CHART_COLORS}
              margin={{ top: 16, right, bottom: axis.bottom, left: LEFT }}
              xScale={{ type: 'point' }}
              yScale={{ type: 'linear', min: 0, max: 'auto' }}
              yFormat={yFormat}
              axisBottom={{ tickRotation: axis.rotation, tickValues: axis.tickValues, format: axis.format }}
              axisLeft={{ format: yFormat, legend: unit, legendPosition: 'middle', legendOffset: -60 }}
              pointSize={6}
              enableSlices="x"
              legends={[
                {
                  anchor: 'right',
                  direction: 'column',
                  translateX: right - 8,
                  itemWidth: right - 16,
                  itemHeight: 18,
                  symbolSize: 12,
                },
              ]}
              role="img"
              theme={chartTheme}
              ariaLabel={label}
              animate={false}
            />
          );
        }}
      </DrawWhenNear>
    </Figure>
  );
}
