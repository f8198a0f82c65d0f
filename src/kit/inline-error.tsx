import type { ReactNode } from 'react';
import { listMessages } from '../../domain/messages';

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

/** A list or a block of one that could not be fetched: 'Probleem tijdens het ophalen: …'. */
export function ListError({ error, className }: { error: Error | null; className?: string }) {
  return (
    <InlineError message={error ? listMessages.fetchFailed(error.message) : null} className={className} />
  );
}
