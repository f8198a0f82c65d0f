/**
 * How the chart's series look: a colour with 3:1 contrast or more against white (WCAG 1.4.11) and
 * a pattern of its own (solid, stripes, dots), so no series is told apart by colour alone. The
 * legend's swatches use the same patterns. Attributes only, no CSS classes: the exported SVG and
 * PNG look the same as the screen.
 */

/** blue-800 8.7:1, amber-700 5.0:1, emerald-700 5.5:1 against white. */
const COLOURS = ['#1e40af', '#b45309', '#047857'] as const;
export const TEXT_COLOUR = '#0f172a';
export const MUTED_COLOUR = '#475569';
export const GRID_COLOUR = '#cbd5e1';
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const fillOf = (chartId: string, index: number) =>
  `url(#${chartId}-pattern-${index % COLOURS.length})`;

/** The pattern of series `index`: 0 solid, 1 diagonal stripes, 2 dots. */
function Pattern({ id, index }: { id: string; index: number }) {
  const colour = COLOURS[index % COLOURS.length];
  const kind = index % COLOURS.length;
  return (
    <pattern
      id={id}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform={kind === 1 ? 'rotate(45)' : undefined}
    >
      <rect width="6" height="6" fill={colour} />
      {kind === 1 ? <rect width="2" height="6" fill="#ffffff" /> : null}
      {kind === 2 ? <circle cx="3" cy="3" r="1.3" fill="#ffffff" /> : null}
    </pattern>
  );
}

/** The patterns of `count` series, for one chart's (or one swatch's) <defs>. */
export function ChartPatterns({ chartId, count }: { chartId: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a series' pattern is its position.
        <Pattern key={index} id={`${chartId}-pattern-${index}`} index={index} />
      ))}
    </defs>
  );
}
