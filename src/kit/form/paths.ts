/**
 * Dot paths into form values ('email', 'attributes.first_name', 'prices.0.amount'), the same
 * notation valibot's `getDotPath` and the API's 400 `errors[].path` use.
 *
 * Usage:
 *   getAt(values, 'attributes.first_name');
 *   const next = setAt(values, 'attributes.first_name', 'Anna'); // a copy; `values` is unchanged
 */

type Primitive = string | number | boolean | bigint | symbol | null | undefined | Date;

/** Every dot path of T: keys, and nested object keys (arrays are one field, edited as a whole). */
export type FieldPath<T> = T extends Primitive | readonly unknown[]
  ? never
  : {
      [K in keyof T & string]: NonNullable<T[K]> extends Primitive | readonly unknown[]
        ? K
        : K | `${K}.${FieldPath<NonNullable<T[K]>>}`;
    }[keyof T & string];

/** The type of the value at a dot path of T. */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? PathValue<NonNullable<T[K]>, Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

function segments(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

/** The value at `path`, or undefined when a step is missing. */
export function getAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of segments(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `value` at `path`; objects and arrays on the way are copied, not mutated. */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = segments(path);
  if (key === undefined) return value as T;
  const source = (values ?? {}) as Record<string, unknown>;
  const child = rest.length === 0 ? value : setAt(source[key], rest.join('.'), value);
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...source, [key]: child } as T;
}

/** Whether `path` is `parent` or lies under it ('lines.2' is under 'lines'). */
export function isUnder(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}.`);
}
