import { administratorMessages, passwordMessages, tlinkMessages } from './schema-messages';
import {
  accountOverviewErrors,
  deleteMessages,
  errorPages,
  listMessages,
  pageTitles,
  sentence,
  shellMessages,
  validationMessages,
} from './shell-messages';

export { itemErrorTexts, withMessage } from './shell-messages';
// The startup texts live in ./shell-messages and ./schema-messages (decision 428); every text
// stays importable from here.
export {
  administratorMessages,
  deleteMessages,
  errorPages,
  listMessages,
  pageTitles,
  passwordMessages,
  sentence,
  shellMessages,
  tlinkMessages,
  validationMessages,
};

/**
 * Every Dutch text the user sees, copied verbatim from spec 000 and spec 001 (including their
 * punctuation and spelling: 'Corigeer', 'Fout in in de', 'Aan het verwijderen..'). Texts with a
 * placeholder are functions; the spec's `{product}` is PRODUCT. Where the spec writes '...' for a
 * server message, the function takes that message (passing '...' yields the spec text).
 */

// ---------------------------------------------------------------------------------------------
// CSV export toasts (000 §2, §8)

export const exportMessages = {
  exportAsExcel: 'Exporteren als excel',
  starting: 'Export aan het starten...',
  started: 'Export gestart. Ga naar je exports pagina om de status te zien.',
  failed: 'Mislukt: CSV kon niet worden geëxporteerd.',
} as const;

// ---------------------------------------------------------------------------------------------
// Accounts: users list, form, overview (000 §2, §4, §8)

export const accountMessages = {
  usernameHeader: 'Gegeven',
  syncedHeader: 'Gesynchroniseerd',
  confirmed: 'Bevestigd',
  notConfirmed: 'Niet bevestigd',
  mergeWith: 'Samenvoegen met...',
  saving: 'Aan het opslaan...',
  saved: 'Het account is opgeslagen.',
  saveFailed: 'Er is iets misgegaan bij het opslaan van het account.',
  deleting: 'Aan het verwijderen...',
  deleted: 'Het account is verwijderd.',
  deleteFailed: (message: string) => `Account verwijderen mislukt: ${sentence(message)}`,
  /** The shared delete flow appends the server's message (kit/delete-item.ts). */
  deleteFailedPrefix: 'Account verwijderen mislukt:',
  ...accountOverviewErrors,
  resendFailed: 'Kon bevestigingslink niet opnieuw versturen',
  sessionDestroyFailed: (id: string | number, message: string) =>
    `Er trad een fout op bij het stoppen van sessie ${id}. Foutmelding: ${message}`,
} as const;

/** Parts of the profile house the overview links to (000 §2): teachers and everyone else. */
export const profileHouseParts = {
  teachers: 'docenten',
  students: 'leerlingen',
} as const;

// ---------------------------------------------------------------------------------------------
// External accounts on the account form (000 §2, §5)

export const externalAccountMessages = {
  searchUnlinked: 'Zoek naar ongekoppelde externe accounts',
  nameIdRequiredFirst: 'Vul eerst een name ID in.',
  jsonError: 'Fout in de JSON:',
  nameIdExists: (nameId: string) => `name ID "${nameId}" bestaat al.`,
  nameIdRequired: 'Vul een name ID in.',
  unlinkedNotFound: (nameId: string) =>
    `We hebben geen ongekoppeld extern account gevonden met name ID ${nameId}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Activity log markers (000 §4): texts in server log entries that set a row's colour

export const activityMarkers = {
  callbackSuccess: 'Callback succesvol: ',
  callbackError: 'Callback fout: ',
  noLicenceFound: 'Er is geen licentie gevonden',
  errorPrefix: 'Error: ',
  productExists: 'Product exists for ',
} as const;

// ---------------------------------------------------------------------------------------------
// Merge (000 §5, §8)

export const mergeMessages = {
  sourceRequired: 'Bronaccount is verplicht.',
  destinationRequired: 'Bestemmingsaccount is verplicht.',
  sameAccount: 'Bronaccount en bestemmingsaccount mogen niet hetzelfde zijn.',
  merging: 'Accounts aan het samenvoegen...',
  merged: 'Accounts succesvol samengevoegd.',
  otherPublisher: 'Kan niet samenvoegen, licenties van andere uitgever gekoppeld',
  failed: (message: string) => `Er ging iets mis: ${message}`,
  failedWithoutMessage: 'Er ging iets mis, accounts zijn niet gemerged',
} as const;

/** Server messages (English, from the server) that map to `mergeMessages.otherPublisher`. */
export const MERGE_PUBLISHER_SERVER_MESSAGES = [
  'source account has multiple publishers linked',
  'source account has other publisher than admin linked',
] as const;

// ---------------------------------------------------------------------------------------------
// Pseudo id tool (000 §5, §8)

export const pseudoIdMessages = {
  chooseUser: 'Kies eerst een gebruiker.',
  choosePublisher: 'Kies eerst een uitgever.',
  notFound: 'Er bestaat geen account voor dit pseudoid',
  failed: (message: string) => `Er ging iets fout: ${message}`,
  generating: 'Aan het genereren...',
  generated: 'Pseudo ID gegenereerd.',
  decrypting: 'Aan het ontsleutelen...',
  found: 'Account gevonden.',
} as const;

// ---------------------------------------------------------------------------------------------
// Administrators and passwords (001 §5, §8)

// ---------------------------------------------------------------------------------------------
// Roles (001 §5, §8)

export const roleMessages = {
  deleting: 'Aan het verwijderen..',
  deleted: 'De rol is verwijderd.',
  deleteFailed: 'Deze rol kan nu niet worden verwijderd',
  saving: 'Aan het opslaan...',
  saved: 'De rol is opgeslagen.',
  saveFailed: 'De rol kon niet worden opgeslagen',
} as const;

// ---------------------------------------------------------------------------------------------
// OAuth clients (000 §8, 001 §5, §8)

export const oauthClientMessages = {
  redirectUriInvalid: 'Ongeldige redirecturi',
  /** Not in the spec, which names no success text here; worded like its delete failure. */
  deleted: 'De OAuthClient is verwijderd.',
  deleteFailed: 'De OAuthClient kon niet worden verwijderd.',
  saveFailed: 'De OAuthClient kon niet worden opgeslagen',
  cacheRemovalFailed: (message: string) =>
    `Er trad een fout op bij het verwijderen van de oude OAuthClient uit de cache. Foutmelding: ${message}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Organisations (001 §5, §8)

export const organisationMessages = {
  billingModelRequired: 'Facturatiemodel moet gevuld zijn',
  percentageRequired: 'Percentage moet gevuld zijn',
  priceRequired: 'Prijs moet gevuld zijn',
  deleteFailed: 'De organisatie kon niet worden verwijderd.',
  deleted: 'De organisatie is verwijderd.',
  saveFailed: 'De organisatie kon niet worden opgeslagen',
  /** Ours (decision 153): styles are managed with the publishers-and-distributors right. */
  stylesNeedRight: 'Alleen met het recht voor uitgevers en distributeurs kun je de stijl beheren.',
} as const;

// ---------------------------------------------------------------------------------------------
// Products: form validation, licence model, toasts (001 §5, §8)

export const productMessages = {
  invalidEan: 'Ongeldige EAN',
  productTypeRequired: 'productType is verplicht',
  minOnePrice: 'Product moet minimaal 1 prijs hebben',
  duplicateVat: 'Product bevat meerdere prijzen met hetzelfde BTW percentage',
  authorsRequired: 'Auteurs is verplicht',
  coursesRequired: 'Vakken is verplicht',
  levelsRequired: 'Niveaus is verplicht',
  methodNameRequired: 'Methodenaam is verplicht',
  methodCodeRequired: 'Methodecode is verplicht',
  methodNameRequiredWithCode: 'Methodenaam is verplicht als Methodecode code is ingevuld',
  methodCodeRequiredWithName: 'Methodecode is verplicht als Methodenaam is ingevuld',
  deleting: 'Aan het verwijderen...',
  deleted: 'Het product is verwijderd.',
  deleteFailed: 'Het product kon niet worden verwijderd',
  saving: 'Product wordt opgeslagen...',
  saved: 'Het product is opgeslagen.',
  saveFailed: 'Er is iets misgegaan bij het opslaan van het product',
} as const;

/** The licence model and activation fields of the product form (001 §5). */
export const licenseModelMessages = {
  licenseTypeRequired: 'Licentietype is verplicht',
  amountRequired: 'Aantal is verplicht.',
  amountDigits: 'Aantal moet uit cijfers bestaan',
  daysRequired: 'Aantal dagen is verplicht',
  daysDigits: 'Aantal dagen moet uit cijfers bestaan',
  schoolYearsDigits: 'Aantal schooljaren moet uit cijfers bestaan',
  schoolYearsMin: 'Aantal schooljaren mag niet kleiner zijn dan 1',
  tiltDateRequired: 'Kanteldatum is verplicht',
  schoolYearEndRequired: 'Einde schooljaar voor dit product is verplicht',
  endDateRequired: 'Licentie einddatum is verplicht',
  invalidDate: 'Ongeldige datum',
  notBeforeIntroduction: 'Datum mag niet voor introductiedatum liggen',
  notAfterEndOfLife: 'Datum mag niet na end of life datum liggen',
  notBeforeActivatableFrom: 'Datum mag niet voor de activeren vanaf datum liggen',
  dateRequired: 'Datum is verplicht',
  validDate: 'Moet een valide datum zijn',
  untilNotAfterEndOfLife: 'Datum mag niet na de end of life datum liggen',
  untilAfterFrom: '"Te activeren tot" moet na "Te activeren vanaf" zijn',
  numberOfDaysRequired: 'Er moet een aantal dagen ingevuld worden.',
  mustBeNumber: 'Moet een nummer zijn.',
} as const;

// ---------------------------------------------------------------------------------------------
// Service windows (001 §5, §8)

export const serviceWindowMessages = {
  endAfterStart: 'Einddatum moet na startdatum liggen.',
  saved: 'De Service Window is opgeslagen.',
  saveFailed: (message: string) => `De Service Window kon niet worden opgeslagen. ${sentence(message)}`,
} as const;

// ---------------------------------------------------------------------------------------------
// TLink, PO and ECK licences (001 §5, §8)

export const poLicenceMessages = {
  deleted: 'De PO licentie is verwijderd.',
  deleteFailed: 'De PO licentie kon niet worden verwijderd',
} as const;

/** Ours (decision 154): the chosen school's summaryOfAvailableEckLicenses on /ecklicenties. */
export const eckMessages = {
  availableTitle: 'Beschikbare ECK licenties',
} as const;

/** Licence messages (ECK) and Prius order retries (001 §8). */
export const retryMessages = {
  licenseMessageFailed: (ref: string) => `GenerateLicenseMessage (${ref}) kon niet worden verwerkt`,
  licenseMessageSent: 'Het licentiebericht is verstuurd.',
  licenseMessagesQueuing: 'Aan het klaarzetten...',
  licenseMessagesQueued: (count: number) => `${count} licentieberichten staan klaar om opnieuw te versturen.`,
  priusFailed: 'Er is iets misgegaan met het klaarzetten voor prius',
} as const;

// ---------------------------------------------------------------------------------------------
// Imports: CSV, product import/export tool, Was-Wordt (001 §5, §8)

export const importMessages = {
  unknownLineBreak: 'Onbekende linebreak.',
  noRows: 'CSV bevat geen rijen.',
  missingDelimiter: 'Bij één of meerdere rijen ontbreekt de delimiter.',
  emptyProductList: 'De producten lijst is leeg',
  noFileSelected: 'Er is geen bestand geselecteerd',
  /** Not in the spec: a chosen file that is not a .csv file. */
  csvOnly: 'Alleen .csv-bestanden kunnen worden geïmporteerd.',
  /** Not in the spec: a delimiter of more or less than one character. */
  oneDelimiter: 'Kies één scheidingsteken.',
  /** Not in the spec: a quoted cell never closed, which would swallow the rest of the file. */
  unclosedQuote: (line: number) =>
    `Op regel ${line} wordt een aanhalingsteken (") geopend maar niet gesloten.`,
  csvErrors: (reason: string) => `CSV bevat fouten. ${reason}`,
  failed: 'Het importeren is mislukt',
  /** Not in the spec: an import is all or nothing (decision 052), so a failed one changed nothing. */
  nothingChanged: 'Er is niets gewijzigd.',
  productImportFailed: 'Het importeren van de producten is niet gelukt. Probeer het opnieuw',
  productExportFailed: 'Het exporteren van de producten is niet gelukt. Probeer het opnieuw',
  error: (message: string) => `Error: ${message}`,
} as const;

export const wasWordtMessages = {
  notEmpty: 'Veld mag niet leeg zijn',
  containsSpaces: 'Veld bevat spatie(s)',
  noInput: 'Formulier bevat geen invoer.',
  rowError: (row: number | string) => `Fout in in de was/wordt op rij ${row}.`,
  applied: 'De Was-Wordt lijst is toegepast.',
  applyFailed: 'De Was-Wordt-lijst kon niet worden toegepast',
} as const;

// ---------------------------------------------------------------------------------------------
// Invoicing (001 §8)

export const invoiceMessages = {
  notFound: 'Geen factuur gevonden voor deze maand',
} as const;

/** Every catalogue above, for tests and tooling that walk all texts. */
export const allMessageGroups = {
  shellMessages,
  errorPages,
  pageTitles,
  validationMessages,
  listMessages,
  exportMessages,
  deleteMessages,
  accountMessages,
  profileHouseParts,
  externalAccountMessages,
  activityMarkers,
  mergeMessages,
  pseudoIdMessages,
  administratorMessages,
  passwordMessages,
  roleMessages,
  oauthClientMessages,
  organisationMessages,
  productMessages,
  licenseModelMessages,
  serviceWindowMessages,
  tlinkMessages,
  poLicenceMessages,
  eckMessages,
  retryMessages,
  importMessages,
  wasWordtMessages,
  invoiceMessages,
} as const;

// ---------------------------------------------------------------------------------------------
// Accounts area: texts the spec does not give (docs/decisions/030-035), server answers and labels

export const accountAreaMessages = {
  accountNotFound: 'Account bestaat niet (meer).',
  undetachable: (nameId: string) => `Extern account "${nameId}" kan niet worden ontkoppeld.`,
  externalLinkedElsewhere: (nameId: string, accountId: number) =>
    `name ID "${nameId}" is al gekoppeld aan account ${accountId}.`,
  externalNotOfAccount: 'Dit externe account hoort niet bij dit account.',
  accessUrlNotOfAccount: 'Deze bevestigingslink hoort niet bij dit account.',
  noContact: 'Dit account heeft geen e-mailadres of telefoonnummer om een bevestigingslink naar te sturen.',
  resent: 'De bevestigingslink is opnieuw verstuurd.',
  resending: 'Bevestigingslink aan het versturen...',
  sessionsEnded: 'De sessies van dit account zijn beëindigd.',
  endingSessions: 'Sessies aan het beëindigen...',
  accessUrlDeleted: 'De bevestigingslink is verwijderd.',
  unknownPublisher: 'Uitgever bestaat niet.',
  pseudoIdGenerated: 'Pseudo-id gegenereerd.',
  unlinkedWarning:
    'Let op: handmatig koppelen kan onjuist zijn. Een gebruiker die op meerdere scholen zit, heeft per school een apart extern account nodig.',
  // A publisher administrator whose publisher does not ask for the full name (decision 157).
  fullNameFilterRefused:
    'Filteren op voornaam, tussenvoegsels of achternaam kan niet: je uitgeverij vraagt niet om de volledige naam.',
  fullNameSortRefused: 'Sorteren op achternaam kan niet: je uitgeverij vraagt niet om de volledige naam.',
  fullNameExportRefused: (field: string) =>
    `Het veld '${field}' kan niet worden geëxporteerd: je uitgeverij vraagt niet om de volledige naam.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Contracts, orders, invoicing, was-wordt, log search and support tickets (issue 9). Texts the
// spec quotes are verbatim; the others are ours (docs/decisions/071-076).

export const orderMessages = {
  retryPrius: 'Opnieuw naar Prius',
  retryAllPrius: 'Alle mislukte opnieuw naar Prius',
  retryPriusConfirm: (orderId: string) => `Orderregel ${orderId} opnieuw klaarzetten voor Prius?`,
  retryAllPriusConfirm: 'Alle mislukte orderregels opnieuw klaarzetten voor Prius?',
  retrying: 'Aan het klaarzetten voor Prius...',
  retried: 'Klaargezet voor Prius.',
  retriedAll: (n: number) => `${n} orderregel(s) klaargezet voor Prius.`,
  priusFailed: 'Er is iets misgegaan met het klaarzetten voor prius',
  importing: 'Orders aan het importeren...',
  imported: (n: number) => `${n} orderregel(s) geïmporteerd.`,
  importFailed: 'Het importeren is mislukt',
  emptyList: 'De orderlijst is leeg',
  distributorRequired: 'Distributeuraccount is verplicht',
  referenceRequired: 'Referentie is verplicht',
  schoolYearUnknown: (name: string) => `Schooljaar ${name} bestaat niet.`,
  eckAccountUnknown: 'Distributeuraccount bestaat niet.',
  unknownColumn: (name: string) => `Onbekende kolom "${name}".`,
  missingColumn: (name: string) => `Kolom "${name}" ontbreekt.`,
  tooManyRows: (max: number) => `Het bestand heeft meer dan ${max} rijen.`,
  rowInvalidEan: (row: number, ean: string) => `Rij ${row}: ongeldige EAN "${ean}".`,
  rowUnknownProduct: (row: number, ean: string) => `Rij ${row}: product met EAN ${ean} bestaat niet.`,
  rowSubject: (row: number, ean: string) => `Rij ${row}: ${ean} is een vak en kan niet besteld worden.`,
  rowAmount: (row: number) => `Rij ${row}: aantal moet een geheel getal groter dan 0 zijn.`,
  rowOrderId: (row: number) => `Rij ${row}: orderId is verplicht.`,
  rowTooLong: (row: number, field: string) => `Rij ${row}: ${field} mag maximaal 100 tekens zijn.`,
  rowDuplicate: (row: number, line: string) =>
    `Rij ${row}: orderregel ${line} komt dubbel voor in het bestand.`,
  rowExists: (row: number, line: string) => `Rij ${row}: orderregel ${line} is al geïmporteerd.`,
  rowUnknownContract: (row: number, contract: string, year: string) =>
    `Rij ${row}: contract ${contract} bestaat niet in schooljaar ${year}.`,
  noOrders: 'Geen orderregels gevonden',
} as const;

export const contractMessages = {
  balanceLink: 'Contractbalans',
  specificationLink: 'Contractspecificaties',
  /** Spec 001 §2: the balance is 'an overview for school and school year'. */
  chooseSchoolAndYear: 'Kies een school en een schooljaar om de contractbalans te zien.',
  noContracts: 'Geen contracten gevonden',
} as const;

export const invoiceExtraMessages = {
  adjust: 'Totaal aanpassen',
  adjusting: 'Aan het opslaan...',
  adjusted: 'Het aangepaste totaal is opgeslagen.',
  adjustCleared: 'Het aangepaste totaal is verwijderd.',
  adjustFailed: 'Het totaal kon niet worden aangepast',
  adjustInteger: 'Vul een geheel bedrag in euro’s in',
  chooseOrganisation: 'Kies een uitgever',
  noBillingModel: 'Deze uitgever heeft geen facturatiemodel.',
} as const;

export const logSearchMessages = {
  label: 'Meldcode',
  placeholder: 'Zoek op meldcode, bijvoorbeeld ABC-1234',
  minLength: 'Typ minimaal 3 tekens van de meldcode.',
  noResults: 'Geen logregels gevonden voor deze meldcode',
  more: 'Meer laden',
} as const;

export const supportMessages = {
  title: 'Supportmeldingen',
  close: 'Afmelden',
  closeConfirm: (key: string) => `Melding ${key} afmelden?`,
  closing: 'Melding aan het afmelden...',
  closed: 'De melding is afgemeld.',
  closeFailed: 'De melding kon niet worden afgemeld',
  none: 'Geen supportmeldingen',
  notFound: 'Melding bestaat niet.',
} as const;

export const wasWordtExtraMessages = {
  applying: 'Was-Wordt lijst aan het toepassen...',
  apply: 'Toepassen',
  reset: 'Opnieuw beginnen',
  importCsv: 'Importeren uit CSV',
  downloadLog: 'Log downloaden',
  addRow: 'Rij toevoegen',
  duplicateWas: 'Deze waarde komt al eerder voor in de lijst',
  notFound: 'Niet gevonden',
  updated: (n: number) => `Bijgewerkt: ${n} account${n === 1 ? '' : 's'}`,
} as const;

// ---------------------------------------------------------------------------------------------
// What the server answers to a request it will not read or queue (issue 19, decisions 185, 187)

/** "1 MB", "16 MB", "16 kB": a byte limit as a person reads it. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`;
}

export const requestMessages = {
  notJson: 'De inhoud is geen geldige JSON.',
  /** PostgreSQL stores no NUL character in text or jsonb; no form can type one (decision 111). */
  nul: 'De invoer bevat een ongeldig teken (NUL).',
  tooLarge: (limit: number) =>
    `Het verzoek is te groot: er mag maximaal ${sizeText(limit)} worden verstuurd.`,
  tooDeep: (depth: number) => `De inhoud is te diep genest: maximaal ${depth} niveaus.`,
  headNotAllowed: 'De API beantwoordt geen HEAD-verzoeken; gebruik GET.',
  tooManyExports: (max: number) =>
    `Je hebt al ${max} exports die wachten of bezig zijn. Start een nieuwe export als er een klaar is.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Sign-in on the API: the 401 answers (decision 180)

export const authMessages = {
  notSignedIn: 'Niet aangemeld.',
  invalidToken: 'Het token is ongeldig of verlopen.',
  unknownAdministrator: 'Onbekende beheerder.',
  sessionEnded: 'Je sessie is beëindigd. Log opnieuw in.',
} as const;

// ---------------------------------------------------------------------------------------------
// A list's publisher filter from a publisher-bound administrator (decisions 585, 610)

export const publisherFilterMessages = {
  otherPublisher: 'Je bent aan een uitgever gebonden en filtert niet op een andere uitgever.',
} as const;
