// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { ItemError, itemErrorText } from './item-error';

describe('item error page', () => {
  it('uses the spec texts for 403, 404 and anything else', () => {
    expect(itemErrorText(new ApiError(403, 'Forbidden'), 'product')).toEqual({
      title: 'Leskluis geweigerd',
      text: 'Niet bevoegd om opgevraagde product in te zien.',
    });
    expect(itemErrorText(new ApiError(404, 'Niet gevonden.'), 'rol')).toEqual({
      title: 'Niet gevonden',
      text: 'Opgevraagde rol bestaat niet.',
    });
    expect(itemErrorText(new ApiError(500, 'kapot'), 'organisatie')).toEqual({
      title: 'Onbekende fout',
      text: 'Ophalen van opgevraagde organisatie is mislukt',
    });
    expect(itemErrorText(new TypeError('Failed to fetch'), 'tlink').title).toBe('Onbekende fout');
  });

  it('renders the title as a heading in an alert', () => {
    render(<ItemError error={new ApiError(404, 'x')} entity="product" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Opgevraagde product bestaat niet.');
    expect(screen.getByRole('heading', { name: 'Niet gevonden' })).toBeInTheDocument();
  });
});
