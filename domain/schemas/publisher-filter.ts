import type * as v from 'valibot';

type FilterSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** A list's filter schema with the key that names a publisher (decision 610). */
export type PublisherFiltered<S extends FilterSchema, K extends string> = S & { readonly publisherFilter: K };

/**
 * Names a list's publisher filter once, on the filter schema its API handler reads and its console
 * declaration (`defineListFilters({ schema })`) is checked by: the server refuses a publisher-bound
 * administrator's filter on another publisher (`server/http/publisher-filter.ts`), the console hides
 * it from them (`src/routes/hidden-filters.ts`). A key the schema lacks is a compile error.
 *
 *   export const TlinkListFilterSchema = withPublisherFilter(v.object({ publisher: …, … }), 'publisher');
 */
export function withPublisherFilter<S extends FilterSchema, const K extends keyof S['entries'] & string>(
  schema: S,
  key: K,
): PublisherFiltered<S, K> {
  return Object.assign(schema, { publisherFilter: key });
}

/** The key of a filter schema that names a publisher, if the list has one. */
export function publisherFilterOf(schema: object | undefined): string | undefined {
  return schema && 'publisherFilter' in schema && typeof schema.publisherFilter === 'string'
    ? schema.publisherFilter
    : undefined;
}
