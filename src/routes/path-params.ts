import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { idParam } from '../kit/search-fields';

/**
 * The path-param parser of every route with ids (`/tlinks/$id/edit`, `/accounts/merge/$src/$dst`):
 * each named param is a row id (src/kit/search-fields.ts) or the route is not found.
 */
export function idParams<const K extends string>(...keys: K[]) {
  return {
    parse: (raw: Record<K, string>): Record<K, number> => {
      const ids = {} as Record<K, number>;
      for (const key of keys) {
        const parsed = v.safeParse(idParam, raw[key]);
        if (!parsed.success) throw notFound();
        ids[key] = parsed.output;
      }
      return ids;
    },
    stringify: (ids: Record<K, number>): Record<K, string> => {
      const raw = {} as Record<K, string>;
      for (const key of keys) raw[key] = String(ids[key]);
      return raw;
    },
  };
}
