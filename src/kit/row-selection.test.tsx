// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListPage, ListSource } from '../api/list';
import { useRowSelection } from './row-selection';

type Row = { id: number };

/** A list whose one fetch is answered when the test says so. */
function slowSource(filter: string) {
  let answer!: (page: ListPage<Row>) => void;
  const source: ListSource<Row> = {
    queryKey: ['rows', filter],
    fetchPage: () => new Promise((resolve) => (answer = resolve)),
  };
  return {
    source,
    answer: (ids: number[]) => answer({ items: ids.map((id) => ({ id })), total: ids.length }),
  };
}

describe('useRowSelection', () => {
  it('selects every match of the list in view', async () => {
    const list = slowSource('actief');
    const { result } = renderHook(() => useRowSelection(list.source, (row) => row.id));
    let selecting!: Promise<void>;
    act(() => {
      selecting = result.current.selectAllMatching();
    });
    await act(async () => {
      list.answer([1, 2, 3]);
      await selecting;
    });
    expect(result.current.count).toBe(3);
  });

  it('never puts the rows of a filter left while selecting every match into the new list', async () => {
    const before = slowSource('actief');
    const after = slowSource('geblokkeerd');
    const { result, rerender } = renderHook(({ source }) => useRowSelection(source, (row) => row.id), {
      initialProps: { source: before.source },
    });
    let selecting!: Promise<void>;
    act(() => {
      selecting = result.current.selectAllMatching();
    });
    rerender({ source: after.source });
    await act(async () => {
      before.answer([1, 2, 3]);
      await selecting;
    });
    expect(result.current.count).toBe(0);
    expect(result.current.isSelectingAll).toBe(false);
  });
});
