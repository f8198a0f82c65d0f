// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineError, ListError } from './inline-error';

describe('inline and list errors (issue 20 item 9)', () => {
  it('shows nothing without a problem and reads a problem out as an alert', () => {
    const { rerender } = render(<InlineError message={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<InlineError message="Vul bij minstens één product een aantal in." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vul bij minstens één product een aantal in.');
  });

  it("says a failed fetch in the list kit's words", () => {
    const { rerender } = render(<ListError error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ListError error={new Error('server onbereikbaar')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Probleem tijdens het ophalen: server onbereikbaar.');
  });
});
