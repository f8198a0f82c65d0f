/**
 * Dutch texts of the administration areas that the spec does not give (its "not shown" server
 * messages); the decisions 040-043 in docs/decisions/ explain each one. Spec texts stay in
 * domain/messages.ts.
 */
export const adminAreaTexts = {
  emailTaken: 'Er bestaat al een beheerder met dit e-mailadres.',
  roleNameTaken: 'Er bestaat al een rol met deze naam.',
  oldPasswordRequired: 'Huidig wachtwoord is verplicht',
  oldPasswordWrong: 'Het huidige wachtwoord is onjuist.',
  /** Decision 183: staff who may not manage administrators learn nothing from an e-mail change. */
  ownEmailNeedsRight: 'Je e-mailadres kan alleen een beheerder met het recht beheerders_aanpassen wijzigen.',
  /** ASVS 2.1.7, decision 183. */
  commonPassword:
    'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
  cannotDeleteSelf: 'Je kunt jezelf niet verwijderen.',
  lastSuperuser: 'Dit is de laatste beheerder met superuserrechten.',
  roleNotAllowed: 'Deze rol mag je niet toekennen.',
  roleNotSelectable: 'Deze rol is niet kiesbaar.',
  roleOtherPublisher: 'Deze rol hoort bij een andere uitgever.',
  ownRoleFixed: 'Je kunt je eigen rol niet wijzigen.',
  rightsNotHeld: (rights: readonly string[]) =>
    `Je kunt geen rechten toekennen die je zelf niet hebt: ${rights.join(', ')}.`,
  superuserRight: 'Alleen een superuser kan superuserrechten toekennen.',
  superuserRightNotOffered: 'Het recht is_superuser kan niet aan een rol worden toegekend.',
  unknownRight: (right: string) => `Onbekend recht '${right}'.`,
  baseRoleFixed: 'Een basisrol kan niet worden gewijzigd of verwijderd.',
  publisherNotFound: 'Deze uitgever bestaat niet.',
  notAPublisher: 'Deze organisatie is geen uitgever.',
  roleNotFound: 'Deze rol bestaat niet.',
  clientIdTaken: 'Er bestaat al een OAuthClient met dit clientId.',
  organisationNotFound: 'Deze organisatie bestaat niet.',
  typeNeedsRight: 'Alleen met het recht voor uitgevers en distributeurs kun je dit type kiezen.',
  styleExists: 'Deze organisatie heeft deze stijl al.',
  ownPublisherOnly: 'Je kunt alleen je eigen uitgever wijzigen.',
  roleInUseElsewhere: 'Deze rol is in gebruik bij beheerders van een andere uitgever.',
  eckAccountNotFound: 'Dit ECK-account bestaat niet.',
} as const;
