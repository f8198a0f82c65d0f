import { createMiddleware } from 'hono/factory';
import type { AuditObjectType } from '../../domain/enums';
import type { Db } from '../db/connect';
import { auditEntries } from '../db/schema/audit';
import type { Logger } from '../logger';
import { type Difference, difference, redact } from './audit-diff';
import type { AuthEnv, CurrentAdmin } from './auth';

export type AuditedMethod = 'POST' | 'PUT' | 'DELETE';

/**
 * What changed: the spec's `info` (objecttype and id). The id of a POST may be set once it exists.
 * The object type is one of `AUDIT_OBJECT_TYPES`, whose Dutch names the audit list shows (decision 611).
 */
export type AuditTarget = { objectType: AuditObjectType; id?: number | string | null };

/** Filled in by the work inside `runAudited`; what the entry's `request` shows. */
export type AuditEntry = {
  /** The id of the changed object, e.g. of a row a POST just inserted. */
  id(id: number | string): void;
  /**
   * PUT: the item before and after; the entry keeps only their difference, and an empty one writes
   * no entry. A POST that saves a form (the PO groups) says `{ isSave: true }` to get the same rule;
   * other POSTs are requests to act and keep their entry (decisions 160, 240).
   */
  changed(before: unknown, after: unknown, options?: { isSave?: boolean }): void;
  /** POST: the created item (or the accepted body). */
  created(body: unknown): void;
  /** DELETE: the removed item. */
  removed(entity: unknown): void;
  /** A remark shown as the entry's `warning`. */
  warn(text: string): void;
};

/** Who asked what, when: taken from the request once, so services need no Hono context. */
export type AuditActor = {
  admin: CurrentAdmin;
  signedInAt: Date | null;
  requestedOn: Date;
  method: AuditedMethod;
  url: string;
};

/** Runs `work` in one transaction that also writes the request's audit entry. */
export type AuditedWrite = <T>(
  target: AuditTarget,
  work: (tx: Db, entry: AuditEntry) => Promise<T>,
) => Promise<T>;

/** `c.var.audit`: the request's audited-write runner. */
export type AuditScope = { write: AuditedWrite };

/** The warning of an entry written after the fact for a handler that changed data without `write`. */
export const UNAUDITED_WARNING = 'Vastgelegd na de wijziging, niet in dezelfde transactie.';

const AUDITED_METHODS = new Set<string>(['POST', 'PUT', 'DELETE']);

/**
 * Runs `work` in a transaction and, when it succeeds, writes the audit entry in that same
 * transaction; when anything throws, both the change and the entry roll back.
 * Inside `work` use only `tx`: PGlite runs one transaction at a time, so a query on the outer
 * database would wait for this transaction forever.
 */
export async function runAudited<T>(
  db: Db,
  actor: AuditActor,
  target: AuditTarget,
  work: (tx: Db, entry: AuditEntry) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const state: EntryState = { id: target.id ?? null, detail: null, warning: null, isSave: false };
    const entry: AuditEntry = {
      id: (id) => {
        state.id = id;
      },
      changed: (before, after, options) => {
        state.detail = { difference: difference(before, after) };
        state.isSave = options?.isSave ?? false;
      },
      created: (body) => {
        state.detail = { body: redact(body) };
      },
      removed: (entity) => {
        state.detail = { removed: redact(entity) };
      },
      warn: (text) => {
        state.warning = state.warning ? `${state.warning} ${text}` : text;
      },
    };
    const result = await work(tx, entry);
    if (!isUnchangedSave(actor.method, state))
      await tx.insert(auditEntries).values(entryRow(actor, target.objectType, state));
    return result;
  });
}

type EntryState = {
  id: number | string | null;
  detail: { difference: Difference } | { body: unknown } | { removed: unknown } | null;
  warning: string | null;
  /** The POST saved a form: an empty difference writes no entry, as for a PUT. */
  isSave: boolean;
};

/**
 * A PUT whose difference is empty saved the item as it was: it changed nothing (every save writes
 * through `saveChanges`), so there is nothing to record (issue 18 B9; decision 160).
 */
function isUnchangedSave(method: AuditedMethod, state: EntryState): boolean {
  return (
    (method === 'PUT' || state.isSave) &&
    state.warning === null &&
    state.detail !== null &&
    'difference' in state.detail &&
    Object.keys(state.detail.difference).length === 0
  );
}

/** `objectType`: the target's; an entry after the fact has only its path's resource (`auditTrail`). */
function entryRow(
  actor: AuditActor,
  objectType: string,
  state: EntryState,
): typeof auditEntries.$inferInsert {
  const id = state.id === null ? null : String(state.id);
  const detail = state.detail ?? (actor.method === 'PUT' ? { difference: {} } : {});
  return {
    requestedOn: actor.requestedOn,
    signedInOn: actor.signedInAt,
    administratorId: actor.admin.id,
    adminName: actor.admin.name,
    adminEmail: actor.admin.email,
    requestType: actor.method,
    objectType,
    objectId: id,
    request: { [actor.method.toLowerCase()]: { info: { id, objecttype: objectType }, ...detail } },
    rechten: [...actor.admin.rechten],
    warning: state.warning,
    url: actor.url,
  };
}

/** The path and query of a request, without credentials a client might have put in the query. */
function auditUrl(url: string): string {
  const parsed = new URL(url);
  for (const key of [...parsed.searchParams.keys()]) {
    if (/pass|secret|token/i.test(key)) parsed.searchParams.set(key, '[verwijderd]');
  }
  return parsed.pathname + parsed.search;
}

/**
 * /api middleware (after requireAuth): gives POST, PUT and DELETE handlers `c.var.audit.write`, and
 * guarantees every successful one leaves exactly one entry. A handler that forgot `write` still gets
 * one, after the fact and with UNAUDITED_WARNING, and the omission is logged as an error.
 */
export function auditTrail(db: Db, logger: Logger) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const method = c.req.method;
    const isAudited = AUDITED_METHODS.has(method);
    const requestedOn = new Date();
    let written = 0;
    const actor = (): AuditActor => ({
      admin: c.var.admin,
      signedInAt: c.var.signedInAt,
      requestedOn,
      method: method as AuditedMethod,
      url: auditUrl(c.req.url),
    });
    c.set('audit', {
      write: async (target, work) => {
        if (!isAudited) throw new Error(`audited write in a ${method} request`);
        if (written > 0) throw new Error('a request writes one audit entry; do all its work in one write');
        const result = await runAudited(db, actor(), target, work);
        written += 1;
        return result;
      },
    });
    await next();
    if (!isAudited || written > 0 || c.res.status >= 400) return;
    logger.error({ method, path: c.req.path }, 'changing request without audited write');
    const segments = c.req.path.split('/').filter(Boolean);
    const id = [...segments].reverse().find((segment) => /^\d+$/.test(segment)) ?? null;
    await db.insert(auditEntries).values(
      entryRow(actor(), segments[1] ?? 'onbekend', {
        id,
        detail: null,
        warning: UNAUDITED_WARNING,
        isSave: false,
      }),
    );
  });
}
