import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { tlinkMessages } from '../messages';
import { TlinkBodySchema, TlinkCreateFormSchema } from './tlink';

const licence = { product: 1, startDate: '2026-09-01', endDate: '2026-08-01', licenseState: 'ACTIVE' };

/** The issues of `schema` on `input` as `path: message`. */
function problems(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

describe('the end-after-start rule, one rule for the TLink body and the create form', () => {
  it.each([
    ['TlinkBodySchema', TlinkBodySchema, licence],
    ['TlinkCreateFormSchema', TlinkCreateFormSchema, { ...licence, amountToCreate: '3' }],
  ])(
    '%s names an end before the start on the end date, and lets an ended state keep it',
    (_, schema, input) => {
      expect(problems(schema, input)).toEqual([`endDate: ${tlinkMessages.endAfterStart}`]);
      expect(problems(schema, { ...input, endDate: '2026-09-02' })).toEqual([]);
      expect(problems(schema, { ...input, licenseState: 'REVOKED' })).toEqual([]);
    },
  );
});
