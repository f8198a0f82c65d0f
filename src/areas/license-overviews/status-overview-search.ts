import { formatMonth } from '../../../domain/dates';
import { statusOverviewMonths } from '../../../domain/schemas/tlink-overviews';
import { defineListFilters, selectFilter } from '../../kit/url-filters';

/** The months the overview offers, newest first (the last complete month first). */
export const STATUS_OVERVIEW_MONTHS = statusOverviewMonths(new Date());
const [newest = '', ...older] = STATUS_OVERVIEW_MONTHS;

/**
 * The /tlinkstatusoverview filter bar: the month (yyyy-MM in the URL); no month in the URL is the
 * newest one, which the empty choice names. The publisher is a lookup beside the bar.
 */
export const statusOverviewFilters = defineListFilters([
  selectFilter(
    'maand',
    'Maand',
    older.map((month) => ({ value: month, label: formatMonth(month) })),
    { allLabel: formatMonth(newest) },
  ),
]);

export type StatusOverviewSearch = ReturnType<typeof statusOverviewFilters.validateSearch> & {
  uitgever?: number | undefined;
};

/** The URL keeps the month and the publisher id. */
export function validateStatusOverviewSearch(raw: Record<string, unknown>): StatusOverviewSearch {
  const text = typeof raw.uitgever === 'number' ? String(raw.uitgever) : raw.uitgever;
  const uitgever = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
  return { ...statusOverviewFilters.validateSearch(raw), uitgever };
}

/** The month shown: the URL's, else the newest. */
export const monthOf = (search: StatusOverviewSearch): string => search.maand ?? newest;
