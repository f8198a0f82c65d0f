import * as v from 'valibot';
import type { ApiCall } from '../../domain/api-calls';
import { jsonBody } from './accounts-json';
import type { HttpClient } from './http-client';

/**
 * Sends a declared call (domain/api-calls.ts) and reads its answer with the call's own schema; a
 * non-2xx answer throws the client's ApiError, an answer of another shape a ValiError.
 */
export async function sendCall<S extends v.GenericSchema>(
  client: HttpClient,
  call: ApiCall<S>,
): Promise<v.InferOutput<S>> {
  const response = await client.request(call.path, {
    method: call.method,
    ...(call.body === undefined ? {} : jsonBody(call.body)),
  });
  const text = await response.text();
  return v.parse(call.reply, text ? JSON.parse(text) : null);
}
