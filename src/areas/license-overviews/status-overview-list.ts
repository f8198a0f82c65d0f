import type * as v from 'valibot';
import { formatMonth } from '../../../domain/dates';
import { statusOverviewMonths } from '../../../domain/schemas/tlink-overviews';
import { defineListFilters, lookupFilter, selectFilter } from '../../kit/list-filters';

/** The months the overview offers, newest first (the last complete month first). */
export const STATUS_OVERVIEW_MONTHS = statusOverviewMonths(new Date());
const [newest = '', ...older] = STATUS_OVERVIEW_MONTHS;

/**
 * The /tlinkstatusoverview search: the month (yyyy-MM; none is the newest, which the empty choice
 * names) and the publisher lookup's id.
 */
export const statusOverviewFilters = defineListFilters(
  [
    selectFilter(
      'maand',
      'Maand',
      older.map((month) => ({ value: month, label: formatMonth(month) })),
      { allLabel: formatMonth(newest) },
    ),
  ],
  { ids: [lookupFilter('uitgever', 'Uitgever', 'Uitgever')] },
);
export type StatusOverviewSearch = v.InferOutput<typeof statusOverviewFilters.schema>;

/** The month shown: the URL's, else the newest. */
export const monthOf = (search: StatusOverviewSearch): string => search.maand ?? newest;
