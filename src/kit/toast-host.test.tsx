// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from './toast';
import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  it('draws nothing until the first toast, then shows it (the library loads with that toast)', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();

    notifySuccess('Het product is opgeslagen.');

    expect(await screen.findByText('Het product is opgeslagen.')).toBeInTheDocument();
  });
});
