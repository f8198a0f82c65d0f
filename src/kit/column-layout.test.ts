import { describe, expect, it } from 'vitest';
import { cellTitle, gridTracks } from './column-layout';

describe('column layout (issue 20 item 6)', () => {
  it('gives a share a minimum of its longest title word and never narrows a fixed width below its title', () => {
    expect(gridTracks([{ header: 'Correctie van referentie', width: '2fr' }])).toBe(
      'minmax(calc(5.80em + 1rem), 2fr)',
    );
    expect(gridTracks([{ header: 'Eind', width: '6rem', sortField: 'endDate' }])).toBe(
      'max(6rem, calc(2.32em + 2.25rem))',
    );
    expect(gridTracks([{ header: 'Contract-id' }])).toBe('minmax(calc(5.22em + 1rem), 1fr)');
  });

  it('takes a text cell as its own tooltip and an element cell from the column text', () => {
    expect(cellTitle('Openbare basisschool De Linde', undefined)).toBe('Openbare basisschool De Linde');
    expect(cellTitle(42, undefined)).toBe('42');
    expect(cellTitle('', undefined)).toBeUndefined();
    expect(cellTitle(null, 'Rekenen (9789000000080)')).toBe('Rekenen (9789000000080)');
    expect(cellTitle(null, undefined)).toBeUndefined();
  });
});
