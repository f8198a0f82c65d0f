import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { toInstant } from '../../../domain/dates';
import type { TLinkLicenseState } from '../../../domain/enums';
import { tlinkMessages } from '../../../domain/messages';
import { DEFAULT_DISTRIBUTOR } from '../../../domain/product';
import { msg } from '../../../domain/schemas/rules';
import {
  type ReservedTlink,
  type ReserveLine,
  TLINK_DISABLED_FORM_STATES,
  TLINK_FORM_STATES,
  type TlinkBody,
  type TlinkLicense,
  type TlinkProductSummary,
} from '../../../domain/schemas/tlink';
import {
  endDateAfterTransition,
  endDateWithinProduct,
  lacksActivatableUntil,
} from '../../../domain/tlink-rules';
import { generateTlinkCode } from '../../../domain/tokens';
import type { Db } from '../../db/connect';
import { tlinkFreeCountsByProduct } from '../../db/counters/list-counters';
import { contains, startsWith } from '../../db/like';
import { products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { productPublisherScope } from '../../db/scopes';
import type { AuditEntry } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { assertFresh, lockRow, saveChanges } from '../../http/concurrency';
import { AppError, fieldError } from '../../http/errors';
import {
  accountExists,
  defaultDistributorId,
  findProductForLicence,
  findTlink,
  insertLicencesWithCodes,
  type LicenceBase,
  organisationExists,
  selectTlinks,
} from './repository';
import { accountNamingOf, FULL_ACCOUNT_NAMING, tlinkJson } from './tlink-json';

/** States an administrator may set: the form's options minus the disabled ones (spec 001 §4). */
export function isSelectableState(state: TLinkLicenseState): boolean {
  return (
    (TLINK_FORM_STATES as readonly string[]).includes(state) && !TLINK_DISABLED_FORM_STATES.includes(state)
  );
}

/** A body date the schema accepted (dateValueSchema): a day is the start of that day in Amsterdam. */
const parseDate = (value: string) => toInstant(value) as Date;

/** Checks the product and the links of a licence body; returns the product row. */
async function checkLicenceBody(tx: Db, admin: CurrentAdmin, body: TlinkBody, endDate: Date | null) {
  const found = await findProductForLicence(tx, body.product, admin.uitgeverId);
  if (!found) throw new AppError('notFound', 'Product bestaat niet.');
  const prefillProduct = {
    productType: found.product.productType,
    introductionDate: found.product.introductionDate,
    endOfLifeDate: found.product.endOfLifeDate,
    licenseModel: found.model,
  };
  if (lacksActivatableUntil(prefillProduct))
    throw fieldError('product', tlinkMessages.activatableUntilMissing);
  if (endDate && !endDateWithinProduct(endDate, found.product.endOfLifeDate))
    throw fieldError('endDate', tlinkMessages.endNotAfterProductEnd);
  if (body.organisation !== null && !(await organisationExists(tx, body.organisation, 'School')))
    throw fieldError('organisation', tlinkMessages.organisationNotSchool);
  if (body.distributor !== null && !(await organisationExists(tx, body.distributor, 'Distributeur')))
    throw fieldError('distributor', msg.invalid);
  if (body.account !== null && !(await accountExists(tx, body.account)))
    throw fieldError('account', msg.invalid);
  return found;
}

/** Draws `n` codes not in `taken`. */
function drawCodes(n: number, taken: Set<string>): string[] {
  const codes: string[] = [];
  while (codes.length < n) {
    const code = generateTlinkCode(randomInt);
    if (taken.has(code)) continue;
    taken.add(code);
    codes.push(code);
  }
  return codes;
}

/**
 * POST /api/tlinklicenses?amount=N: creates N licences with unique codes in the caller's transaction.
 * A code that already exists is skipped by the unique index and drawn again, so N always come back.
 */
export async function createTlinks(
  tx: Db,
  admin: CurrentAdmin,
  body: TlinkBody,
  amountToCreate: number,
  entry: AuditEntry,
): Promise<TlinkLicense[]> {
  if (!isSelectableState(body.licenseState)) throw fieldError('licenseState', msg.invalid);
  const found = await checkLicenceBody(tx, admin, body, parseDate(body.endDate));
  const distributorId = body.distributor ?? (await defaultDistributorId(tx, DEFAULT_DISTRIBUTOR));
  const referenceId = body.referenceId || randomUUID();
  const now = new Date();
  const base = {
    productId: body.product,
    organisationId: body.organisation,
    accountId: body.account,
    distributorId,
    startDate: parseDate(body.startDate),
    endDate: parseDate(body.endDate),
    activationDate: body.licenseState === 'ACTIVE' ? now : null,
    referenceId,
    licenseState: body.licenseState,
    amount: body.amount,
    autoRenew: body.autoRenew,
    activationMethod: found.model?.licenseActivationType ?? null,
    creationMethod: 'BEHEER',
    createdAt: now,
    updatedAt: now,
  } satisfies LicenceBase;

  const inserted: { id: number; licenseCode: string }[] = [];
  const taken = new Set<string>();
  for (let attempt = 0; inserted.length < amountToCreate; attempt++) {
    if (attempt > 50) throw new Error('could not draw unique TLink codes');
    const codes = drawCodes(amountToCreate - inserted.length, taken);
    inserted.push(...(await insertLicencesWithCodes(tx, base, codes)));
  }
  inserted.sort((a, b) => a.id - b.id);
  const ids = inserted.map((licence) => licence.id);
  // The licences differ only in id and code: one is read with its names, the others are that one
  // with their own id and code (reading 5,000 back ran 30,000 name lookups, decision 666).
  const [first] = await selectTlinks(tx).where(eq(tlinkLicenses.id, ids[0]!));
  const created = inserted.map(({ id, licenseCode }) =>
    tlinkJson({ ...first!, licence: { ...first!.licence, id, licenseCode } }, accountNamingOf(admin)),
  );
  entry.id(ids.length === 1 ? ids[0]! : referenceId);
  entry.created({ ...body, amountToCreate, referenceId, licenseCodes: created.map((l) => l.licenseCode) });
  return created;
}

/** PUT /api/tlinklicenses/{id}: a state change into an ending state sets the end date to now. */
export async function updateTlink(
  tx: Db,
  admin: CurrentAdmin,
  id: number,
  body: TlinkBody,
  entry: AuditEntry,
): Promise<TlinkLicense> {
  const stored = await lockRow(tx, tlinkLicenses, eq(tlinkLicenses.id, id));
  const before = stored ? await findTlink(tx, id, admin.uitgeverId) : null;
  if (!stored || !before) throw new AppError('notFound', 'Opgevraagde TLink bestaat niet.');
  assertFresh(stored, body.updatedAt);
  const from = stored.licenseState as TLinkLicenseState;
  if (body.licenseState !== from && !isSelectableState(body.licenseState))
    throw fieldError('licenseState', msg.invalid);
  const now = new Date();
  const requestedEnd = parseDate(body.endDate);
  const endDate = endDateAfterTransition(from, body.licenseState, requestedEnd, now);
  await checkLicenceBody(tx, admin, body, endDate === now ? null : requestedEnd);
  await saveChanges(
    tx,
    tlinkLicenses,
    stored,
    {
      productId: body.product,
      organisationId: body.organisation,
      accountId: body.account,
      distributorId: body.distributor,
      startDate: parseDate(body.startDate),
      endDate,
      activationDate:
        body.licenseState === 'ACTIVE' && stored.activationDate === null ? now : stored.activationDate,
      referenceId: body.referenceId || stored.referenceId,
      licenseState: body.licenseState,
      amount: body.amount,
      autoRenew: body.autoRenew,
    },
    { now },
  );
  const after = await findTlink(tx, id, admin.uitgeverId);
  entry.changed(tlinkJson(before, FULL_ACCOUNT_NAMING), tlinkJson(after!, FULL_ACCOUNT_NAMING));
  return tlinkJson(after!, accountNamingOf(admin));
}

/**
 * Licences that can be reserved: available, not yet at a school or with an account. Migration 0031's
 * triggers count the same three conditions per product (decision 730): a change here is a migration
 * that rebuilds tlink_free_counts_by_product.
 */
const freeStock = and(
  eq(tlinkLicenses.licenseState, 'AVAILABLE'),
  isNull(tlinkLicenses.organisationId),
  isNull(tlinkLicenses.accountId),
);

/**
 * GET /api/tlinklicenses/productsummary: free stock per product within the scope. The free licences
 * are counted per product by triggers (decision 730, migration 0031), so the summary sums that
 * counter's few rows per product instead of counting the free licences among millions; the scope
 * and both filters are the product's own fields, read from `products` as before.
 */
export async function productSummary(
  db: Db,
  uitgeverId: number | null,
  filter: { q?: string | undefined; product?: number | undefined },
): Promise<TlinkProductSummary[]> {
  const q = filter.q?.toLowerCase();
  const free = db
    .select({
      productId: tlinkFreeCountsByProduct.productId,
      available: sql<number>`sum(${tlinkFreeCountsByProduct.n})`.mapWith(Number).as('available'),
    })
    .from(tlinkFreeCountsByProduct)
    .groupBy(tlinkFreeCountsByProduct.productId)
    .having(sql`sum(${tlinkFreeCountsByProduct.n}) > 0`)
    .as('free');
  const rows = await db
    .select({
      productId: products.id,
      productTitle: products.title,
      productEan: products.ean,
      available: free.available,
    })
    .from(free)
    .innerJoin(products, eq(products.id, free.productId))
    .where(
      and(
        productPublisherScope(uitgeverId),
        filter.product ? eq(products.id, filter.product) : undefined,
        q
          ? sql`(lower(${products.title}) like ${contains(q)} or ${products.ean} like ${startsWith(q)})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${products.title})`), asc(products.id))
    .limit(200);
  return rows;
}

/**
 * POST /api/tlinklicenses/actions/reserveTLinks: per line, `amount` free licences of the product go
 * to the organisation in state RESERVED. More than the free stock is refused as a whole (409).
 */
export async function reserveTlinks(
  tx: Db,
  admin: CurrentAdmin,
  lines: ReserveLine[],
  entry: AuditEntry,
): Promise<ReservedTlink[]> {
  const reserved: ReservedTlink[] = [];
  const now = new Date();
  for (const [index, line] of lines.entries()) {
    if (line.amount === 0) continue;
    const found = await findProductForLicence(tx, line.productId, admin.uitgeverId);
    if (!found) throw new AppError('notFound', 'Product bestaat niet.');
    if (!(await organisationExists(tx, line.organisationId, 'School')))
      throw fieldError(`${index}.organisationId`, tlinkMessages.organisationNotSchool);
    const free = await tx
      .select({ id: tlinkLicenses.id })
      .from(tlinkLicenses)
      .where(and(freeStock, eq(tlinkLicenses.productId, line.productId)))
      .orderBy(asc(tlinkLicenses.licenseCode))
      .limit(line.amount)
      .for('update', { skipLocked: true });
    if (free.length < line.amount) {
      throw new AppError('conflict', tlinkMessages.reserveFailed, {
        errors: [
          {
            path: `${index}.amount`,
            message: `Er zijn ${free.length} TLinks van ${found.product.title} beschikbaar.`,
          },
        ],
      });
    }
    const rows = await tx
      .update(tlinkLicenses)
      .set({ licenseState: 'RESERVED', organisationId: line.organisationId, updatedAt: now })
      .where(
        inArray(
          tlinkLicenses.id,
          free.map((row) => row.id),
        ),
      )
      .returning({
        licenseCode: tlinkLicenses.licenseCode,
        startDate: tlinkLicenses.startDate,
        endDate: tlinkLicenses.endDate,
      });
    rows.sort((a, b) => a.licenseCode.localeCompare(b.licenseCode));
    for (const row of rows) {
      reserved.push({
        licenseCode: row.licenseCode,
        product: `${found.product.title} (${found.product.ean})`,
        startDate: row.startDate?.toISOString() ?? null,
        endDate: row.endDate?.toISOString() ?? null,
      });
    }
  }
  entry.created({ lines, licenseCodes: reserved.map((row) => row.licenseCode) });
  return reserved;
}
