import type { Counter } from './counter';

/*
 * Licences with a school per Dutch creation month (decision 550, migration 0019): `n` all, `bp`
 * Basispoort-made. Less the range's repeats (tlink_school_group_repeats) they give the number of
 * groups per school of Licenties per school over whole months. Not totals' counters.
 */

export const schoolsByMonthCounter: Counter = {
  table: 'tlink_counts_by_school_month',
  keys: ['month', 'organisation_id'],
  sums: ['bp'],
};

export const publisherSchoolsByMonthCounter: Counter = {
  table: 'tlink_counts_by_publisher_school_month',
  keys: ['month', 'publisher_id', 'organisation_id'],
  sums: ['bp'],
};
