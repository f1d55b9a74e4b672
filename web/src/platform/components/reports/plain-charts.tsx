// Light charts drawn as plain SVG, for the dashboard's first screen: grouped horizontal bars per category and
// a line per series. They need no chart library, so the dashboard neither fetches nivo (about 100 kB gzip) nor
// spends the 100 to 230 ms tasks nivo takes to lay a chart out (total blocking time). They keep the
// report charts' promises: the Figure frame (a label, its figures as a table for screen readers), named series
// in a legend, the unit on the value axis and category labels that never overlap.
import { Box } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { categoryAxis, legendWidth, shorten } from './chart-axis';
import { type BarChartProps, CHART_COLORS, Figure, type TrendChartProps } from './charts';
import { useNumberFormats } from './format';

const TEXT = { fill: 'var(--chakra-colors-fg-muted)', fontSize: 11 } as const;
const LINE = { stroke: '#a1a1aa', strokeOpacity: 0.4 } as const;
const ROW_PX = 16; // the least room a category label needs

/** About `count` round steps from 0 to at least `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return ticks;
}

/** A box of the given height that passes its width to the drawing (nothing drawn until it is known). */
function Measured({
  height,
  testId,
  children,
}: {
  height: number;
  testId: string;
  children: (w: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} h={`${height}px`} data-testid={testId}>
      {width > 0 ? children(width) : null}
    </Box>
  );
}

/** The series' names in a row from `x`, each with its colour. */
function Legend({ names, x, y }: { names: string[]; x: number; y: number }) {
  let at = x;
  return (
    <g>
      {names.map((name, index) => {
        const left = at;
        at += legendWidth(name);
        return (
          <g key={name} transform={`translate(${left},${y})`}>
            <rect width="12" height="12" fill={CHART_COLORS[index % CHART_COLORS.length]} />
            <text x="16" y="10" style={TEXT}>
              {name}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export function PlainBarChart({ label, data, indexBy, keys, unit, title = true, height = 320 }: BarChartProps) {
  const formats = useNumberFormats();
  const labels = data.map((datum) => String(datum[indexBy]));
  const top = 28;
  const bottom = 48;
  const boxHeight = Math.max(height, data.length * ROW_PX + top + bottom);
  const nameWidth = Math.min(150, Math.max(40, ...labels.map((name) => legendWidth(shorten(name)))));
  const largest = Math.max(0, ...data.flatMap((datum) => keys.map((key) => Number(datum[key]) || 0)));
  return (
    <Figure
      label={label}
      title={title}
      columns={[indexBy, ...keys]}
      rows={data.map((datum) => [String(datum[indexBy]), ...keys.map((key) => datum[key] ?? '')])}
    >
      <Measured height={boxHeight} testId="bar-chart">
        {(width) => {
          const plot = Math.max(1, width - nameWidth - 24);
          // A value label needs about 60 px: fewer steps on a narrow screen.
          const ticks = niceTicks(largest, Math.max(1, Math.min(4, Math.floor(plot / 60))));
          const max = ticks[ticks.length - 1]!;
          const band = (boxHeight - top - bottom) / Math.max(1, data.length);
          const bar = (band * 0.75) / keys.length;
          const x = (value: number) => nameWidth + (Math.max(0, value) / max) * plot;
          return (
            <svg width={width} height={boxHeight} role="img" aria-label={label}>
              <Legend names={keys} x={nameWidth} y={4} />
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={x(tick)} x2={x(tick)} y1={top} y2={boxHeight - bottom} style={LINE} />
                  <text x={x(tick)} y={boxHeight - bottom + 16} textAnchor="middle" style={TEXT}>
                    {formats.compact(tick)}
                  </text>
                </g>
              ))}
              <text x={nameWidth + plot / 2} y={boxHeight - 8} textAnchor="middle" style={TEXT}>
                {unit}
              </text>
              {data.map((datum, row) => {
                const y = top + row * band;
                return (
                  <g key={labels[row]}>
                    <text x={nameWidth - 8} y={y + band / 2 + 4} textAnchor="end" style={TEXT}>
                      {shorten(labels[row]!)}
                    </text>
                    {keys.map((key, index) => {
                      const value = Number(datum[key]) || 0;
                      return (
                        <rect
                          key={key}
                          x={nameWidth}
                          y={y + band * 0.125 + index * bar}
                          width={x(value) - nameWidth}
                          height={Math.max(1, bar - 1)}
                          fill={CHART_COLORS[index % CHART_COLORS.length]}
                        >
                          <title>{`${labels[row]}, ${key}: ${formats.number(value)}`}</title>
                        </rect>
                      );
                    })}
                  </g>
                );
              })}
            </svg>
          );
        }}
      </Measured>
    </Figure>
  );
}

export function PlainTrendChart({ label, series, unit, title = true, height = 320 }: TrendChartProps) {
  const formats = useNumberFormats();
  const points = [...new Set(series.flatMap((s) => s.data.map((point) => point.x)))];
  const largest = Math.max(0, ...series.flatMap((s) => s.data.map((point) => point.y)));
  const ticks = niceTicks(largest, Math.max(1, Math.floor((height - 80) / 40)));
  const max = ticks[ticks.length - 1]!;
  const left = 72;
  const top = 28;
  return (
    <Figure
      label={label}
      title={title}
      columns={['', ...series.map((s) => s.id)]}
      rows={points.map((x) => [x, ...series.map((s) => s.data.find((point) => point.x === x)?.y ?? '')])}
    >
      <Measured height={height} testId="trend-chart">
        {(width) => {
          const plot = Math.max(1, width - left - 16);
          const axis = categoryAxis(points, plot);
          // Slanted labels take a square-ish box each: keep every n-th so that boxes stay apart.
          const pitch = plot / Math.max(1, points.length);
          const slanted = Math.max(0, ...points.map((point) => axis.format(point).length)) * 6.5 * Math.SQRT1_2 + 12;
          const every = axis.rotation ? Math.max(1, Math.ceil(slanted / pitch)) : 1;
          const drawn = new Set(axis.rotation ? points.filter((_, index) => index % every === 0) : axis.tickValues);
          const bottom = height - axis.bottom;
          const step = plot / Math.max(1, points.length - 1);
          const at = new Map(
            points.map((point, index) => [point, left + (points.length > 1 ? index * step : plot / 2)]),
          );
          const y = (value: number) => bottom - (Math.max(0, value) / max) * (bottom - top);
          return (
            <svg width={width} height={height} role="img" aria-label={label}>
              <Legend names={series.map((s) => s.id)} x={left} y={4} />
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={left} x2={left + plot} y1={y(tick)} y2={y(tick)} style={LINE} />
                  <text x={left - 6} y={y(tick) + 4} textAnchor="end" style={TEXT}>
                    {formats.compact(tick)}
                  </text>
                </g>
              ))}
              <text transform={`translate(14,${(top + bottom) / 2}) rotate(-90)`} textAnchor="middle" style={TEXT}>
                {unit}
              </text>
              {points.map((point) =>
                drawn.has(point) ? (
                  <text
                    key={point}
                    transform={`translate(${at.get(point)},${bottom + 14}) rotate(${axis.rotation})`}
                    textAnchor={axis.rotation ? 'end' : 'middle'}
                    style={TEXT}
                  >
                    {axis.format(point)}
                  </text>
                ) : null,
              )}
              {series.map((s, index) => {
                const color = CHART_COLORS[index % CHART_COLORS.length];
                const path = s.data.map((point) => `${at.get(point.x)},${y(point.y)}`).join(' ');
                return (
                  <g key={s.id}>
                    <polyline points={path} fill="none" stroke={color} strokeWidth="2" />
                    {s.data.map((point) => (
                      <circle key={point.x} cx={at.get(point.x)} cy={y(point.y)} r="3" fill={color}>
                        <title>{`${point.x}, ${s.id}: ${formats.number(point.y)}`}</title>
                      </circle>
                    ))}
                  </g>
                );
              })}
            </svg>
          );
        }}
      </Measured>
    </Figure>
  );
}
