import type * as v from 'valibot';
import { formatMonth } from '../../../domain/dates';
import { StatusOverviewFilterSchema, statusOverviewMonths } from '../../../domain/schemas/tlink-overviews';
import { defineListFilters, lookupFilter, selectFilter } from '../../kit/list-filters';

/** The months the overview offers, newest first (the last complete month first). */
export const STATUS_OVERVIEW_MONTHS = statusOverviewMonths(new Date());
const [newest = '', ...older] = STATUS_OVERVIEW_MONTHS;

/**
 * The /tlinkstatusoverview search: the month (yyyy-MM; none is the newest, which the empty choice
 * names) and the publisher lookup's id, under the API's name (`publisherId`, its publisher filter:
 * hidden from a publisher-bound administrator, decision 610). The month is the screen's to turn into
 * the call's range (`monthRange`).
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
  { schema: StatusOverviewFilterSchema, ids: [lookupFilter('publisherId', 'Uitgever', 'Uitgever')] },
);
export type StatusOverviewSearch = v.InferOutput<typeof statusOverviewFilters.schema>;

/** The month shown: the URL's, else the newest. */
export const monthOf = (search: StatusOverviewSearch): string => search.maand ?? newest;
