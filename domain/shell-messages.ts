import { PRODUCT } from './product';

/**
 * The Dutch texts the shell needs before any screen loads (decision 428): the shell's own, item
 * and list failures, page titles, validation and delete texts. `domain/messages.ts` re-exports
 * them beside the areas' texts, which load with their screens; the same rules apply (verbatim
 * from spec 000 and 001, placeholders as functions, `{product}` is PRODUCT).
 */

/** Appends a server message to a failure text ("... plus the message" in the spec). */
export function withMessage(text: string, message?: string | null): string {
  const extra = message?.trim();
  return extra ? `${text} ${extra}` : text;
}

/**
 * `{message}.` of the spec: the message ends the sentence, so one that already ends with a
 * period (or '!', '?', '...') gets no second one.
 */
export function sentence(message: string): string {
  const text = message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

// ---------------------------------------------------------------------------------------------
// Shell: not-found, access denied, confirm dialog, item fetch pages (000 §2, §8; 001 §2, §8)

export const shellMessages = {
  notFound: 'Pagina niet gevonden',
  accessDeniedTitle: `${PRODUCT} geweigerd`,
  accessDeniedText: 'Dit account heeft niet de juiste rechten om deze pagina te kunnen zien.',
  confirmTitle: 'Weet je het zeker?',
  /** The browser tab's title: the route table's title of the page, then the console's name. */
  documentTitle: (page: string) => `${page} · ${PRODUCT} Beheer`,
} as const;

/** Pages that fetch one item: 403, 404 and other failures (000 §8); `entity` is e.g. 'product'. */
export const errorPages = {
  forbiddenTitle: `${PRODUCT} geweigerd`,
  forbiddenText: (entity: string) => `Niet bevoegd om opgevraagde ${entity} in te zien.`,
  notFoundTitle: 'Niet gevonden',
  notFoundText: (entity: string) => `Opgevraagde ${entity} bestaat niet.`,
  unknownTitle: 'Onbekende fout',
  unknownText: (entity: string) => `Ophalen van opgevraagde ${entity} is mislukt`,
} as const;

/** The entities with an item page, by the name spec 000 §8 puts in their error texts. */
export const itemEntityNames = {
  account: 'account',
  administrator: 'beheerder',
  oauthClient: 'OAuthClient',
  organisation: 'organisatie',
  product: 'product',
  role: 'rol',
  tlink: 'TLink',
} as const;
export type ItemEntity = keyof typeof itemEntityNames;
export type ItemFailure = 'forbidden' | 'notFound' | 'unknown';

/** The account overview's own texts for the item page failures (spec 000 §8). */
export const accountOverviewErrors = {
  overviewForbidden: 'Je bent niet bevoegd om dit account in te zien.',
  overviewNotFound:
    'Account bestaat niet (meer). Mogelijk is dit account eerder samengevoegd met een ander account.',
  overviewFailed: 'Het ophalen van het account is mislukt',
} as const;

/**
 * Title and text of an item page that could not be loaded (spec 000 §8): the general texts with
 * the entity's name, and the account overview's own texts under the same titles.
 */
export function itemErrorTexts(entity: ItemEntity, failure: ItemFailure): { title: string; text: string } {
  const name = itemEntityNames[entity];
  const title = errorPages[`${failure}Title`];
  if (entity === 'account') {
    const text = {
      forbidden: 'overviewForbidden',
      notFound: 'overviewNotFound',
      unknown: 'overviewFailed',
    } as const;
    return { title, text: accountOverviewErrors[text[failure]] };
  }
  return { title, text: errorPages[`${failure}Text`](name) };
}

// ---------------------------------------------------------------------------------------------
// Page titles and menu labels quoted in the specs

export const pageTitles = {
  users: 'Gebruikers',
  accountNew: 'Gebruiker toevoegen',
  accountEdit: 'Gebruiker bewerken',
  contractBalances: 'Contractbalans',
  contractSpecifications: 'Contractspecificaties',
  invoices: 'Facturatie',
  myExports: 'Mijn Exports',
} as const;

// ---------------------------------------------------------------------------------------------
// Generic validation (000 §5) and the shared date/required texts of 001 §5

export const validationMessages = {
  invalid: 'Veld is niet geldig',
  invalidDate: 'Ongeldige datum',
  digitsOnly: 'Moet uit cijfers bestaan',
  wrongType: 'Verkeerde type',
  required: 'Veld is verplicht',
  maxChars: (max: number) => `Mag maximaal ${max} tekens zijn`,
  url: (path: string) => `${path} moet een URL zijn`,
  min: (min: number) => `Moet minimaal ${min} zijn`,
  max: (max: number) => `Mag maximaal ${max} zijn`,
  integer: 'Veld moet een geheel getal zijn',
  phoneInvalid: 'Telefoonnummer is niet geldig',
  notEmpty: 'Veld mag niet leeg zijn',
  endAfterStart: 'Einddatum moet na startdatum liggen.',
} as const;

// ---------------------------------------------------------------------------------------------
// Lists: search button, empty states, fetch failure, filters (000 §2, §8; 001 §9)

export const listMessages = {
  search: 'Zoeken',
  noData: 'Geen gegevens',
  noResults: 'Geen resultaten',
  noActivity: 'Geen activiteit gevonden',
  /** The button that loads the next rows of a list paged by hand (the audit log, 000 §2). */
  more: 'Meer',
  fetchFailed: (message: string) => `Probleem tijdens het ophalen: ${sentence(message)}`,
  /** The 'all' option of the school-year filter (001 §9). */
  all: 'Alles',
  /** A fixed publisher shown read-only when there is none (001 §2, role form). */
  none: 'Geen',
} as const;

// ---------------------------------------------------------------------------------------------
// Delete conventions shared by every area (000 §8, 001 §8)

export const deleteMessages = {
  deleting: 'Aan het verwijderen...',
  /** The role delete progress text: the spec writes two dots here. */
  deletingShort: 'Aan het verwijderen..',
  conflict:
    'Dit kan nu niet worden verwijderd omdat er nog andere entiteiten aan zijn gekoppeld. Verwijder eerst:',
} as const;
