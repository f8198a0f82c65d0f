import * as v from 'valibot';
import type { Lookup } from '../../commands/resolve';
import { ApiError } from '../api/api-error';
import type { HttpClient } from '../api/http-client';

const Anything = v.unknown();

/** The resolver's `Lookup` over the console's HTTP client (bearer token, list ranges). */
export function clientLookup(api: HttpClient): Lookup {
  return async (call, signal) => {
    try {
      if (call.list) {
        const page = await api.getList(call.path, Anything, {
          range: { start: 0, end: 9 },
          ...(call.params ? { params: call.params } : {}),
          signal,
        });
        return { kind: 'ok', body: page.items };
      }
      return { kind: 'ok', body: await api.get(call.path, Anything, { signal }) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A missing item is an answer; a missing list route (not built yet) or a refusal is not.
      if (!call.list && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
      return { kind: 'unavailable' };
    }
  };
}
