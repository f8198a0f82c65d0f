import { describe, expect, it } from 'vitest';
import { groupTone, lineTone } from './activity-tone';

const line = (info: string) => ({ info, error: null, timestamp: '2024-01-01T00:00:00Z', external: false });

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
