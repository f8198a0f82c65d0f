// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { tlinkCodeOf } from '../../../commands/licenses';
import { forgetCreated, recallCreated, rememberCreated } from './last-created';
import { capAmount } from './reserve-dialog';

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
  it('keeps digits only, at most 5, capped at the available amount', () => {
    expect(capAmount('12a3', 500)).toBe('123');
    expect(capAmount('999999', 120_000)).toBe('99999');
    expect(capAmount('40', 12)).toBe('12');
    expect(capAmount('', 12)).toBe('');
  });
});

describe('open TLink by code command', () => {
  it('reads a code typed loosely or labelled', () => {
    expect(tlinkCodeOf('tlink: ab23cd45')).toBe('AB23CD45');
    expect(tlinkCodeOf(' AB23-CD45 ')).toBe('AB23CD45');
    expect(tlinkCodeOf('hallo')).toBeNull();
  });
});
