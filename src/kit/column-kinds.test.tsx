// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  centsColumn,
  codeColumn,
  countColumn,
  dateColumn,
  nameColumn,
  textColumn,
  yesNoColumn,
} from './column-kinds';

type Row = {
  name: string | null;
  grades: number[];
  amount: number;
  price: number;
  isActive: boolean;
  endDate: string | null;
  changedAt: string;
  state: string;
  owner: { id: number; name: string } | null;
};

const row: Row = {
  name: null,
  grades: [3, 4],
  amount: 12,
  price: 1250,
  isActive: true,
  endDate: '2025-07-31',
  changedAt: '2025-01-15T09:05:07Z',
  state: 'ACTIVE',
  owner: { id: 9, name: 'Uitgeverij Noord' },
};

describe('column kinds', () => {
  it('shows, sorts by and exports the field under the column title', () => {
    expect(textColumn<Row>('name', 'Naam', { sort: true, width: '2fr' })).toMatchObject({
      id: 'name',
      header: 'Naam',
      sortField: 'name',
      width: '2fr',
      csv: 'name',
    });
    expect(textColumn<Row>('name', 'Naam')).not.toHaveProperty('sortField');
    expect(textColumn<Row>('name', 'Naam').cell(row)).toBe('');
    expect(textColumn<Row>('grades', 'Groepen').cell(row)).toBe('3, 4');
  });

  it('puts counts and money at the end, money in euros and cents with its text as tooltip', () => {
    expect(countColumn<Row>('amount', 'Aantal')).toMatchObject({ align: 'end', csv: 'amount' });
    // Counts read as on the overviews and in toasts: dots between thousands.
    expect(countColumn<Row>('amount', 'Aantal').cell({ ...row, amount: 12345 })).toBe('12.345');
    const price = centsColumn<Row>('price', 'Prijs');
    expect(price).toMatchObject({ align: 'end', width: '8rem' });
    expect(price.text?.(row)).toBe('12,50');
    render(<div>{price.cell(row)}</div>);
    expect(screen.getByText('12,50')).toHaveClass('font-mono');
  });

  it('reads a yes/no field in Dutch', () => {
    expect(yesNoColumn<Row>('isActive', 'Actief').cell(row)).toBe('Ja');
  });

  it('shows a date in Amsterdam in the width of its format', () => {
    const end = dateColumn<Row>('endDate', 'Einddatum', 'day');
    expect(end.width).toBe('7rem');
    expect(end.cell(row)).toBe('31-07-2025');
    expect(end.cell({ ...row, endDate: null })).toBe('');
    const changed = dateColumn<Row>('changedAt', 'Gewijzigd', 'history');
    expect(changed.width).toBe('11.75rem');
    expect(changed.cell(row)).toBe('15-01-2025 10:05:07');
    expect(dateColumn<Row>('changedAt', 'Gewijzigd', 'moment').cell(row)).toBe('15-01-2025 10:05');
  });

  it('shows a code by its Dutch label with the code as tooltip, and a reference by its name', () => {
    const state = codeColumn<Row>('state', 'Status', { ACTIVE: 'Actief' }, { sort: true });
    expect(state).toMatchObject({ id: 'state', sortField: 'state', csv: 'state' });
    render(<div>{state.cell(row)}</div>);
    expect(screen.getByText('Actief')).toHaveAttribute('title', 'ACTIVE');
    const owner = nameColumn<Row>('owner', 'Eigenaar');
    expect(owner).toMatchObject({ id: 'owner', csv: 'owner.name' });
    expect(owner.cell(row)).toBe('Uitgeverij Noord');
    expect(owner.cell({ ...row, owner: null })).toBe('');
  });
});
