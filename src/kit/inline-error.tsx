import { type ReactNode, useEffect } from 'react';
import { listMessages } from '../../domain/messages';
import { notifyError } from './toast';

type InlineErrorProps = {
  /** Nothing is shown while there is no message. */
  message: ReactNode;
  /** Placement in the surrounding layout only (a grid span, padding in a popover). */
  className?: string;
};

/**
 * The one inline error of the console: a form's or a field's problem, or a block that could not
 * be fetched, in red and read out at once (role="alert"). Item pages use ItemError instead.
 */
export function InlineError({ message, className = '' }: InlineErrorProps) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <p role="alert" className={`text-sm font-medium text-red-700 ${className}`}>
      {message}
    </p>
  );
}

/** One toast for a failed list fetch, however many lists fail at once. */
const LIST_FAILURE_TOAST = 'list-fetch-failed';

/**
 * The one text of a list, a table or a block of one that could not be fetched ('Probleem tijdens
 * het ophalen: …', spec 000's list failure toast), raised as a toast once per failure. Null while
 * there is no error. Tables put it in place of their rows; anything else shows it with ListError.
 */
export function useListFailure(error: Error | null): string | null {
  const failure = error ? listMessages.fetchFailed(error.message) : null;
  useEffect(() => {
    if (failure) notifyError(failure, LIST_FAILURE_TOAST);
  }, [failure]);
  return failure;
}

/** A list or a block of one that could not be fetched: its failure in place, and the toast. */
export function ListError({ error, className }: { error: Error | null; className?: string }) {
  return <InlineError message={useListFailure(error)} className={className} />;
}

type ProblemListProps = {
  title: ReactNode;
  /** What the refusal means for what was sent (nothing was imported, say). */
  note?: ReactNode;
  problems: readonly string[];
};

/** A refusal with its reasons listed (an import's refused rows), read out at once; nothing without reasons. */
export function ProblemList({ title, note, problems }: ProblemListProps) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="max-w-2xl space-y-2 rounded border border-red-300 bg-red-50 p-3">
      <p className="font-semibold">{title}</p>
      {note ? <p className="text-sm">{note}</p> : null}
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {problems.map((problem, index) => (
          // The same text may stand twice (two rows refused alike): the place keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn once per result and never reordered.
          <li key={index}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
