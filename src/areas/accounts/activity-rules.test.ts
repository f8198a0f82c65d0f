import { describe, expect, it } from 'vitest';
import { mergeFailureText } from '../../api/accounts-write';
import { linkParts } from './activity-rules';

const admin = (rechten: string[]) => ({ id: 1, rechten, uitgeverId: null });

describe('links inside log texts (spec 000 §2)', () => {
  const text = 'tlink: AB12CD34 voor ean: 9789001234567 en account: 12345';
  it('links each identifier only with its right', () => {
    expect(
      linkParts(text, admin(['tlinklicenties_inzien', 'producten_inzien', 'gebruikers_inzien'])).filter(
        (part) => 'to' in part,
      ),
    ).toEqual([
      { text: 'tlink: AB12CD34', to: '/tlinks/code/AB12CD34' },
      { text: 'ean: 9789001234567', to: '/producten/ean/9789001234567/extended-view' },
      { text: 'account: 12345', to: '/accounts/12345/extended-view' },
    ]);
    expect(linkParts(text, admin(['producten_aanpassen'])).filter((part) => 'to' in part)).toEqual([
      { text: 'ean: 9789001234567', to: '/producten/ean/9789001234567' },
    ]);
    expect(
      linkParts(text, admin([]))
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});

describe('texts of merge failures', () => {
  it('maps the publisher refusals and other failures to the spec texts', () => {
    expect(mergeFailureText(new Error('source account has multiple publishers linked'))).toBe(
      'Kan niet samenvoegen, licenties van andere uitgever gekoppeld',
    );
    expect(mergeFailureText(new Error('boem'))).toBe('Er ging iets mis: boem');
    expect(mergeFailureText(new Error(''))).toBe('Er ging iets mis, accounts zijn niet gemerged');
  });
});
