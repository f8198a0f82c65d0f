import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleBodySchema, RoleSchema } from '../../domain/schemas/role';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTokenVerifier } from '../http/tokens';
import { loadOrCreateKeys, publicJwks } from '../idp/keys';
import { createLogger } from '../logger';
import { freshTestDatabase, type TestDatabase } from '../test-support/database';
import { jsonSchemaOf } from './json-schema';
import { SCALAR_CACHE } from './routes';

/*
 * Issue 23 items 1 and 2, decisions 360 and 361: GET /api/openapi.json describes every operation
 * the app registers under /api, from the schemas the handlers validate with, as a valid OpenAPI 3.1
 * document; /api/docs serves the reference under its own policy.
 */

type Document = {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { securitySchemes: Record<string, { type: string; flows?: unknown }> };
};
type OperationObject = {
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }>; $ref?: string }>;
  security?: unknown[];
};

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;
beforeAll(async () => {
  database = await freshTestDatabase();
  const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const keys = await loadOrCreateKeys(database.db);
  const verifier = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(keys) });
  app = buildApp({ config, database, verifier, logger: createLogger('silent') });
});
afterAll(() => database?.drop());

async function fetchDocument(): Promise<Document> {
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

/** `/api/roles/:id` and `/api/products/:id{[0-9]+}` as OpenAPI writes them: `/roles/{id}`. */
function openApiPath(honoPath: string): string {
  return (
    honoPath
      .replace(/^\/api/, '')
      .replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
      .replace(/(.)\/$/, '$1') || '/'
  );
}

describe('GET /api/openapi.json', () => {
  it('describes every operation registered under /api, and nothing that is not', async () => {
    const document = await fetchDocument();
    const registered = new Set(
      app.routes
        // The reference page's own script files are not operations of the API.
        .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
        .filter((route) => !route.path.startsWith('/api/docs/'))
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
    );
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method} ${path}`),
      ),
    );
    expect([...registered].filter((operation) => !described.has(operation))).toEqual([]);
    expect([...described].filter((operation) => !registered.has(operation))).toEqual([]);
    expect(described.size).toBeGreaterThanOrEqual(90);
  });

  it('is a valid OpenAPI 3.1 document, served without signing in', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('takes bodies and replies from the schemas the handler validates and the console parses with', async () => {
    const { paths } = await fetchDocument();
    expect(paths['/roles']!.post!.requestBody!.content['application/json']!.schema).toEqual(
      jsonSchemaOf(RoleBodySchema, 'input'),
    );
    expect(paths['/roles/{id}']!.get!.responses['200']!.content!['application/json']!.schema).toEqual(
      jsonSchemaOf(RoleSchema, 'output'),
    );
  });

  it('states the list conventions, the CSV export, the error codes and the sign-in', async () => {
    const document = await fetchDocument();
    const accounts = document.paths['/accounts']!.get!;
    const refs = (accounts.parameters ?? []).map((parameter) => parameter.$ref ?? parameter.name);
    expect(refs).toEqual(
      expect.arrayContaining([
        '#/components/parameters/Range',
        'sort',
        'input',
        '#/components/parameters/Accept',
        '#/components/parameters/CsvHeaders',
      ]),
    );
    expect(Object.keys(accounts.responses)).toEqual(['200', '202', '400', '401', '403']);
    expect(Object.keys(document.paths['/roles/{id}']!.put!.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '412']),
    );
    expect(Object.keys(document.paths['/roles/{id}']!.delete!.responses)).toEqual(
      expect.arrayContaining(['204', '404', '409']),
    );
    expect(document.paths['/health']!.get!.security).toEqual([]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.oidc).toMatchObject({ type: 'oauth2' });
  });
});

describe('GET /api/docs', () => {
  it('serves the reference and Scalar from our own origin under a policy of its own', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).not.toMatch(/<script>[^<]/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");

    const script = await app.request('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    // A public library, kept by the browser; every other /api reply stays no-store.
    expect(script.headers.get('cache-control')).toBe(SCALAR_CACHE);
    expect((await app.request('/api/docs')).headers.get('cache-control')).toBe('no-store');
    expect((await script.text()).length).toBeGreaterThan(1_000_000);
    const init = await (await app.request('/api/docs/init.js')).text();
    expect(init).toContain("Scalar.createApiReference('#app'");
    expect(init).toContain('/api/openapi.json');
  });

  it('leaves the strict policy on every other API reply', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});
