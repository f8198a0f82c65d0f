import { describe, expect, it } from 'vitest';
import { mergeFailureText } from '../../api/accounts-write';
import { groupTone, lineTone, linkParts } from './activity-rules';

const line = (info: string) => ({ info, error: null, timestamp: '2024-01-01T00:00:00Z', external: false });
const admin = (rechten: string[]) => ({ id: 1, rechten, uitgeverId: null });

describe('activity colours (spec 000 §4)', () => {
  it('colours a group by its callback texts', () => {
    expect(groupTone({ entries: [line('Callback succesvol: ok')] })).toBe('success');
    expect(groupTone({ entries: [line('Callback fout: 500')] })).toBe('error');
    expect(groupTone({ entries: [line('Er is geen licentie gevonden')] })).toBe('error');
    expect(groupTone({ entries: [line('Bezig')] })).toBe('pending');
  });

  it('colours a row by Error: and Product exists for', () => {
    expect(lineTone(line('Error: kapot'))).toBe('error');
    expect(lineTone(line('Product exists for 9789000000001'))).toBe('success');
    expect(lineTone(line('Niets'))).toBeNull();
  });
});

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
