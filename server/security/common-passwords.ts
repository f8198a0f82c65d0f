import { readFileSync } from 'node:fs';

/**
 * The 10,000 most common passwords of at least 9 characters (ASVS 2.1.7, decision 183), lower-cased;
 * `scripts/common-passwords.mjs` rebuilds the list from its public source.
 */
const LIST = new URL('./common-passwords.txt', import.meta.url);
let common: Set<string> | undefined;

/** True when `plain`, in any case, is on the list of common passwords. */
export function isCommonPassword(plain: string): boolean {
  common ??= new Set(readFileSync(LIST, 'utf8').split('\n').filter(Boolean));
  return common.has(plain.toLowerCase());
}
