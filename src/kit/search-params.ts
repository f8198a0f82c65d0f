/**
 * The console's URL search codec (decision 200). Every value is written as plain text and read
 * back as text: `?schoolYear=3&verified=false&status=ACTIVE,REVOKED`. The router's default JSON
 * codec wrote the string '3' as `%223%22` and read a hand-typed `false` as a boolean a string
 * filter then dropped; here the route's valibot schema alone gives a value its type.
 */
/** A search value as the URL writes it: numbers and booleans as text, a list comma-separated. */
export function urlText(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => String(item)).join(',');
  return value;
}

/** The router's `parseSearch`: every value stays the text that was in the URL (a repeated key, a list). */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const before = search[key];
    search[key] = before === undefined ? value : [before, value].flat();
  }
  return search;
}

/** The router's `stringifySearch`: absent (undefined) values are left out, the rest as `urlText`. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    const text = urlText(value);
    params.set(key, typeof text === 'string' ? text : JSON.stringify(text));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
