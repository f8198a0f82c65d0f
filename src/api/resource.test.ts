import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { json, stubApi } from '../test-support/stub-api';
import { restResource } from './resource';

/*
 * Decision 540: a REST resource is declared with its item, filter and body schemas, so a list call
 * or a save that the server would not read fails `tsc` (npm run check compiles this file), and the
 * calls still send what the server reads.
 */

const ThingSchema = v.object({ id: v.number(), name: v.string() });
const ThingFilterSchema = v.object({
  q: v.optional(v.string()),
  kinds: v.optional(v.array(v.picklist(['a', 'b']))),
  open: v.optional(v.boolean()),
});
const ThingBodySchema = v.object({ name: v.string() });

const things = restResource('things', {
  item: ThingSchema,
  filter: ThingFilterSchema,
  body: ThingBodySchema,
});
const readOnly = restResource('readonly', { item: ThingSchema, filter: ThingFilterSchema });

describe('restResource', () => {
  it('sends the typed filter as query parameters and parses the saved item', async () => {
    const stub = stubApi({
      '/api/things': (_url, request) =>
        request.method === 'POST'
          ? json({ id: 9, name: 'Negen' })
          : json([], { headers: { 'Content-Range': 'items 0-0/0' } }),
    });
    await things.fetchPage(stub.client, { kinds: ['a', 'b'], open: true }, 'ASC-name', { start: 0, end: 24 });
    expect(new URL(stub.requests[0]!.url).search).toBe('?kinds=a%2Cb&open=true&sort=ASC-name');
    expect(await things.save(stub.client, null, { name: 'Negen' })).toEqual({ id: 9, name: 'Negen' });
    expect(await stub.requests[1]!.json()).toEqual({ name: 'Negen' });
  });

  it('types a list call by the filter schema and a save by the body schema', () => {
    type Filter = Parameters<typeof things.fetchPage>[1];
    expectTypeOf<{ kinds: readonly ['a'] }>().toExtend<Filter>();
    expectTypeOf<{ kinds: ['c'] }>().not.toExtend<Filter>();
    expectTypeOf<{ naam: string }>().not.toExtend<Filter>();
    expectTypeOf<{ open: 'true' }>().not.toExtend<Filter>();
    expectTypeOf<{ name: string }>().toExtend<Parameters<typeof things.save>[2]>();
    expectTypeOf<{ title: string }>().not.toExtend<Parameters<typeof things.save>[2]>();
    // A resource declared without a body schema has no save anyone can call.
    expectTypeOf<Parameters<typeof readOnly.save>[2]>().toBeNever();
  });

  it('takes either body of a resource that names two, and parses every reply by its item schema (decision 613)', async () => {
    const PasswordBodySchema = v.object({ name: v.string(), password: v.string() });
    const twoBodies = restResource('things', {
      item: ThingSchema,
      filter: ThingFilterSchema,
      body: [ThingBodySchema, PasswordBodySchema],
    });
    type Body = Parameters<typeof twoBodies.save>[2];
    expectTypeOf<{ name: string }>().toExtend<Body>();
    expectTypeOf<{ name: string; password: string }>().toExtend<Body>();
    expectTypeOf<{ title: string }>().not.toExtend<Body>();
    // The reply schema is the one used at run time: an answer it does not read is refused.
    const stub = stubApi({ '/api/things/4': () => json({ id: 4, name: 7 }) });
    await expect(twoBodies.save(stub.client, 4, { name: 'Vier' })).rejects.toThrow();
  });
});
