import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  allMessageGroups,
  deleteMessages,
  errorPages,
  exportMessages,
  externalAccountMessages,
  licenseModelMessages,
  listMessages,
  mergeMessages,
  oauthClientMessages,
  pageTitles,
  productMessages,
  serviceWindowMessages,
  shellMessages,
  tlinkMessages,
  validationMessages,
  wasWordtMessages,
  withMessage,
} from './messages';

describe('messages', () => {
  it('quotes the spec texts verbatim', () => {
    expect(shellMessages.accessDeniedTitle).toBe('Leskluis geweigerd');
    expect(shellMessages.accessDeniedText).toBe(
      'Dit account heeft niet de juiste rechten om deze pagina te kunnen zien.',
    );
    expect(shellMessages.notFound).toBe('Pagina niet gevonden');
    expect(shellMessages.confirmTitle).toBe('Weet je het zeker?');
    expect(accountMessages.saving).toBe('Aan het opslaan...');
    expect(accountMessages.overviewNotFound).toBe(
      'Account bestaat niet (meer). Mogelijk is dit account eerder samengevoegd met een ander account.',
    );
    expect(accountMessages.mergeWith).toBe('Samenvoegen met...');
    expect(exportMessages.failed).toBe('Mislukt: CSV kon niet worden geëxporteerd.');
    expect(exportMessages.exportAsExcel).toBe('Exporteren als excel');
    expect(deleteMessages.conflict).toBe(
      'Dit kan nu niet worden verwijderd omdat er nog andere entiteiten aan zijn gekoppeld. Verwijder eerst:',
    );
    expect(deleteMessages.deletingShort).toBe('Aan het verwijderen..');
    expect(mergeMessages.failedWithoutMessage).toBe('Er ging iets mis, accounts zijn niet gemerged');
    expect(tlinkMessages.activatableUntilMissing).toBe(
      '"Te activeren tot" ontbreekt op het product. Corigeer dit alstublieft voordat u verder gaat.',
    );
    expect(licenseModelMessages.untilAfterFrom).toBe('"Te activeren tot" moet na "Te activeren vanaf" zijn');
    expect(productMessages.methodNameRequiredWithCode).toBe(
      'Methodenaam is verplicht als Methodecode code is ingevuld',
    );
    expect(pageTitles.myExports).toBe('Mijn Exports');
    expect(listMessages.noActivity).toBe('Geen activiteit gevonden');
  });

  it('fills placeholders exactly where the spec puts them', () => {
    expect(validationMessages.maxChars(255)).toBe('Mag maximaal 255 tekens zijn');
    expect(validationMessages.url('websiteUrl')).toBe('websiteUrl moet een URL zijn');
    expect(listMessages.fetchFailed('timeout')).toBe('Probleem tijdens het ophalen: timeout.');
    // A message that ends a sentence itself gets no second period.
    expect(listMessages.fetchFailed('Onbekend filter "x".')).toBe(
      'Probleem tijdens het ophalen: Onbekend filter "x".',
    );
    expect(listMessages.fetchFailed('Niet bevoegd...')).toBe('Probleem tijdens het ophalen: Niet bevoegd...');
    expect(accountMessages.deleteFailed('Niet gevonden.')).toBe(
      'Account verwijderen mislukt: Niet gevonden.',
    );
    expect(serviceWindowMessages.saveFailed('Einddatum moet na startdatum liggen.')).toBe(
      'De Service Window kon niet worden opgeslagen. Einddatum moet na startdatum liggen.',
    );
    expect(errorPages.forbiddenText('product')).toBe('Niet bevoegd om opgevraagde product in te zien.');
    expect(errorPages.unknownText('product')).toBe('Ophalen van opgevraagde product is mislukt');
    expect(wasWordtMessages.rowError('n')).toBe('Fout in in de was/wordt op rij n.');
    expect(externalAccountMessages.nameIdExists('{nameId}')).toBe('name ID "{nameId}" bestaat al.');
    expect(externalAccountMessages.unlinkedNotFound('...')).toBe(
      'We hebben geen ongekoppeld extern account gevonden met name ID ...',
    );
    expect(accountMessages.sessionDestroyFailed('{id}', '...')).toBe(
      'Er trad een fout op bij het stoppen van sessie {id}. Foutmelding: ...',
    );
    expect(oauthClientMessages.cacheRemovalFailed('...')).toBe(
      'Er trad een fout op bij het verwijderen van de oude OAuthClient uit de cache. Foutmelding: ...',
    );
    expect(accountMessages.deleteFailed('{message}')).toBe('Account verwijderen mislukt: {message}.');
  });

  it('appends a server message with one space and ignores a blank one', () => {
    expect(withMessage(accountMessages.saveFailed, 'boom')).toBe(
      'Er is iets misgegaan bij het opslaan van het account. boom',
    );
    expect(withMessage(accountMessages.saveFailed, '  ')).toBe(accountMessages.saveFailed);
    expect(withMessage(accountMessages.saveFailed)).toBe(accountMessages.saveFailed);
  });

  it('has no empty message anywhere in the catalogue', () => {
    let count = 0;
    for (const [group, messages] of Object.entries(allMessageGroups)) {
      for (const [key, value] of Object.entries(messages)) {
        const text = typeof value === 'function' ? (value as (...a: string[]) => string)('x', 'y') : value;
        expect(typeof text, `${group}.${key}`).toBe('string');
        expect(text.trim().length, `${group}.${key}`).toBeGreaterThan(0);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(120);
  });

  it('keeps no stray placeholder braces or trailing whitespace in constant texts', () => {
    for (const [group, messages] of Object.entries(allMessageGroups)) {
      for (const [key, value] of Object.entries(messages)) {
        if (typeof value !== 'string' || group === 'activityMarkers') continue;
        expect(value, `${group}.${key}`).not.toMatch(/\{[a-z]+\}/i);
        expect(value, `${group}.${key}`).toBe(value.trim());
      }
    }
  });
});
