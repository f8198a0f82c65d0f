import { within } from '@testing-library/react';

/** Dutch count ('1.203') to a number. */
const countOf = (text: string) => Number(text.replaceAll('.', ''));

/** 'Label: Beschikbaar 1.200, Actief 5, totaal 1.205' to its label and figures by series label. */
function figuresOf(text: string) {
  const at = text.lastIndexOf(': ');
  const figures = Object.fromEntries(
    text
      .slice(at + 2)
      .split(', ')
      .map((part) => {
        const space = part.lastIndexOf(' ');
        return [part.slice(0, space), countOf(part.slice(space + 1))];
      }),
  ) as Record<string, number>;
  return { label: text.slice(0, at), figures };
}

/**
 * What a chart says: each drawn bar's figures, read from its accessible name, and the line under
 * the chart that adds up every bar ('Alle 20 producten samen: Beschikbaar …').
 */
export function chartFigures(chart: HTMLElement) {
  const bars = [...chart.querySelectorAll('g[role="img"]')].map((bar) =>
    figuresOf(bar.getAttribute('aria-label') ?? ''),
  );
  const totals = figuresOf(within(chart).getByTestId('chart-totals').textContent ?? '');
  return { bars, totals };
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
