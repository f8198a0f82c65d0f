import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  administratorMessages,
  importMessages,
  oauthClientMessages,
  organisationMessages,
  passwordMessages,
  poLicenceMessages,
  productMessages,
  retryMessages,
  roleMessages,
  serviceWindowMessages,
  tlinkMessages,
  wasWordtMessages,
  withMessage,
} from './messages';

/**
 * Each catalogue's fixed texts of spec 000 §8 and 001 §8 (delete and save failures, progress and
 * success), quoted as the spec writes them: toMatchObject names the text that differs.
 */
const QUOTES: [catalogue: string, messages: object, texts: Record<string, string>][] = [
  [
    'administrator',
    administratorMessages,
    {
      deleteFailed: 'Deze beheerder kan nu niet worden verwijderd.',
      saveFailed: 'De beheerder kon niet worden opgeslagen',
    },
  ],
  [
    'OAuth client',
    oauthClientMessages,
    {
      deleteFailed: 'De OAuthClient kon niet worden verwijderd.',
      saveFailed: 'De OAuthClient kon niet worden opgeslagen',
    },
  ],
  [
    'organisation',
    organisationMessages,
    {
      deleteFailed: 'De organisatie kon niet worden verwijderd.',
      saveFailed: 'De organisatie kon niet worden opgeslagen',
    },
  ],
  ['PO licence', poLicenceMessages, { deleteFailed: 'De PO licentie kon niet worden verwijderd' }],
  [
    'product',
    productMessages,
    {
      deleteFailed: 'Het product kon niet worden verwijderd',
      saveFailed: 'Er is iets misgegaan bij het opslaan van het product',
      deleting: 'Aan het verwijderen...',
      deleted: 'Het product is verwijderd.',
      saving: 'Product wordt opgeslagen...',
      saved: 'Het product is opgeslagen.',
    },
  ],
  [
    'role',
    roleMessages,
    {
      deleteFailed: 'Deze rol kan nu niet worden verwijderd',
      saveFailed: 'De rol kon niet worden opgeslagen',
      deleting: 'Aan het verwijderen..',
      deleted: 'De rol is verwijderd.',
      saving: 'Aan het opslaan...',
      saved: 'De rol is opgeslagen.',
    },
  ],
  [
    'account',
    accountMessages,
    {
      deleting: 'Aan het verwijderen...',
      deleted: 'Het account is verwijderd.',
      resendFailed: 'Kon bevestigingslink niet opnieuw versturen',
    },
  ],
  ['service window', serviceWindowMessages, { saved: 'De Service Window is opgeslagen.' }],
  [
    'TLink',
    tlinkMessages,
    {
      saveFailed: 'Probleem tijdens het opslaan van de TLink',
      saving: 'TLink aan het opslaan...',
      saved: 'De TLink is opgeslagen.',
    },
  ],
  [
    'password',
    passwordMessages,
    {
      saveFailed: 'Wachtwoord opslaan mislukt, het wachtwoord is niet gewijzigd.',
      saved: 'Het wachtwoord is gewijzigd.',
    },
  ],
  [
    'import and export',
    importMessages,
    {
      failed: 'Het importeren is mislukt',
      productImportFailed: 'Het importeren van de producten is niet gelukt. Probeer het opnieuw',
      productExportFailed: 'Het exporteren van de producten is niet gelukt. Probeer het opnieuw',
    },
  ],
  ['Was-Wordt', wasWordtMessages, { applied: 'De Was-Wordt lijst is toegepast.' }],
];

/** The screens read these constants; a failure text gets the server's message through `withMessage`. */
describe('error catalogue (spec 000 §8, 001 §8)', () => {
  it.each(QUOTES)('quotes the %s texts verbatim', (_catalogue, messages, texts) => {
    expect(messages).toMatchObject(texts);
  });

  it('fills the server message, the CSV error or the reference into a failure text', () => {
    expect(withMessage(productMessages.deleteFailed, 'in gebruik')).toBe(
      'Het product kon niet worden verwijderd in gebruik',
    );
    expect(withMessage(wasWordtMessages.applyFailed, 'kapot')).toBe(
      'De Was-Wordt-lijst kon niet worden toegepast kapot',
    );
    expect(serviceWindowMessages.saveFailed('Conflict')).toBe(
      'De Service Window kon niet worden opgeslagen. Conflict.',
    );
    expect(importMessages.csvErrors('Onbekende linebreak.')).toBe('CSV bevat fouten. Onbekende linebreak.');
    expect(importMessages.error('kapot')).toBe('Error: kapot');
    expect(retryMessages.licenseMessageFailed('REF-1')).toBe(
      'GenerateLicenseMessage (REF-1) kon niet worden verwerkt',
    );
  });
});
