import type { Account } from '../../../domain/schemas/account';

/** First name, infix and last name; the display name (given_name) when those are all empty. */
export function accountName(account: Pick<Account, 'attributes'>): string {
  const { first_name, tussenvoegsels, family_name, given_name } = account.attributes;
  const composed = [first_name, tussenvoegsels, family_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return composed || given_name?.trim() || '';
}

/** 'JAAR_1,JAAR_3' as '1, 3'. */
export function schoolYears(grades: string | null): string {
  if (!grades) return '';
  return grades
    .split(',')
    .map((grade) => grade.trim().replace(/^JAAR_/, ''))
    .filter(Boolean)
    .join(', ');
}

export function yesNo(value: boolean): string {
  return value ? 'Ja' : 'Nee';
}
