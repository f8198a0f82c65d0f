// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../test-support/render';
import { InlineError, ListError, useListFailure } from './inline-error';

function FailedTable({ error }: { error: Error }) {
  return <p>{useListFailure(error)}</p>;
}

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

  it('says a failed list fetch in one toast, however many tables fail at once', async () => {
    const error = new Error('server onbereikbaar');
    renderWithQuery(
      <>
        <FailedTable error={error} />
        <FailedTable error={error} />
      </>,
    );
    const text = 'Probleem tijdens het ophalen: server onbereikbaar.';
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
    // Each table's own line, and one toast.
    expect(screen.getAllByText(text)).toHaveLength(3);
  });
});
