import * as v from 'valibot';
import { ErrorReplySchema } from '../../domain/schemas/error-reply';
import { NOT_FOUND_HEADER, splitIdList } from '../../domain/schemas/id-list';
import { ApiError, type FieldError } from './api-error';
import { type ItemRange, type ListPage, rangeHeader, totalFromContentRange } from './list';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export type HttpClientOptions = {
  /** The API base from /config.json, e.g. '/api'. */
  baseUrl: string;
  getAccessToken: () => string | null;
  /** Called on a 401: the token is stale (spec 000 §8: the page reloads). */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
};

type RequestOptions = { params?: QueryParams; signal?: AbortSignal };
/** A raw call: any method, extra headers and a body; the answer is the Response itself. */
export type RawRequestOptions = RequestOptions & {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
};
type ListOptions = RequestOptions & { range: ItemRange; sort?: string };

export type HttpClient = {
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  getList<S extends v.GenericSchema>(
    path: string,
    itemSchema: S,
    options: ListOptions,
  ): Promise<ListPage<v.InferOutput<S>>>;
  /**
   * A call with the bearer token whose answer the caller reads (a CSV export's 202, a file as a
   * blob); a non-2xx status still throws an ApiError.
   */
  request(path: string, options?: RawRequestOptions): Promise<Response>;
};

/** A list's filter as the console holds it: per parameter one value or several. */
export type FilterValues = { readonly [key: string]: QueryValue | readonly QueryValue[] };

function isList(value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] {
  return Array.isArray(value);
}

/** Filters as query parameters: several values of one filter go comma separated. */
export function queryParamsOf(filter: FilterValues): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    params[key] = isList(value) ? value.join(',') : value;
  }
  return params;
}

/** `path?params`, leaving out empty values (spec 000 §7: empty filters are dropped). */
export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

async function toApiError(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let errors: FieldError[] = [];
  let body: unknown = null;
  try {
    body = await response.json();
    const parsed = v.safeParse(ErrorReplySchema, body);
    if (parsed.success) {
      message = parsed.output.message ?? message;
      errors = parsed.output.errors ?? [];
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): the status text is all we have.
  }
  return new ApiError(response.status, message, errors, body);
}

function parseBody<S extends v.GenericSchema>(schema: S, body: unknown, path: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  // A reply that breaks the contract is a bug on one side; say where, not what the user typed.
  const issue = parsed.issues[0];
  const where = issue ? v.getDotPath(issue) : null;
  throw new ApiError(0, `onverwacht antwoord van ${path}${where ? ` (${where})` : ''}`);
}

/** Spec 000 §9: the identity provider gets 3000 ms to answer (decision 169). */
export const IDP_TIMEOUT_MS = 3000;
const IDP_TIMEOUT_TEXT = 'De identity provider antwoordde niet binnen 3 seconden.';
/** Paths under the identity-provider base, which sits next to the API base (decision 033). */
const isIdpPath = (path: string) => path.startsWith('../idp/');

/** The console's one HTTP client: bearer token, JSON errors as ApiError, list ranges. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function send(path: string, init: RawRequestOptions): Promise<Response> {
    const token = options.getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    // A timer of our own rather than AbortSignal.timeout, so the caller's signal still aborts as its own.
    const timeout = isIdpPath(path) ? new AbortController() : null;
    const timer = timeout ? setTimeout(() => timeout.abort(), IDP_TIMEOUT_MS) : null;
    const signals = [init.signal, timeout?.signal].filter((signal) => signal !== undefined);
    try {
      const response = await doFetch(buildUrl(options.baseUrl, path, init.params), {
        headers,
        signal: signals.length > 1 ? AbortSignal.any(signals) : (signals[0] ?? null),
        ...(init.method ? { method: init.method } : {}),
        ...(init.body !== undefined ? { body: init.body } : {}),
      });
      if (response.status === 401) options.onUnauthorized();
      if (!response.ok) throw await toApiError(response);
      return response;
    } catch (error) {
      if (timeout?.signal.aborted && !init.signal?.aborted) throw new ApiError(504, IDP_TIMEOUT_TEXT);
      throw error;
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  return {
    async get(path, schema, requestOptions = {}) {
      const response = await send(path, requestOptions);
      return parseBody(schema, await response.json(), path);
    },
    async getList(path, itemSchema, listOptions) {
      const { range, sort, params, signal } = listOptions;
      const response = await send(path, {
        params: { ...params, sort },
        headers: { Range: rangeHeader(range) },
        ...(signal ? { signal } : {}),
      });
      const items = parseBody(v.array(itemSchema), await response.json(), path);
      const total = totalFromContentRange(response.headers.get('Content-Range'), items.length);
      const notFound = response.headers.get(NOT_FOUND_HEADER);
      return notFound === null ? { items, total } : { items, total, notFound: splitIdList(notFound) };
    },
    request(path, requestOptions = {}) {
      return send(path, requestOptions);
    },
  };
}
