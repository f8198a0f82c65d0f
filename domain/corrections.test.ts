import { describe, expect, it } from 'vitest';
import { eanCorrections, tlinkCodeCorrections } from './corrections';
import { hasValidCheckDigit, withCheckDigit } from './ean';

const values = (cs: readonly { value: string }[]) => cs.map((c) => c.value);

describe('tlinkCodeCorrections', () => {
  it.each([
    ['S typed for 5', '2227SUYK', '22275UYK', '5 in plaats van S'],
    ['5 typed for S', 'AB5DKMNP', 'ABSDKMNP', 'S in plaats van 5'],
    ['B typed for 8', 'B7K9MXQA', '87K9MXQA', '8 in plaats van B'],
    ['8 typed for B', 'A87K9MXQ', 'AB7K9MXQ', 'B in plaats van 8'],
    ['Z typed for 2', 'ZX4P7KMZ', 'ZX4P7KM2', '2 in plaats van Z'],
    ['2 typed for Z', '2X4P7KMN', 'ZX4P7KMN', 'Z in plaats van 2'],
    ['O typed for 0', 'ABO12345', 'AB012345', '0 in plaats van O'],
    ['0 typed for O', 'AB0CDEFG', 'ABOCDEFG', 'O in plaats van 0'],
    ['I typed for 1', 'ABI23456', 'AB123456', '1 in plaats van I'],
    ['L typed for 1', 'ABL23456', 'AB123456', '1 in plaats van L'],
    ['1 typed for L', 'AB123456', 'ABL23456', 'L in plaats van 1'],
    ['I typed for L', 'ABI23456', 'ABL23456', 'L in plaats van I'],
    ['two neighbours swapped', 'AB7K9MQX', 'AB7K9MXQ', 'Q en X omgewisseld'],
    ['the first two swapped', 'BA7K9MXQ', 'AB7K9MXQ', 'B en A omgewisseld'],
  ])('offers the code meant when %s', (_name, typed, meant, why) => {
    expect(tlinkCodeCorrections(typed)).toContainEqual({ value: meant, why });
  });

  it('offers each variant once, never the typed code itself, and few enough for one list call', () => {
    const all = values(tlinkCodeCorrections('S5B8Z2O0'));
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('S5B8Z2O0');
    expect(all.length).toBeLessThanOrEqual(40);
  });

  it('offers only swaps for a code without look-alikes, none for equal neighbours', () => {
    expect(values(tlinkCodeCorrections('AAAAAAAA'))).toEqual([]);
    expect(tlinkCodeCorrections('ACDEFGHJ').every((c) => c.why.endsWith('omgewisseld'))).toBe(true);
  });
});

describe('eanCorrections', () => {
  const ean = withCheckDigit('978900104263');
  const mistyped = (at: number, digit: string) => `${ean.slice(0, at)}${digit}${ean.slice(at + 1)}`;

  it.each([
    ['the check digit', 12],
    ['the first data digit after the prefix', 3],
    ['a digit with weight 3', 7],
    ['a digit with weight 1', 8],
  ])('offers the right EAN when %s is mistyped', (_name, at) => {
    const wrong = mistyped(at, String((Number(ean[at]) + 4) % 10));
    expect(hasValidCheckDigit(wrong)).toBe(false);
    const found = eanCorrections(wrong).find((c) => c.value === ean);
    expect(found?.why).toBe(`cijfer ${at + 1}: ${ean[at]} in plaats van ${wrong[at]}`);
  });

  it('offers the right EAN when two neighbouring digits are swapped', () => {
    const swapped = `${ean.slice(0, 8)}${ean[9]}${ean[8]}${ean.slice(10)}`;
    expect(hasValidCheckDigit(swapped)).toBe(false);
    expect(eanCorrections(swapped)).toContainEqual({ value: ean, why: `${ean[9]} en ${ean[8]} omgewisseld` });
  });

  it('offers only EANs with a right check digit, each once, within one list call', () => {
    const wrong = mistyped(12, String((Number(ean[12]) + 1) % 10));
    const all = eanCorrections(wrong);
    expect(all.every((c) => hasValidCheckDigit(c.value))).toBe(true);
    expect(new Set(values(all)).size).toBe(all.length);
    expect(all.length).toBeLessThanOrEqual(30);
  });

  it('offers nothing for an EAN whose check digit is right', () => {
    expect(eanCorrections(ean)).toEqual([]);
  });
});
