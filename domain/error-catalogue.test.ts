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
 * The error catalogues of spec 000 §8 and 001 §8, text by text: the screens read these constants
 * (a failure text gets the server's message through `withMessage`).
 */
describe('error catalogue (spec 000 §8, 001 §8)', () => {
  it('quotes every delete failure text of spec 001 §8 and appends the server message', () => {
    expect(administratorMessages.deleteFailed).toBe('Deze beheerder kan nu niet worden verwijderd.');
    expect(oauthClientMessages.deleteFailed).toBe('De OAuthClient kon niet worden verwijderd.');
    expect(organisationMessages.deleteFailed).toBe('De organisatie kon niet worden verwijderd.');
    expect(poLicenceMessages.deleteFailed).toBe('De PO licentie kon niet worden verwijderd');
    expect(productMessages.deleteFailed).toBe('Het product kon niet worden verwijderd');
    expect(roleMessages.deleteFailed).toBe('Deze rol kan nu niet worden verwijderd');
    expect(withMessage(productMessages.deleteFailed, 'in gebruik')).toBe(
      'Het product kon niet worden verwijderd in gebruik',
    );
  });

  it('quotes every save failure text of spec 001 §8', () => {
    expect(administratorMessages.saveFailed).toBe('De beheerder kon niet worden opgeslagen');
    expect(oauthClientMessages.saveFailed).toBe('De OAuthClient kon niet worden opgeslagen');
    expect(organisationMessages.saveFailed).toBe('De organisatie kon niet worden opgeslagen');
    expect(productMessages.saveFailed).toBe('Er is iets misgegaan bij het opslaan van het product');
    expect(roleMessages.saveFailed).toBe('De rol kon niet worden opgeslagen');
    expect(serviceWindowMessages.saveFailed('Conflict')).toBe(
      'De Service Window kon niet worden opgeslagen. Conflict.',
    );
    expect(tlinkMessages.saveFailed).toBe('Probleem tijdens het opslaan van de TLink');
  });

  it('quotes the progress and success texts of spec 000 §8 and 001 §8', () => {
    // One object per catalogue: toMatchObject names the text that differs.
    expect(accountMessages).toMatchObject({
      deleting: 'Aan het verwijderen...',
      deleted: 'Het account is verwijderd.',
      resendFailed: 'Kon bevestigingslink niet opnieuw versturen',
    });
    expect(productMessages).toMatchObject({
      deleting: 'Aan het verwijderen...',
      deleted: 'Het product is verwijderd.',
      saving: 'Product wordt opgeslagen...',
      saved: 'Het product is opgeslagen.',
    });
    expect(roleMessages).toMatchObject({
      deleting: 'Aan het verwijderen..',
      deleted: 'De rol is verwijderd.',
      saving: 'Aan het opslaan...',
      saved: 'De rol is opgeslagen.',
    });
    expect(serviceWindowMessages.saved).toBe('De Service Window is opgeslagen.');
    expect(tlinkMessages).toMatchObject({
      saving: 'TLink aan het opslaan...',
      saved: 'De TLink is opgeslagen.',
    });
  });

  it('quotes the password, import, export, Was-Wordt and retry texts of spec 001 §8', () => {
    expect(passwordMessages.saveFailed).toBe('Wachtwoord opslaan mislukt, het wachtwoord is niet gewijzigd.');
    expect(passwordMessages.saved).toBe('Het wachtwoord is gewijzigd.');
    expect(importMessages.failed).toBe('Het importeren is mislukt');
    expect(importMessages.productImportFailed).toBe(
      'Het importeren van de producten is niet gelukt. Probeer het opnieuw',
    );
    expect(importMessages.productExportFailed).toBe(
      'Het exporteren van de producten is niet gelukt. Probeer het opnieuw',
    );
    expect(importMessages.csvErrors('Onbekende linebreak.')).toBe('CSV bevat fouten. Onbekende linebreak.');
    expect(importMessages.error('kapot')).toBe('Error: kapot');
    expect(wasWordtMessages.applied).toBe('De Was-Wordt lijst is toegepast.');
    expect(withMessage(wasWordtMessages.applyFailed, 'kapot')).toBe(
      'De Was-Wordt-lijst kon niet worden toegepast kapot',
    );
    expect(retryMessages.licenseMessageFailed('REF-1')).toBe(
      'GenerateLicenseMessage (REF-1) kon niet worden verwerkt',
    );
  });
});
