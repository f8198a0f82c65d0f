/** What the audit log shows instead of a secret. */
export const REDACTED = '[verwijderd]';

/** Field names whose values never reach the audit log (passwords, hashes, secrets, tokens). */
const SECRET_KEY = /pass(word)?|secret|token|hash|credential/i;

/** Fields every PUT changes; the entry's own time says when, so they add only noise to a diff. */
const IGNORED_IN_DIFF = new Set(['updatedAt', 'updated_at']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** A JSON-safe copy with dates as ISO strings and every secret field's value replaced by `secret(value)`. */
function jsonSafe(value: unknown, secret: (item: unknown) => unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => jsonSafe(item, secret));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      out[key] = SECRET_KEY.test(key) ? secret(item) : jsonSafe(item, secret);
    }
    return out;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** A JSON-safe copy with dates as ISO strings and every secret field replaced by REDACTED. */
export const redact = (value: unknown): unknown => jsonSafe(value, () => REDACTED);

/** Like `redact`, but a secret keeps a private fingerprint so a changed secret still shows as changed. */
const redactKeepingSecretsComparable = (value: unknown): unknown =>
  jsonSafe(value, (item) => JSON.stringify(item ?? null));

export type Difference = Record<string, { old: unknown; new: unknown }>;

/**
 * The difference of old and new for a PUT, by dot path: `{ 'attributes.first_name': { old, new } }`.
 * Nested objects are compared field by field, arrays as whole values; secrets show only that they changed.
 */
export function difference(before: unknown, after: unknown): Difference {
  const out: Difference = {};
  walk(redactKeepingSecretsComparable(before), redactKeepingSecretsComparable(after), '', out);
  return out;
}

function walk(before: unknown, after: unknown, prefix: string, out: Difference) {
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (IGNORED_IN_DIFF.has(key)) continue;
      walk(before[key], after[key], prefix ? `${prefix}.${key}` : key, out);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const secret = SECRET_KEY.test(prefix.slice(prefix.lastIndexOf('.') + 1));
  out[prefix] = secret ? { old: REDACTED, new: REDACTED } : { old: before ?? null, new: after ?? null };
}
