/**
 * A horizontal bar chart beside a report's table (issue 24; decision 381): hand-drawn SVG, stacked
 * (the parts of a whole) or grouped (measures side by side). Each bar is keyboard focusable (one
 * tab stop, arrows move between bars) and says its figures as its accessible name; hovering or
 * focusing it shows them too. The table below stays the full, accessible source of the numbers.
 *
 * Usage:
 *   <BarChart title="Licenties per product" series={[{ key: 'active', label: 'Actief' }, …]}
 *     bars={rankBars(bars, keys, { rankBy, limit: 15, otherLabel })} layout="stacked" filename="licenties" />
 */
import { useId, useRef, useState } from 'react';
import { formatCount } from '../../../domain/numbers';
import { axisTicks } from './axis-ticks';
import { ChartExportButtons } from './chart-export-buttons';
import { barTotal, type ChartBar, type ChartSeries, rankBars, sumBars } from './chart-model';
import { ChartPatterns, FONT_FAMILY, fillOf, GRID_COLOUR, MUTED_COLOUR, TEXT_COLOUR } from './chart-style';

type BarChartProps<K extends string> = {
  /** The chart's accessible name and caption. */
  title: string;
  /** More for the caption line (how many rows the table has loaded). */
  description?: string;
  series: readonly ChartSeries<K>[];
  /** Every bar: the largest `rank.limit` are drawn, all of them add up to the totals line. */
  bars: readonly ChartBar<K>[];
  /** What ranks the bars, as the caption says it ('totaal'), and how many are drawn. */
  rank: { by: (bar: ChartBar<K>) => number; label: string; limit: number };
  layout: 'stacked' | 'grouped';
  /** The exported file's name, without extension. */
  filename: string;
};

const WIDTH = 960;
const LABEL_WIDTH = 250;
const VALUE_WIDTH = 72;
const AXIS_HEIGHT = 24;
const BAR_X = LABEL_WIDTH + 8;
const BAR_WIDTH = WIDTH - BAR_X - VALUE_WIDTH;
const STACKED_ROW = 30;
const STACKED_BAR = 20;
const GROUPED_BAR = 11;

const shortLabel = (label: string) => (label.length > 36 ? `${label.slice(0, 35)}…` : label);

/** What a bar's accessible name and tooltip say: its label and each figure, and the total when stacked. */
export function barFigures<K extends string>(
  bar: ChartBar<K>,
  series: readonly ChartSeries<K>[],
  isStacked: boolean,
): string {
  const figures = series.map((s) => `${s.label} ${formatCount(bar.values[s.key])}`);
  if (isStacked)
    figures.push(
      `totaal ${formatCount(
        barTotal(
          bar,
          series.map((s) => s.key),
        ),
      )}`,
    );
  return `${bar.label}: ${figures.join(', ')}`;
}

export function BarChart<K extends string>({
  title,
  description,
  series,
  bars: allBars,
  rank,
  layout,
  filename,
}: BarChartProps<K>) {
  // An id usable inside url(#…) and as a selector, whatever characters React's ids hold.
  const chartId = `chart${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const captionId = `${chartId}-caption`;
  const svgRef = useRef<SVGSVGElement>(null);
  const barRefs = useRef<(SVGGElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  if (allBars.length === 0) return null;

  const isStacked = layout === 'stacked';
  const keys = series.map((s) => s.key);
  const bars = rankBars(allBars, rank.by, rank.limit);
  const count = formatCount(allBars.length);
  const note =
    `Gesorteerd op ${rank.label}` +
    (allBars.length > bars.length ? `; de ${bars.length} grootste van ${count} producten` : '') +
    `. De tabel hieronder heeft ze allemaal.${description ? ` ${description}` : ''}`;
  const totals = barFigures(
    {
      id: 'totaal',
      label: allBars.length === 1 ? 'Totaal van 1 product' : `Alle ${count} producten samen`,
      values: sumBars(allBars, keys),
    },
    series,
    isStacked,
  );
  const rowHeight = isStacked ? STACKED_ROW : series.length * (GROUPED_BAR + 2) + 12;
  const height = AXIS_HEIGHT + bars.length * rowHeight + 8;
  const largest = Math.max(
    1,
    ...bars.map((bar) => (isStacked ? barTotal(bar, keys) : Math.max(...keys.map((k) => bar.values[k])))),
  );
  const ticks = axisTicks(largest);
  const top = ticks.at(-1) ?? largest;
  const x = (value: number) => BAR_X + (value / top) * BAR_WIDTH;
  const shown = hovered ?? focused;
  const active = Math.min(current, bars.length - 1);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(bars.length - 1, index));
    setCurrent(next);
    barRefs.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const target = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: bars.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <figure aria-labelledby={captionId} className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <figcaption id={captionId} className="font-semibold">
          {title}
          <span className="block text-sm font-normal text-slate-600">{note}</span>
        </figcaption>
        <ChartExportButtons svgRef={svgRef} filename={filename} />
      </div>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm" aria-label="Legenda">
        {series.map((s, index) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="16" height="16" aria-hidden="true">
              <ChartPatterns chartId={`${chartId}-legend-${index}`} count={series.length} />
              <rect width="16" height="16" fill={fillOf(`${chartId}-legend-${index}`, index)} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <div className="relative mt-2">
        <svg
          ref={svgRef}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="h-auto w-full"
          fontFamily={FONT_FAMILY}
        >
          <title>{title}</title>
          <ChartPatterns chartId={chartId} count={series.length} />
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={x(tick)} x2={x(tick)} y1={AXIS_HEIGHT - 4} y2={height - 8} stroke={GRID_COLOUR} />
              <text x={x(tick)} y={AXIS_HEIGHT - 8} textAnchor="middle" fontSize="11" fill={MUTED_COLOUR}>
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {bars.map((bar, index) => {
            const y = AXIS_HEIGHT + index * rowHeight;
            const figures = barFigures(bar, series, isStacked);
            let start = 0;
            return (
              // A focusable bar with its figures as name, as chart libraries draw data points (Highcharts):
              // the arrows move between bars; nothing happens on Enter, so it is no button.
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: see above.
              <g
                key={bar.id}
                ref={(node) => {
                  barRefs.current[index] = node;
                }}
                role="img"
                aria-label={figures}
                tabIndex={index === active ? 0 : -1}
                className="focus-ring"
                onFocus={() => {
                  setCurrent(index);
                  setFocused(index);
                }}
                onBlur={() => setFocused(null)}
                onMouseEnter={() => setHovered(index)}
                onMouseLeave={() => setHovered(null)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <rect
                  x="0"
                  y={y}
                  width={WIDTH}
                  height={rowHeight}
                  fill={shown === index ? '#f1f5f9' : 'transparent'}
                  data-highlight={shown === index ? '' : undefined}
                />
                <text
                  x={LABEL_WIDTH}
                  y={y + rowHeight / 2 + 4}
                  textAnchor="end"
                  fontSize="12"
                  fill={TEXT_COLOUR}
                >
                  {shortLabel(bar.label)}
                </text>
                {isStacked ? (
                  <>
                    {series.map((s, seriesIndex) => {
                      const from = start;
                      start += bar.values[s.key];
                      return (
                        <rect
                          key={s.key}
                          x={x(from)}
                          y={y + (rowHeight - STACKED_BAR) / 2}
                          width={Math.max(0, x(start) - x(from))}
                          height={STACKED_BAR}
                          fill={fillOf(chartId, seriesIndex)}
                          stroke="#ffffff"
                          strokeWidth="1"
                        />
                      );
                    })}
                    <text x={x(start) + 6} y={y + rowHeight / 2 + 4} fontSize="12" fill={TEXT_COLOUR}>
                      {formatCount(start)}
                    </text>
                  </>
                ) : (
                  series.map((s, seriesIndex) => {
                    const barY = y + 6 + seriesIndex * (GROUPED_BAR + 2);
                    return (
                      <g key={s.key}>
                        <rect
                          x={BAR_X}
                          y={barY}
                          width={Math.max(0, x(bar.values[s.key]) - BAR_X)}
                          height={GROUPED_BAR}
                          fill={fillOf(chartId, seriesIndex)}
                        />
                        <text
                          x={x(bar.values[s.key]) + 4}
                          y={barY + GROUPED_BAR - 1}
                          fontSize="10"
                          fill={TEXT_COLOUR}
                        >
                          {formatCount(bar.values[s.key])}
                        </text>
                      </g>
                    );
                  })
                )}
              </g>
            );
          })}
        </svg>
        {shown !== null && bars[shown] ? (
          <ChartTooltip
            bar={bars[shown]}
            series={series}
            isStacked={isStacked}
            top={`${((AXIS_HEIGHT + (shown + 1) * rowHeight) / height) * 100}%`}
          />
        ) : null}
      </div>
      <p data-testid="chart-totals" className="mt-2 text-sm text-slate-700">
        {totals}
      </p>
    </figure>
  );
}

/** The figures of the bar under the pointer or focus; the bar's own name already says them. */
function ChartTooltip<K extends string>(props: {
  bar: ChartBar<K>;
  series: readonly ChartSeries<K>[];
  isStacked: boolean;
  top: string;
}) {
  const { bar, series, isStacked, top } = props;
  const keys = series.map((s) => s.key);
  return (
    <div
      aria-hidden="true"
      data-testid="chart-tooltip"
      className="pointer-events-none absolute z-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-md"
      style={{ top, left: `${(BAR_X / WIDTH) * 100}%` }}
    >
      <p className="font-semibold">{bar.label}</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-3">
        {series.map((s) => (
          <div key={s.key} className="contents">
            <dt>{s.label}</dt>
            <dd className="text-right tabular-nums">{formatCount(bar.values[s.key])}</dd>
          </div>
        ))}
        {isStacked ? (
          <div className="contents font-semibold">
            <dt>Totaal</dt>
            <dd className="text-right tabular-nums">{formatCount(barTotal(bar, keys))}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
