import { within } from '@testing-library/react';

/** The titles of a list's or report's columns, in order, as a person reads them. */
export function columnTitles(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}
