// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LOOKUP_DEBOUNCE_MS, type LookupOption, LookupSelect, lookupQuery } from './lookup-select';

type Call = { query: string; signal: AbortSignal; at: number };

const PUBLISHERS: LookupOption[] = [
  { id: 1, label: 'Uitgeverij Noorderlicht', description: 'Groningen' },
  { id: 2, label: 'Zuiderzon Educatief' },
  { id: 3, label: 'Noordhoff' },
];

type Answer = (query: string, signal: AbortSignal) => Promise<LookupOption[]>;

function Harness({
  calls,
  chosen,
  answer,
}: {
  calls: Call[];
  chosen: (LookupOption | null)[];
  answer: Answer;
}) {
  const [value, setValue] = useState<LookupOption | null>(null);
  return (
    <LookupSelect
      label="Uitgever"
      value={value}
      onChange={(next) => {
        chosen.push(next);
        setValue(next);
      }}
      fetchOptions={(query, signal) => {
        calls.push({ query, signal, at: Date.now() });
        return answer(query, signal);
      }}
    />
  );
}

function setup(answer: Answer) {
  const calls: Call[] = [];
  const chosen: (LookupOption | null)[] = [];
  render(<Harness calls={calls} chosen={chosen} answer={answer} />);
  return {
    calls,
    chosen,
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'Uitgever' }),
  };
}

const matching = async (query: string) =>
  PUBLISHERS.filter((publisher) => publisher.label.toLowerCase().includes(query.toLowerCase()));

describe('lookup select', () => {
  it('sends nothing below 2 characters, the first page at 2 and the query from 3', () => {
    expect(lookupQuery('a')).toBeNull();
    expect(lookupQuery(' a ')).toBeNull();
    expect(lookupQuery('no')).toBe('');
    expect(lookupQuery(' noo ')).toBe('noo');
  });

  it('waits 300 ms after the last keystroke and asks once', async () => {
    const { calls, user, input } = setup(matching);
    const started = Date.now();
    await user.type(input, 'n');
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_DEBOUNCE_MS + 100));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Typ minimaal 2 tekens')).toBeInTheDocument();
    await user.type(input, 'oor');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query).toBe('noor');
    expect((calls[0]?.at ?? 0) - started).toBeGreaterThanOrEqual(LOOKUP_DEBOUNCE_MS);
  });

  it('narrows the unfiltered first page at 2 characters', async () => {
    const { calls, user, input } = setup(async () => PUBLISHERS);
    await user.type(input, 'no');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query).toBe('');
    expect(await screen.findByRole('option', { name: /Noordhoff/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Noorderlicht/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Zuiderzon/ })).toBeNull();
  });

  it('aborts the request still on its way when the text changes', async () => {
    const { calls, user, input } = setup(
      (query, signal) =>
        new Promise((resolve, reject) => {
          if (query === 'noor') {
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            return;
          }
          resolve(matching(query));
        }),
    );
    await user.type(input, 'noor');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(input, 'd');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.query).toBe('noord');
    expect(await screen.findByRole('option', { name: 'Noordhoff' })).toBeInTheDocument();
  });

  it('says Geen resultaten when nothing matches', async () => {
    const { user, input } = setup(matching);
    await user.type(input, 'xyz');
    expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
  });

  it('chooses with the keyboard alone and shows the label', async () => {
    const { chosen, user, input } = setup(matching);
    await user.type(input, 'noor');
    await screen.findByRole('option', { name: /Noorderlicht/ });
    // The first match is active as soon as the list shows; ArrowDown moves to the second.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]?.id).toBe(3);
    expect(input).toHaveValue('Noordhoff');
  });

  it('reads its error and its required state with the field', () => {
    render(
      <LookupSelect
        label="Bestemmingsaccount"
        value={null}
        onChange={() => {}}
        fetchOptions={matching}
        required
        error="Bestemmingsaccount is verplicht."
      />,
    );
    const input = screen.getByRole('combobox', { name: /^Bestemmingsaccount/ });
    expect(input).toHaveAccessibleDescription('Bestemmingsaccount is verplicht.');
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
  });
});
