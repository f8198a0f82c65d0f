import { within } from '@testing-library/react';

/** Dutch count ('1.203') to a number. */
const countOf = (text: string) => Number(text.replaceAll('.', ''));

/**
 * What a chart's bars say, read from their accessible names ('Rekenen 1: Beschikbaar 1.200,
 * Actief 5, totaal 1.205'): each bar's figures by series label, and their sums over the bars.
 */
export function chartFigures(chart: HTMLElement) {
  const bars = within(chart)
    .getAllByRole('img')
    .map((bar) => {
      const name = bar.getAttribute('aria-label') ?? '';
      const at = name.lastIndexOf(': ');
      const figures = Object.fromEntries(
        name
          .slice(at + 2)
          .split(', ')
          .map((part) => {
            const space = part.lastIndexOf(' ');
            return [part.slice(0, space), countOf(part.slice(space + 1))];
          }),
      ) as Record<string, number>;
      return { label: name.slice(0, at), figures };
    });
  const sums: Record<string, number> = {};
  for (const bar of bars)
    for (const [label, value] of Object.entries(bar.figures)) sums[label] = (sums[label] ?? 0) + value;
  return { bars, sums };
}

/** A Dutch count cell's text as a number. */
export const countText = countOf;

/** The sum of a list grid's column, by its header, over the rows it shows. */
export function gridColumnSum(grid: HTMLElement, header: string): number {
  const column = within(grid)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === header);
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .reduce((sum, row) => sum + countOf(within(row).getAllByRole('cell')[column]?.textContent ?? '0'), 0);
}
