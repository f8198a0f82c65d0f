// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { tlinkCodeOf } from '../../../commands/tlinks';
import { forgetCreated, recallCreated, rememberCreated } from './last-created';
import { readReserveAmount } from './reserve-dialog';

describe('last created TLinks (spec 001 §7)', () => {
  beforeEach(() => forgetCreated());

  it('comes back within 10 seconds of creation and not later', () => {
    rememberCreated(['AB23CD45', 'EF67GH89'], 'ref-1', 1_000_000);
    expect(recallCreated(1_000_000 + 10_000)?.codes).toEqual(['AB23CD45', 'EF67GH89']);
    expect(recallCreated(1_000_000 + 10_001)).toBeNull();
  });

  it('survives nothing unreadable', () => {
    sessionStorage.setItem('leskluis.tlinks.lastCreated', '{kapot');
    expect(recallCreated()).toBeNull();
  });
});

describe('reserve amount', () => {
  it('caps a whole number at the available amount and refuses what is not one', () => {
    expect(readReserveAmount('999999', 120_000)).toEqual({ text: '99999', error: undefined });
    expect(readReserveAmount('40', 12)).toEqual({ text: '12', error: undefined });
    expect(readReserveAmount('', 12)).toEqual({ text: '', error: undefined });
    expect(readReserveAmount('12a3', 500)).toEqual({ text: '12a3', error: 'Moet uit cijfers bestaan' });
    expect(readReserveAmount('2.5', 500)).toEqual({ text: '2.5', error: 'Veld moet een geheel getal zijn' });
    expect(readReserveAmount('2,5', 500)).toEqual({ text: '2,5', error: 'Veld moet een geheel getal zijn' });
    expect(readReserveAmount('-3', 500)).toEqual({ text: '-3', error: 'Moet minimaal 0 zijn' });
  });
});

describe('open TLink by code command', () => {
  it('reads a code typed loosely or labelled', () => {
    expect(tlinkCodeOf('tlink: ab23cd45')).toBe('AB23CD45');
    expect(tlinkCodeOf(' AB23-CD45 ')).toBe('AB23CD45');
    expect(tlinkCodeOf('hallo')).toBeNull();
  });
});
