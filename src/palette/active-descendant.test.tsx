// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Command as Cmdk } from 'cmdk';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useActiveDescendantRepair } from './active-descendant';

/** A cmdk list whose one option is rebuilt under a new key (a completion list while typing). */
function Completions({ generation, value }: { generation: number; value: string }) {
  const root = useRef<HTMLDivElement>(null);
  useActiveDescendantRepair(root);
  return (
    <Cmdk ref={root} label="Palet" shouldFilter={false} value={value}>
      <Cmdk.Input />
      <Cmdk.List label="Resultaten">
        <Cmdk.Item key={`status:${generation}`} value="filter:status">
          status:
        </Cmdk.Item>
        <Cmdk.Item value="filter:school">school:</Cmdk.Item>
      </Cmdk.List>
    </Cmdk>
  );
}

describe('the selected option named to assistive technology', () => {
  it('stays the option shown as selected when cmdk mounts it again under the same value', async () => {
    const { rerender } = render(<Completions generation={1} value="filter:status" />);
    rerender(<Completions generation={2} value="filter:status" />);
    const selected = screen.getByRole('option', { name: 'status:' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-activedescendant', selected.id),
    );
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', selected.id);
  });

  it('names no option when none is selected', async () => {
    const { rerender } = render(<Completions generation={1} value="filter:status" />);
    rerender(<Completions generation={1} value="" />);
    await waitFor(() => expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-activedescendant'));
  });
});
