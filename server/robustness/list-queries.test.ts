import fc from 'fast-check';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountListFilterSchema } from '../../domain/schemas/account';
import { AccessUrlFilterSchema, ExternalAccountFilterSchema } from '../../domain/schemas/account-activity';
import { AdministratorListFilterSchema } from '../../domain/schemas/administrator';
import { AuditLogFilterSchema } from '../../domain/schemas/audit';
import {
  ContractBalanceFilterSchema,
  ContractSpecificationFilterSchema,
  SchoolContractFilterSchema,
} from '../../domain/schemas/contract';
import { EckListFilterSchema, LicenseMessageFilterSchema } from '../../domain/schemas/eck';
import { LogEntryFilterSchema } from '../../domain/schemas/log-entry';
import { OAuthClientListFilterSchema } from '../../domain/schemas/oauth-client-filters';
import { OrderDetailFilterSchema, OrderStockFilterSchema } from '../../domain/schemas/order-filters';
import { OrganisationListFilterSchema } from '../../domain/schemas/organisation-filters';
import { PoListFilterSchema } from '../../domain/schemas/po-license';
import { ProductListFilterSchema } from '../../domain/schemas/product';
import { RoleListFilterSchema } from '../../domain/schemas/role';
import { ServiceWindowListFilterSchema } from '../../domain/schemas/service-window';
import { SupportEntryFilterSchema } from '../../domain/schemas/support-entry';
import { TlinkListFilterSchema } from '../../domain/schemas/tlink';
import { SchoolOverviewFilterSchema, StatusOverviewFilterSchema } from '../../domain/schemas/tlink-overviews';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import { expectSaneReply, hostileNumber, hostileString, runs } from './test-support/fuzz-kit';

type Entries = v.ObjectEntries;
const keys = (schema: { entries: Entries }) => Object.keys(schema.entries);

/** Every list call with the filters its schema allows. */
const LISTS: [path: string, filters: string[]][] = [
  ['/api/accounts', keys(AccountListFilterSchema)],
  ['/api/accessurls', keys(AccessUrlFilterSchema)],
  ['/api/externalaccounts', keys(ExternalAccountFilterSchema)],
  ['/api/administrators', keys(AdministratorListFilterSchema)],
  ['/api/es/auditlog', keys(AuditLogFilterSchema)],
  ['/api/schoolcontracts', keys(SchoolContractFilterSchema)],
  ['/api/contractbalances', keys(ContractBalanceFilterSchema)],
  ['/api/contractspecifications', keys(ContractSpecificationFilterSchema)],
  ['/api/ecklicenses', keys(EckListFilterSchema)],
  ['/api/generatelicensemessages', keys(LicenseMessageFilterSchema)],
  ['/api/logentries', keys(LogEntryFilterSchema)],
  ['/api/oauthclients', keys(OAuthClientListFilterSchema)],
  ['/api/orderdetails', keys(OrderDetailFilterSchema)],
  ['/api/orderstockdetails', keys(OrderStockFilterSchema)],
  ['/api/organisations', keys(OrganisationListFilterSchema)],
  ['/api/policenses', keys(PoListFilterSchema)],
  ['/api/products', keys(ProductListFilterSchema)],
  ['/api/roles', keys(RoleListFilterSchema)],
  ['/api/servicewindows', keys(ServiceWindowListFilterSchema)],
  ['/api/supportentries', keys(SupportEntryFilterSchema)],
  ['/api/tlinklicenses', keys(TlinkListFilterSchema)],
  ['/api/tlinklicenseschooloverviews', keys(SchoolOverviewFilterSchema)],
  ['/api/tlinklicenses/statusOverview', keys(StatusOverviewFilterSchema)],
  ['/api/exportjobs', []],
];

/** Range headers: the grammar's edges, overflow, garbage. */
const hostileRange = fc.oneof(
  fc.constantFrom(
    'items=0-99',
    'items=0-',
    'items=5-2',
    'items=-1-5',
    'items=999999999-999999999',
    'items=0-999999999',
    'items=9999999999-',
    'bytes=0-10',
    'items=a-b',
    'items=0-0,5-6',
    '',
    'items=\u00000-1',
  ),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `items=${a}-${b}`),
  fc.string({ maxLength: 20 }),
);

const hostileParamValue = fc.oneof(
  hostileString,
  hostileNumber.map(String),
  fc.constantFrom('ASC-id', 'DESC-updatedAt', 'DESC-', 'ASC-password', 'DESC-id;drop'),
);

/** A query string of known filters, unknown ones, repeated ones and sort, with hostile values. */
const query = (filters: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 4, arbitrary: filters.length ? fc.constantFrom(...filters) : fc.constant('q') },
          { weight: 1, arbitrary: fc.constantFrom('sort', 'onbekend', '__proto__', 'csvHeaders') },
        ),
        hostileParamValue,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString());

const api = fileApiHarness();

describe('hostile query strings and Range headers on every list call', () => {
  it('never answers 5xx, and refuses in Dutch', async () => {
    const failures: string[] = [];
    for (const [path, filters] of LISTS) {
      await fc
        .assert(
          fc.asyncProperty(query(filters), fc.option(hostileRange), async (search, range) => {
            const headers: Record<string, string> = range === null ? {} : { range };
            const url = search ? `${path}?${search}` : path;
            await expectSaneReply(
              await api.as(SUPERUSER)(url, { headers }),
              `GET ${url} range ${JSON.stringify(range)}`,
            );
          }),
          runs(12),
        )
        .catch((error: Error) =>
          failures.push(`${path}: ${String((error.cause as Error | undefined)?.message).slice(0, 800)}`),
        );
    }
    expect(failures.join('\n\n')).toBe('');
  }, 180_000);

  it('answers an id that is not a row with a Dutch 404 or 400, never 5xx', async () => {
    const hostileId = fc.oneof(
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '9999999999',
        '99999999999999999999',
        '1e3',
        'abc',
        '%00',
        '..%2F',
        ' 1',
      ),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const items = [
      '/api/accounts',
      '/api/products',
      '/api/tlinklicenses',
      '/api/policenses',
      '/api/roles',
      '/api/orderdetails',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...items),
        hostileId,
        fc.constantFrom('GET', 'DELETE'),
        async (path, id, method) => {
          const { status } = await expectSaneReply(
            await api.as(SUPERUSER)(`${path}/${id}`, { method }),
            `${method} ${path}/${id}`,
          );
          expect(status).toBeGreaterThanOrEqual(400);
        },
      ),
      runs(60),
    );
  }, 120_000);
});
