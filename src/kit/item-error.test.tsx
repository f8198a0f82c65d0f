// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { ItemError, itemErrorComponent } from './item-error';

describe('item error page (spec 000 §8)', () => {
  it('uses the spec texts for 403, 404 and anything else, with the entity named', () => {
    const { rerender } = render(<ItemError error={new ApiError(403, 'Forbidden')} entity="product" />);
    expect(screen.getByRole('heading', { name: 'Leskluis geweigerd' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Niet bevoegd om opgevraagde product in te zien.');
    rerender(<ItemError error={new ApiError(404, 'Niet gevonden.')} entity="role" />);
    expect(screen.getByRole('heading', { name: 'Niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Opgevraagde rol bestaat niet.');
    rerender(<ItemError error={new TypeError('Failed to fetch')} entity="organisation" />);
    expect(screen.getByRole('heading', { name: 'Onbekende fout' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ophalen van opgevraagde organisatie is mislukt');
  });

  it("gives the account overview the spec's own account texts", () => {
    const AccountError = itemErrorComponent('account');
    const { rerender } = render(<AccountError error={new ApiError(404, 'x')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Account bestaat niet (meer). Mogelijk is dit account eerder samengevoegd met een ander account.',
    );
    rerender(<AccountError error={new ApiError(403, 'x')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Je bent niet bevoegd om dit account in te zien.');
    rerender(<AccountError error={new ApiError(500, 'x')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Het ophalen van het account is mislukt');
  });
});
