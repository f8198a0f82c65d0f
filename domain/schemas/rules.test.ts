import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuditLogFilterSchema } from './audit';
import { dbId, maxChars } from './rules';

/** The messages of the first issue per path, as the API's 400 and the form kit show them. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    out[path] ??= issue.message;
  }
  return out;
}

describe('generic validation messages (spec 000 §5)', () => {
  it("says 'Moet uit cijfers bestaan', 'Moet minimaal {min} zijn', 'Mag maximaal {max} zijn' and 'Veld is niet geldig'", () => {
    expect(messages(AuditLogFilterSchema, { amount: 'twintig' })).toEqual({
      amount: 'Moet uit cijfers bestaan',
    });
    expect(messages(AuditLogFilterSchema, { amount: '0' })).toEqual({ amount: 'Moet minimaal 1 zijn' });
    expect(messages(AuditLogFilterSchema, { amount: '5000' })).toEqual({ amount: 'Mag maximaal 1000 zijn' });
    expect(messages(AuditLogFilterSchema, { requestType: 'GET' })).toEqual({
      requestType: 'Veld is niet geldig',
    });
    expect(messages(AuditLogFilterSchema, { startDate: '31-02-2026' })).toEqual({
      startDate: 'Ongeldige datum',
    });
  });

  it("says 'Verkeerde type', 'Veld moet een geheel getal zijn', 'Veld is verplicht' and 'Mag maximaal {max} tekens zijn'", () => {
    const schema = v.object({ id: dbId(), naam: v.pipe(v.string(), maxChars(5)) });
    expect(messages(schema, { id: 'een', naam: 'abc' })).toEqual({ id: 'Verkeerde type' });
    expect(messages(schema, { id: 1.5, naam: 'abc' })).toEqual({ id: 'Veld moet een geheel getal zijn' });
    expect(messages(schema, { naam: 'abc' })).toEqual({ id: 'Veld is verplicht' });
    expect(messages(schema, { id: 1, naam: 'abcdef' })).toEqual({ naam: 'Mag maximaal 5 tekens zijn' });
  });

  it('falls back to the Dutch texts for checks that name no message of their own', () => {
    const schema = v.object({
      amount: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(9)),
      kind: v.picklist(['A', 'B']),
    });
    expect(messages(schema, { amount: 1, kind: 'A' })).toEqual({ amount: 'Moet minimaal 2 zijn' });
    expect(messages(schema, { amount: 10, kind: 'A' })).toEqual({ amount: 'Mag maximaal 9 zijn' });
    expect(messages(schema, { amount: 2.5, kind: 'A' })).toEqual({
      amount: 'Veld moet een geheel getal zijn',
    });
    expect(messages(schema, { amount: 'x', kind: 'C' })).toEqual({
      amount: 'Verkeerde type',
      kind: 'Veld is niet geldig',
    });
  });
});
