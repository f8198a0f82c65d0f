import { listMessages } from '../../domain/messages';
import { ListError } from './inline-error';

/**
 * What a block of fetched rows (an account's TLinks, ECK's available codes) says in place of its
 * rows: why the fetch failed, or, once fetched, that there is nothing ('Geen gegevens' unless the
 * block names its own text).
 */
export function BlockState({
  query,
  count,
  empty = listMessages.noData,
}: {
  query: { error: Error | null; isSuccess: boolean };
  count: number;
  empty?: string;
}) {
  return (
    <>
      <ListError error={query.error} />
      {query.isSuccess && count === 0 ? <p className="text-sm text-slate-600">{empty}</p> : null}
    </>
  );
}
