// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ID_LIST_MAX, idListParam } from '../../domain/schemas/id-list';
import { withPublisherFilter } from '../../domain/schemas/publisher-filter';
import { idParam } from '../../domain/schemas/query-params';
import { FilterBar } from './filter-bar';
import {
  checkboxFilter,
  dateRangeFilter,
  defineListFilters,
  type FilterValues,
  lookupFilter,
  multiSelectFilter,
  selectFilter,
  textFilter,
} from './list-filters';

const filters = defineListFilters(
  [
    textFilter('voornaam', 'Voornaam', { minLength: 3 }),
    textFilter('brin', 'BRIN', { minLength: 4 }),
    selectFilter('schoolYear', 'Schooljaar', [
      { value: '1', label: '1' },
      { value: '2', label: '2' },
    ]),
    multiSelectFilter('status', 'Status', [
      { value: 'ACTIVE', label: 'Actief' },
      { value: 'EXPIRED', label: 'Verlopen' },
    ]),
    dateRangeFilter('startDate', 'endDate', 'Datum'),
    checkboxFilter('expired', 'Ook verlopen'),
  ],
  {
    schema: v.object({ brin: v.optional(v.pipe(v.string(), v.regex(/^\d{2}[A-Z]{2}$/))) }),
    sortFields: ['name'],
  },
);
type Values = FilterValues<(typeof filters.defs)[number]>;

describe('a list declaration', () => {
  it('reads the URL value by value: trimmed, too short or invalid dropped, never the page', () => {
    const search = v.parse(filters.schema, {
      voornaam: '  Anna  ',
      brin: '12ab',
      schoolYear: '9',
      status: ['EXPIRED', 'BOGUS', 'ACTIVE'],
      startDate: '01-02-2024',
      endDate: '31-02-2024',
      expired: 'true',
      sort: 'ASC-name',
      other: 'x',
    });
    expect(search).toEqual({
      voornaam: 'Anna',
      brin: undefined,
      schoolYear: undefined,
      status: ['ACTIVE', 'EXPIRED'],
      startDate: '01-02-2024',
      endDate: undefined,
      expired: true,
      sort: 'ASC-name',
    });
    expect(v.parse(filters.schema, { voornaam: 'An', sort: 'DESC-password' })).toEqual({
      voornaam: undefined,
      sort: undefined,
    });
  });

  it('reads what navigate hands over typed the same as the URL text of it', () => {
    const typed = { status: ['ACTIVE'], expired: true, schoolYear: '2', startDate: '01-02-2024' };
    expect(v.parse(filters.schema, typed)).toEqual(typed);
    expect(v.parse(filters.schema, { status: 'ACTIVE', expired: 'true', schoolYear: 2 })).toEqual({
      status: ['ACTIVE'],
      expired: true,
      schoolYear: '2',
    });
  });

  it('caps text at 200 characters and sends only values that are set', () => {
    const picked = filters.pick({ voornaam: 'a'.repeat(250), brin: '12AB', sort: 'ASC-name' });
    expect(picked).toEqual({ voornaam: 'a'.repeat(200), brin: '12AB' });
    expect(filters.hasAny(picked)).toBe(true);
    expect(filters.hasAny({})).toBe(false);
  });
});

function renderBar(value: Values = {}) {
  const searches: Values[] = [];
  render(
    <FilterBar
      label="Zoeken in lijst"
      filters={filters}
      value={value}
      onSearch={(next) => searches.push(next)}
    />,
  );
  return { searches, user: userEvent.setup() };
}

describe('a many-identifiers filter (idLists)', () => {
  const codes = defineListFilters([textFilter('licenseCode', 'Code')], {
    schema: v.object({ licenseCodes: v.optional(idListParam('tlinkCode')) }),
    idLists: ['licenseCodes'],
  });

  it('reads a pasted column from the URL and sends it normalised, the bar not editing it', () => {
    const search = v.parse(codes.schema, { licenseCodes: 'ab12cd34,2227-5UYK' });
    expect(search.licenseCodes).toEqual(['ab12cd34', '2227-5UYK']);
    expect(codes.query(search)).toEqual({ licenseCodes: ['AB12CD34', '22275UYK'] });
    expect(codes.filterOf(codes.draftOf(search))).toEqual({});
    // Not a lookup's id: a search with the bar (or 'Wissen') replaces the pasted column.
    expect(codes.idsOf(search)).toEqual({});
  });

  it(`drops a list beyond ${ID_LIST_MAX} or with a value that is not a code, not the page`, () => {
    const many = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`);
    expect(v.parse(codes.schema, { licenseCodes: many.join(',') }).licenseCodes).toBeUndefined();
    expect(v.parse(codes.schema, { licenseCodes: 'AB12CD34,ABC', licenseCode: 'x' })).toEqual({
      licenseCode: 'x',
    });
  });
});

describe('id lookups in the declaration', () => {
  it('lists the lookups in order and keeps every id, with or without a lookup, as a number', () => {
    const withIds = defineListFilters([textFilter('q', 'Zoeken')], {
      ids: [
        lookupFilter('schoolId', 'School', 'School'),
        'subjectId',
        lookupFilter('productId', 'Product', 'product'),
      ],
    });
    expect(withIds.lookups).toEqual([
      { key: 'schoolId', label: 'School', kind: 'School' },
      { key: 'productId', label: 'Product', kind: 'product' },
    ]);
    const search = v.parse(withIds.schema, { schoolId: '21', subjectId: '8', productId: 'x' });
    expect(search).toMatchObject({ schoolId: 21, subjectId: 8 });
    expect(withIds.idsOf({ ...search, q: 'rekenen' })).toEqual({ schoolId: 21, subjectId: 8 });
  });

  it("types the query's ids by the declaration when the list names no API schema (decision 612)", () => {
    const withIds = defineListFilters([textFilter('q', 'Zoeken')], {
      ids: [lookupFilter('organisation', 'Uitgever', 'Uitgever')],
    });
    const filter = withIds.query({ organisation: '7', q: 'rekenen' });
    expect(filter).toEqual({ organisation: 7, q: 'rekenen' });
    // Was `unknown` (the query typed by an untyped default schema).
    expectTypeOf(filter.organisation).toEqualTypeOf<number | undefined>();
    expectTypeOf(filter.q).toEqualTypeOf<string | undefined>();
  });

  it("reads its publisher filter from the API's schema, leaving out what the schema requires of the screen", () => {
    const api = withPublisherFilter(
      v.object({ fromDate: v.string(), publisherId: v.optional(idParam()) }),
      'publisherId',
    );
    const overview = defineListFilters(
      [selectFilter('maand', 'Maand', [{ value: '2026-01', label: 'jan' }])],
      {
        schema: api,
        ids: [lookupFilter('publisherId', 'Uitgever', 'Uitgever')],
      },
    );
    expect(overview.publisher).toBe('publisherId');
    const filter = overview.query({ maand: '2026-01', publisherId: '4' });
    // The month is the screen's to turn into the call's range; the API's required fromDate is not asked.
    expect(filter).toEqual({ publisherId: 4 });
    expectTypeOf(filter.publisherId).toEqualTypeOf<number | undefined>();
    expect(overview.query({ publisherId: '4' }, ['publisherId'])).toEqual({});
  });
});

describe('filter bar', () => {
  it('searches on Enter with trimmed values and leaves out text below its minimum, with a hint', async () => {
    const { searches, user } = renderBar();
    const voornaam = screen.getByLabelText('Voornaam');
    expect(voornaam).toHaveAccessibleDescription('Minimaal 3 tekens');
    expect(voornaam).toHaveAttribute('maxLength', '200');
    await user.type(voornaam, '  Jan  ');
    await user.type(screen.getByLabelText('BRIN'), '12A{Enter}');
    expect(searches).toEqual([{ voornaam: 'Jan' }]);
  });

  it('trims pasted text', async () => {
    const { searches, user } = renderBar();
    const voornaam = screen.getByLabelText('Voornaam');
    await user.click(voornaam);
    await user.paste('   Pieter \n');
    expect(voornaam).toHaveValue('Pieter');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(searches).toEqual([{ voornaam: 'Pieter' }]);
  });

  it('sends select, checkbox and date filters, and refuses an invalid date', async () => {
    const { searches, user } = renderBar();
    await user.selectOptions(screen.getByLabelText('Schooljaar'), '2');
    await user.click(screen.getByLabelText('Ook verlopen'));
    await user.type(screen.getByLabelText('Datum vanaf'), '01-02-2024');
    await user.type(screen.getByLabelText('Datum tot en met'), '31-02-2024');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(searches).toHaveLength(0);
    expect(screen.getByLabelText('Datum tot en met')).toHaveAccessibleDescription('Ongeldige datum');
    await user.clear(screen.getByLabelText('Datum tot en met'));
    await user.type(screen.getByLabelText('Datum tot en met'), '29-02-2024');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(searches).toEqual([
      { schoolYear: '2', startDate: '01-02-2024', endDate: '29-02-2024', expired: true },
    ]);
  });

  it('starts from the URL and empties everything with Wissen', async () => {
    const { searches, user } = renderBar({ voornaam: 'Anna', status: ['ACTIVE'] });
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Anna');
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(screen.getByLabelText('Voornaam')).toHaveValue('');
    expect(searches).toEqual([{}]);
  });

  it('does not show or send hidden filters', () => {
    const searches: Values[] = [];
    render(
      <FilterBar
        label="Zoeken"
        filters={filters}
        value={{ schoolYear: '1', voornaam: 'Anna' }}
        hidden={['schoolYear']}
        onSearch={(next) => searches.push(next)}
      />,
    );
    expect(screen.queryByLabelText('Schooljaar')).toBeNull();
    fireEvent.submit(screen.getByRole('form', { name: 'Zoeken' }));
    expect(searches).toEqual([{ voornaam: 'Anna' }]);
  });
});
