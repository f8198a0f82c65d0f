// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { lazyItem } from './route-shapes';

describe('an item route (lazyItem)', () => {
  it('shows a failed load as the ItemError of the entity it names', () => {
    const { errorComponent: RoleError } = lazyItem(
      () => import('../api/roles'),
      (module) => module.roleOptions,
      'role',
      ['id'],
    );
    render(<RoleError error={new ApiError(404, 'Niet gevonden.')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Opgevraagde rol bestaat niet.');
  });
});
