// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../../server/test-support/api-harness';
import { realApi } from '../../test-support/real-api';
import { renderApp } from '../../test-support/render-app';

const harness = fileApiHarness();

const FILTERS = ['Product', 'Account', 'School', 'Uitgever', 'Distributeur'];

/** The entity filters the list shows, in order, once its first rows are there. */
async function entityFilters() {
  const grid = await screen.findByRole('grid', { name: 'TLinks' });
  await within(grid).findAllByRole('row', {}, { timeout: 20_000 });
  return FILTERS.filter((label) => screen.queryByRole('combobox', { name: label }) !== null);
}

describe('/tlinks filters and actions by right (spec 001 §2, §6)', () => {
  it('shows a superuser every filter, the reserve button and the edit pencil', async () => {
    renderApp('/tlinks', realApi(harness, SUPERUSER));
    expect(await entityFilters()).toEqual(FILTERS);
    expect(screen.getByRole('button', { name: 'TLinks reserveren' })).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('link', { name: /^Status van TLink wijzigen: TLink \S+$/ })).length,
    ).toBeGreaterThan(0);
  });

  it('hides the publisher and distributor filters from a publisher-bound administrator', async () => {
    renderApp('/tlinks', realApi(harness, PUBLISHER_ADMIN));
    expect(await entityFilters()).toEqual(['Product', 'Account', 'School']);
  });

  it('shows no product, account or distributor filter, no reserve button and no pencil with tlinklicenties_inzien alone', async () => {
    const viewer = await harness.staffWith('tlink-lezer', ['tlinklicenties_inzien']);
    renderApp('/tlinks', realApi(harness, viewer));
    expect(await entityFilters()).toEqual(['School', 'Uitgever']);
    expect(screen.queryByRole('button', { name: 'TLinks reserveren' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^Status van TLink wijzigen: TLink \S+$/ })).toEqual([]);
  });
});
