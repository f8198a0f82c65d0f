import * as v from 'valibot';
import type { AccessRule } from '../../domain/rights';
import { ErrorReplySchema } from '../../domain/schemas/error-reply';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../http/list';
import { jsonSchemaOf } from './json-schema';
import type { ApiOperation } from './operation';

type Json = Record<string, unknown>;

/**
 * Where the document's API runs, and the provider that signs its tokens: sign-in from the
 * reference goes to the embedded provider (its endpoints are known); with an external issuer the
 * reference takes a pasted token only.
 */
export type DocumentSite = {
  apiUrl: string;
  issuer: string;
  embeddedIdp: boolean;
  clientId: string;
  /** Where the provider sends the reference back to after sign-in. */
  redirectUri: string;
};

/** A 409 on a delete names what still refers to the item (DESIGN §4). */
const BlockingSchema = v.array(
  v.object({ toString: v.string(), entityType: v.string(), id: v.union([v.number(), v.string()]) }),
);

const ERRORS: Record<number, string> = {
  400: 'Ongeldige invoer: `message` en per veld `errors[]` (pad en Nederlandse melding). / Invalid input.',
  401: 'Niet aangemeld: geen, een verlopen of een ongeldig token. / Missing or invalid bearer token.',
  403: 'Niet bevoegd: de rol mist het recht, of het item valt buiten de uitgever. / Forbidden.',
  404: 'Niet gevonden (of niet zichtbaar voor deze beheerder). / Not found.',
  409: 'Conflict: bij verwijderen de lijst van wat er nog naar verwijst. / Conflict.',
  410: 'Verlopen. / Gone.',
  412: 'Iemand anders heeft dit intussen gewijzigd (`updatedAt` is ouder). / Stale `updatedAt`.',
  413: 'Te groot. / Payload too large.',
  429: 'Te veel tegelijk. / Too many requests.',
};

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const jsonContent = (schema: unknown) => ({ 'application/json': { schema } });

/** The words for an access rule, as an integrator reads them. */
export function accessText(access: ApiOperation['access']): string {
  if (access === 'public') return 'Zonder aanmelden / no sign-in';
  if (access === 'signed-in') return 'Elke aangemelde beheerder / any signed-in administrator';
  const rule: AccessRule = typeof access === 'string' ? { right: access } : access;
  const parts: string[] = [];
  if (rule.superuserOnly) parts.push('alleen superuser / superuser only');
  if (rule.right) parts.push(`recht / right: ${[rule.right].flat().join(' of / or ')}`);
  if (rule.nonPublisherOnly)
    parts.push('niet voor uitgever-beheerders / not for publisher-bound administrators');
  if (rule.excludedRight) parts.push(`niet met / not with: ${rule.excludedRight}`);
  return parts.join('; ');
}

function pathParameters(operation: ApiOperation): Json[] {
  return [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: operation.textParams?.includes(name!) ? { type: 'string' } : { type: 'integer', minimum: 1 },
  }));
}

function queryParameters(operation: ApiOperation): Json[] {
  if (!operation.query) return [];
  const schema = jsonSchemaOf(operation.query, 'input');
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function listParameters(operation: ApiOperation): Json[] {
  if (!operation.list) return [];
  const sort = operation.list.sort;
  return [
    ref('parameters', 'Range'),
    ...(sort && sort.length > 0
      ? [
          {
            name: 'sort',
            in: 'query',
            description: 'Sortering `ASC-veld` of `DESC-veld`. / Sort order.',
            schema: { type: 'string', enum: sort.flatMap((field) => [`ASC-${field}`, `DESC-${field}`]) },
          },
        ]
      : []),
    ...(operation.list.csv ? [ref('parameters', 'Accept'), ref('parameters', 'CsvHeaders')] : []),
  ];
}

function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set<number>(
    operation.access === 'public' ? [] : operation.access === 'signed-in' ? [401] : [401, 403],
  );
  if (operation.query || operation.list || operation.body) statuses.add(400);
  if (operation.path.includes('{')) statuses.add(404);
  if (operation.method === 'delete') statuses.add(409);
  if (operation.body && 'updatedAt' in (jsonSchemaOf(operation.body, 'input').properties ?? {}))
    statuses.add(412);
  for (const status of operation.errors ?? []) statuses.add(status);
  return [...statuses].sort();
}

function successResponses(operation: ApiOperation): Json {
  const status = String(operation.status ?? (operation.reply || operation.file ? 200 : 204));
  if (operation.file)
    return { [status]: { description: 'Het bestand. / The file.', content: { [operation.file]: {} } } };
  if (!operation.reply) return { [status]: { description: 'Gelukt, geen inhoud. / Done, no content.' } };
  const item = jsonSchemaOf(operation.reply, 'output');
  if (!operation.list) return { [status]: { description: 'Gelukt. / Success.', content: jsonContent(item) } };
  return {
    [status]: {
      description: 'Een pagina van de lijst. / One page of the list.',
      headers: { 'Content-Range': ref('headers', 'ContentRange') },
      content: jsonContent({ type: 'array', items: item }),
    },
    ...(operation.list.csv
      ? {
          202: {
            description:
              'Met `Accept: text/csv`: de export is gestart; het bestand staat straks bij GET /exportjobs. / CSV export queued.',
            content: jsonContent(ref('schemas', 'ExportStarted')),
          },
        }
      : {}),
  };
}

function operationObject(operation: ApiOperation): Json {
  const parameters = [
    ...pathParameters(operation),
    ...queryParameters(operation),
    ...listParameters(operation),
  ];
  const errors = Object.fromEntries(
    errorStatuses(operation).map((status) => [status, ref('responses', `E${status}`)]),
  );
  return {
    operationId: `${operation.method}${operation.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [operation.path.split('/')[1]],
    summary: operation.summary,
    description: `${operation.description}\n\n**Toegang / Access:** ${accessText(operation.access)}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: jsonContent(jsonSchemaOf(operation.body, 'input')) } }
      : {}),
    responses: { ...successResponses(operation), ...errors },
    ...(operation.access === 'public' ? { security: [] } : {}),
  };
}

const SCOPES = {
  openid: 'De aangemelde beheerder. / The signed-in administrator.',
  beheer: 'Toegang tot de beheer-API. / Access to the management API.',
};

/** Sign-in at the embedded provider: the console's public client, authorization code with PKCE. */
function providerScheme(site: DocumentSite): Json {
  return {
    type: 'oauth2',
    description:
      'Aanmelden bij de identity provider (authorization code + PKCE). / Sign in with the provider.',
    flows: {
      authorizationCode: {
        authorizationUrl: `${site.issuer}/auth`,
        tokenUrl: `${site.issuer}/token`,
        scopes: SCOPES,
        'x-usePkce': 'SHA-256',
        'x-scalar-client-id': site.clientId,
        'x-scalar-redirect-uri': site.redirectUri,
      },
    },
    'x-default-scopes': ['openid', 'beheer'],
  };
}

function components(site: DocumentSite): Json {
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'Een access token (JWT, audience `leskluis-api`, scope `beheer`) van de identity provider; plak het hier. / Paste an access token.',
      },
      ...(site.embeddedIdp ? { oidc: providerScheme(site) } : {}),
    },
    schemas: {
      ErrorReply: jsonSchemaOf(ErrorReplySchema, 'output'),
      Blocking: jsonSchemaOf(BlockingSchema, 'output'),
      ExportStarted: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
    },
    parameters: {
      Range: {
        name: 'Range',
        in: 'header',
        description: `\`items=start-eind\` (inclusief); zonder: de eerste ${DEFAULT_PAGE_SIZE}; een pagina is hoogstens ${MAX_PAGE_SIZE}. / Inclusive item range.`,
        schema: { type: 'string', pattern: '^items=\\d+-\\d*$', example: 'items=0-99' },
      },
      Accept: {
        name: 'Accept',
        in: 'header',
        description: '`text/csv` start een CSV-export van de hele gefilterde lijst (202). / CSV export.',
        schema: { type: 'string', enum: ['application/json', 'text/csv'] },
      },
      CsvHeaders: {
        name: 'csvHeaders',
        in: 'query',
        description: 'Kolommen van de CSV: `kop=veld|kop=veld`. / CSV columns.',
        schema: { type: 'string', example: 'E-mail=email|Aangemaakt=createdAt' },
      },
    },
    headers: {
      ContentRange: {
        description: '`items start-eind/totaal`, of `items */totaal` bij een lege pagina. / Page and total.',
        schema: { type: 'string', example: 'items 0-99/1234' },
      },
    },
    responses: Object.fromEntries(
      Object.entries(ERRORS).map(([status, description]) => [
        `E${status}`,
        {
          description,
          content: jsonContent(
            status === '409'
              ? { oneOf: [ref('schemas', 'ErrorReply'), ref('schemas', 'Blocking')] }
              : ref('schemas', 'ErrorReply'),
          ),
        },
      ]),
    ),
  };
}

/** The OpenAPI 3.1 document of /api: every declared operation, its schemas, errors and security. */
export function openApiDocument(operations: readonly ApiOperation[], site: DocumentSite): Json {
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    const item = paths[operation.path] ?? {};
    item[operation.method] = operationObject(operation);
    paths[operation.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leskluis Beheer API',
      version: '1',
      description:
        'De beheer-API achter de Leskluis Beheer-console (spec 000 en 001). Lijsten volgen spec 000 §7: `Range`/`Content-Range`, `sort=ASC-veld`, filters als queryparameters (onbekende geven 400), en CSV met `Accept: text/csv`. Meldingen zijn Nederlands.\n\nThe management API behind the Leskluis Beheer console. Lists page with `Range: items=0-99` and answer `Content-Range`; unknown filters are a 400; messages are Dutch.',
    },
    servers: [{ url: site.apiUrl }],
    security: [{ bearer: ['beheer'] }, ...(site.embeddedIdp ? [{ oidc: ['openid', 'beheer'] }] : [])],
    paths,
    components: components(site),
  };
}
