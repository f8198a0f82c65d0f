import { type Account, EXTERN_FULL_NAME_ATTRIBUTES } from '../../../domain/schemas/account';
import type { AccountSaveInput } from '../../../domain/schemas/account-form';

/** Whether a kept external account supplies the names, which then are disabled on the form (spec 000 §2). */
export function namesSuppliedByExternal(
  externals: readonly { attributes: Record<string, unknown> }[],
): boolean {
  return externals.some((external) =>
    EXTERN_FULL_NAME_ATTRIBUTES.some(
      (key) => typeof external.attributes[key] === 'string' && external.attributes[key] !== '',
    ),
  );
}

/** The form's starting values: the stored account (edit) or empty (new); the lists start empty. */
export function initialAccountValues(account: Account | null): AccountSaveInput & { id: number | null } {
  return {
    id: account?.id ?? null,
    email: account?.email ?? '',
    telephone: account?.telephone ?? '',
    blackListDate: account?.blackListDate ?? null,
    givenName: account?.attributes.given_name ?? '',
    first_name: account?.attributes.first_name ?? '',
    tussenvoegsels: account?.attributes.tussenvoegsels ?? '',
    family_name: account?.attributes.family_name ?? '',
    externalAccounts: [],
    rawExternalAccounts: [],
    rawExternalAccountsToDelete: [],
    accessurlsToDelete: [],
    updatedAt: account?.updatedAt ?? null,
  };
}
