// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../test-support/render';
import { InlineError, ListError } from './inline-error';
import { ReportTable } from './report-table';

const text = 'Probleem tijdens het ophalen: server onbereikbaar.';

describe('inline and list errors (issue 20 item 9)', () => {
  it('shows nothing without a problem and reads a problem out as an alert', () => {
    const { rerender } = render(<InlineError message={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<InlineError message="Vul bij minstens één product een aantal in." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vul bij minstens één product een aantal in.');
  });

  it("says a failed fetch in the list kit's words, in place and in the spec's list failure toast", async () => {
    const { rerender } = renderWithQuery(<ListError error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ListError error={new Error('server onbereikbaar')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
  });

  it('says a failed list fetch in one toast, however many lists and tables fail at once', async () => {
    const error = new Error('server onbereikbaar');
    renderWithQuery(
      <>
        <ListError error={error} />
        <ListError error={error} />
        <ReportTable label="Licenties per maand" columns={[]} rows={[]} rowKey={() => 0} error={error} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
    // Each list's own line, the table's in place of its rows, and one toast.
    expect(screen.getAllByText(text)).toHaveLength(4);
  });
});
