import type { ErrorComponentProps } from '@tanstack/react-router';
import { accountMessages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';

/** The account overview's failure texts (spec 000 §8). */
export function accountLoadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return accountMessages.overviewForbidden;
  if (error instanceof ApiError && error.status === 404) return accountMessages.overviewNotFound;
  return accountMessages.overviewFailed;
}

export function AccountLoadError({ error }: ErrorComponentProps) {
  return (
    <section
      role="alert"
      className="max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p>{accountLoadErrorText(error)}</p>
    </section>
  );
}
