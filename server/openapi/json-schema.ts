import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * A valibot schema as a JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends (`input`:
 * before any transform, so a filter reads as the text it is in the URL) or what it receives
 * (`output`). Checks JSON Schema cannot say (trim, custom checks) are left out; the server still
 * runs them and answers 400 with its Dutch message.
 */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    typeMode,
  });
  return rest;
}
