/**
 * The validation texts of the domain schemas that the route search modules import (startup code,
 * decision 428): administrators, passwords and TLinks, verbatim from spec 001 §5 and §8.
 * `domain/messages.ts` re-exports them beside every other text.
 */

export const administratorMessages = {
  nameRequired: 'Naam is verplicht',
  emailRequired: 'E-mail is verplicht',
  emailInvalid: 'Vul een geldig e-mailadres in',
  roleRequired: 'Rol is verplicht',
  passwordRequired: 'Wachtwoord is verplicht',
  passwordMin: 'Wachtwoord moet minimaal 9 karakters lang zijn',
  passwordMismatch: 'Wachtwoord moet overeenkomen',
  deleteFailed: 'Deze beheerder kan nu niet worden verwijderd.',
  deleted: 'De beheerder is verwijderd.',
  saveFailed: 'De beheerder kon niet worden opgeslagen',
} as const;

export const passwordMessages = {
  newRequired: 'Nieuw wachtwoord is verplicht',
  newMin: 'Nieuw wachtwoord moet minimaal 9 karakters lang zijn',
  newSameAsCurrent: 'Nieuw wachtwoord mag niet overeenkomen met de huidige',
  newMismatch: 'Nieuw wachtwoord komt niet overeen',
  saveFailed: 'Wachtwoord opslaan mislukt, het wachtwoord is niet gewijzigd.',
  saved: 'Het wachtwoord is gewijzigd.',
} as const;

export const tlinkMessages = {
  endAfterStart: 'Einddatum moet na startdatum liggen.',
  endNotAfterProductEnd: 'Einddatum mag niet na einddatum product liggen',
  activatableUntilMissing:
    '"Te activeren tot" ontbreekt op het product. Corigeer dit alstublieft voordat u verder gaat.',
  saving: 'TLink aan het opslaan...',
  saved: 'De TLink is opgeslagen.',
  saveFailed: 'Probleem tijdens het opslaan van de TLink',
  reserveFailed: 'De TLinks konden niet worden gereserveerd.',
  /** Not in the spec: 'Reserveren' with no amount above 0. */
  reserveNothing: 'Vul bij minstens één product een aantal in.',
  /** Not in the spec: a licence's organisation is a school (spec 001 §2, 'organisation (school)'). */
  organisationNotSchool: 'Kies een organisatie van het type School.',
} as const;
