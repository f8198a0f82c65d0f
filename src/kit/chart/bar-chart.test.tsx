// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks';
import { BarChart } from './bar-chart';
import { svgFileText } from './chart-export';

const series = [
  { key: 'available', label: 'Beschikbaar' },
  { key: 'active', label: 'Actief' },
] as const;
const bar = (id: number, available: number, active: number) => ({
  id: String(id),
  label: `Product ${id}`,
  values: { available, active },
});

function renderChart() {
  render(
    <BarChart
      title="Licenties per product"
      series={series}
      bars={[bar(1, 10, 5), bar(2, 3, 1), bar(3, 0, 2)]}
      rank={{ by: (b) => b.values.available + b.values.active, label: 'totaal', limit: 15 }}
      layout="stacked"
      filename="licenties"
    />,
  );
  return screen.getByRole('figure', { name: /^Licenties per product/ });
}

describe('BarChart (decision 381)', () => {
  it('is one tab stop whose arrows move between bars, each naming its figures and showing them on focus', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    const bars = within(chart).getAllByRole('img');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Product 1: Beschikbaar 10, Actief 5, totaal 15',
      'Product 2: Beschikbaar 3, Actief 1, totaal 4',
      'Product 3: Beschikbaar 0, Actief 2, totaal 2',
    ]);
    expect(bars.map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(bars[0]).toHaveFocus();
    expect(within(chart).getByTestId('chart-tooltip')).toHaveTextContent(
      'Product 1Beschikbaar10Actief5Totaal15',
    );
    await user.keyboard('{ArrowDown}');
    expect(bars[1]).toHaveFocus();
    expect(within(chart).getByTestId('chart-tooltip')).toHaveTextContent('Product 2');
    await user.keyboard('{End}');
    expect(bars[2]).toHaveFocus();
    expect(bars.map((b) => b.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
  });

  it('exports a stand-alone SVG: namespaced, sized, titled, on white, without the highlight', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    // Focus the first bar (after the PNG and SVG buttons): it is highlighted on screen.
    await user.tab();
    await user.tab();
    await user.tab();
    const svg = chart.querySelector('svg > title')?.parentElement as unknown as SVGSVGElement;
    expect(svg.querySelector('[data-highlight]')).not.toBeNull();
    const text = svgFileText(svg);
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(text).toMatch(/<svg [^>]*width="960"/);
    expect(text).toMatch(
      /<title>Licenties per product<\/title><rect width="100%" height="100%" fill="#ffffff"/,
    );
    expect(text).not.toContain('data-highlight');
    expect(text).not.toContain('tabindex');
  });

  it('draws the largest bars only, and adds up every bar in the line under the chart', () => {
    render(
      <BarChart
        title="Licenties per product"
        series={series}
        bars={[bar(1, 5, 5), bar(2, 1, 0), bar(3, 4, 4), bar(4, 2, 2)]}
        rank={{ by: (b) => b.values.available + b.values.active, label: 'totaal', limit: 3 }}
        layout="stacked"
        filename="licenties"
      />,
    );
    const chart = screen.getByRole('figure', {
      name: /^Licenties per product ?Gesorteerd op totaal; de 3 grootste van 4 producten/,
    });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((b) => b.getAttribute('aria-label')?.split(':')[0]),
    ).toEqual(['Product 1', 'Product 3', 'Product 4']);
    expect(within(chart).getByTestId('chart-totals')).toHaveTextContent(
      'Alle 4 producten samen: Beschikbaar 12, Actief 11, totaal 23',
    );
  });

  it('names the line under a chart of one product in the singular', () => {
    render(
      <BarChart
        title="Licenties per product"
        series={series}
        bars={[bar(1, 5, 5)]}
        rank={{ by: (b) => b.values.available + b.values.active, label: 'totaal', limit: 3 }}
        layout="stacked"
        filename="licenties"
      />,
    );
    expect(screen.getByTestId('chart-totals')).toHaveTextContent(
      'Totaal van 1 product: Beschikbaar 5, Actief 5, totaal 10',
    );
  });

  it('puts axis ticks at 1, 2 or 5 times a power of ten, up to at least the largest bar', () => {
    expect(axisTicks(15)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(1207)).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
  });
});
