import { and, eq, ne } from 'drizzle-orm';
import { organisationMessages } from '../../../domain/messages';
import { mayManageStyles, organisationWriteRefusal } from '../../../domain/organisation-access';
import { isSuperuser } from '../../../domain/rights';
import { adminAreaTexts as t } from '../../../domain/schemas/administrator-texts';
import {
  billingIssues,
  normaliseOrganisation,
  type OrganisationBody,
  type OrganisationStyleBody,
  styleAbbreviation,
} from '../../../domain/schemas/organisation';
import type { Db } from '../../db/connect';
import { organisationStyles } from '../../db/schema/organisation-styles';
import { organisations } from '../../db/schema/organisations';
import type { AuditedWrite } from '../../http/audit';
import type { CurrentAdmin } from '../../http/auth';
import { assertNotBlocked } from '../../http/blocking';
import { lockFreshRow, lockRow, saveChanges } from '../../http/concurrency';
import { AppError, fieldError } from '../../http/errors';
import {
  findOrganisation,
  findStyle,
  type OrganisationRow,
  organisationBlockers,
  organisationJson,
  styleJson,
} from './repository';

const OBJECT_TYPE = 'Organisatie';
const notFound = () => new AppError('notFound', 'Opgevraagde organisatie bestaat niet.');
const styleNotFound = () => new AppError('notFound', 'Opgevraagde organisatiestijl bestaat niet.');

/** Today in the Netherlands as yyyy-MM-dd (arpSince's default). */
export function todayInAmsterdam(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/**
 * Types other than School need organisaties_uitgevers_distributeurs (spec 001 §2); a publisher-bound
 * administrator may change schools and their own publisher only (decisions 042, 153).
 */
function assertMayWrite(actor: CurrentAdmin, type: readonly string[], id: number | null) {
  const refusal = organisationWriteRefusal(actor, { id, type });
  if (refusal) throw new AppError('forbidden', t[refusal]);
}

type Billing = Pick<OrganisationRow, 'billingModel' | 'billingPrice' | 'billingPercentage'>;

/** Billing is set by superusers only; anyone else keeps what is stored. Then the rules of spec 001 §4-5. */
function settle(actor: CurrentAdmin, body: OrganisationBody, stored: Billing | null) {
  const withBilling = isSuperuser(actor)
    ? body
    : {
        ...body,
        billingModel: (stored?.billingModel ?? null) as OrganisationBody['billingModel'],
        billingPrice: stored?.billingPrice ?? null,
        billingPercentage: stored?.billingPercentage ?? null,
      };
  const settled = normaliseOrganisation(withBilling, todayInAmsterdam());
  if (isSuperuser(actor)) {
    const [issue] = billingIssues(settled);
    if (issue) throw fieldError(issue.path, issue.message);
  }
  const { updatedAt: _ignored, ...values } = settled;
  return values;
}

export async function createOrganisation(write: AuditedWrite, actor: CurrentAdmin, body: OrganisationBody) {
  assertMayWrite(actor, body.type, null);
  const values = settle(actor, body, null);
  const row = await write({ objectType: OBJECT_TYPE }, async (tx, entry) => {
    const [inserted] = await tx.insert(organisations).values(values).returning();
    entry.id(inserted!.id);
    entry.created(values);
    return inserted!;
  });
  return organisationJson(row, isSuperuser(actor));
}

export async function updateOrganisation(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin,
  id: number,
  body: OrganisationBody,
) {
  const before = await findOrganisation(db, id, actor.uitgeverId);
  if (!before) throw notFound();
  assertMayWrite(actor, before.type, id);
  assertMayWrite(actor, body.type, id);
  const row = await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockFreshRow(tx, organisations, id, body.updatedAt, notFound);
    const updated = await saveChanges(tx, organisations, stored, settle(actor, body, stored));
    entry.changed(stored, updated);
    return updated;
  });
  return organisationJson(row, isSuperuser(actor));
}

/** Deleting: 409 with the blocking entities while anything still points at the organisation. */
export async function deleteOrganisation(db: Db, write: AuditedWrite, actor: CurrentAdmin, id: number) {
  const before = await findOrganisation(db, id, actor.uitgeverId);
  if (!before) throw notFound();
  assertMayWrite(actor, before.type, id);
  await write({ objectType: OBJECT_TYPE, id }, async (tx, entry) => {
    const stored = await lockRow(tx, organisations, eq(organisations.id, id));
    if (!stored) throw notFound();
    assertNotBlocked(await organisationBlockers(tx, id, actor.uitgeverId));
    await tx.delete(organisations).where(eq(organisations.id, id));
    entry.removed(stored);
  });
}

/** Styles are managed with the publishers-and-distributors right (spec 001 §2, decision 153). */
function assertMayManageStyles(actor: CurrentAdmin) {
  if (!mayManageStyles(actor)) throw new AppError('forbidden', organisationMessages.stylesNeedRight);
}

async function writableOrganisation(db: Db, actor: CurrentAdmin, id: number) {
  const org = await findOrganisation(db, id, actor.uitgeverId);
  if (!org) throw fieldError('organisation', t.organisationNotFound);
  assertMayWrite(actor, org.type, id);
  return org;
}

/** POST organisationstyles: one style per name per organisation; the abbreviation follows the name. */
export async function createStyle(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin,
  body: OrganisationStyleBody,
) {
  assertMayManageStyles(actor);
  const org = await writableOrganisation(db, actor, body.organisation.id);
  const row = await write({ objectType: 'Organisatiestijl' }, async (tx, entry) => {
    const [existing] = await tx
      .select({ id: organisationStyles.id })
      .from(organisationStyles)
      .where(and(eq(organisationStyles.organisationId, org.id), eq(organisationStyles.name, body.name)));
    if (existing) throw fieldError('name', t.styleExists);
    const values = { organisationId: org.id, name: body.name, abbreviation: styleAbbreviation(body.name) };
    const [inserted] = await tx.insert(organisationStyles).values(values).returning();
    entry.id(inserted!.id);
    entry.created(values);
    return inserted!;
  });
  return styleJson(row);
}

/** PUT organisationstyles/{id}: another name (and so abbreviation) for the same organisation. */
export async function updateStyle(
  db: Db,
  write: AuditedWrite,
  actor: CurrentAdmin,
  id: number,
  body: OrganisationStyleBody,
) {
  assertMayManageStyles(actor);
  const before = await findStyle(db, id);
  if (!before) throw styleNotFound();
  if (before.organisationId !== body.organisation.id)
    throw fieldError('organisation', t.organisationNotFound);
  await writableOrganisation(db, actor, before.organisationId);
  const row = await write({ objectType: 'Organisatiestijl', id }, async (tx, entry) => {
    const stored = await lockFreshRow(tx, organisationStyles, id, body.updatedAt, styleNotFound);
    const [clash] = await tx
      .select({ id: organisationStyles.id })
      .from(organisationStyles)
      .where(
        and(
          eq(organisationStyles.organisationId, stored.organisationId),
          eq(organisationStyles.name, body.name),
          ne(organisationStyles.id, id),
        ),
      );
    if (clash) throw fieldError('name', t.styleExists);
    const updated = await saveChanges(tx, organisationStyles, stored, {
      name: body.name,
      abbreviation: styleAbbreviation(body.name),
    });
    entry.changed(stored, updated);
    return updated;
  });
  return styleJson(row);
}
