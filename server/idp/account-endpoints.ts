import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { accountAreaMessages } from '../../domain/messages';
import { msg } from '../../domain/schemas/rules';
import type { Config } from '../config';
import type { AuthChanges } from '../db/auth-changes';
import type { Db } from '../db/connect';
import { accessUrls } from '../db/schema/access-urls';
import { accounts } from '../db/schema/accounts';
import { oidcPayloads } from '../db/schema/identity';
import { auditTrail } from '../http/audit';
import { type AuthEnv, requireAuth } from '../http/auth';
import { AppError, errorReply } from '../http/errors';
import { requires } from '../http/guard';
import type { TokenVerifier } from '../http/tokens';
import { parseBody, parseId } from '../http/validate';
import type { Logger } from '../logger';
import { type MailTransport, mailTransportFromEnv } from './mail-transport';

const ResendSchema = v.object({
  accountId: v.pipe(v.number(msg.wrongType), v.integer(msg.integer), v.minValue(1, msg.min(1))),
  /** Optional: resend this link's type to its own address instead of a new activation link. */
  accessUrlId: v.optional(v.pipe(v.number(msg.wrongType), v.integer(msg.integer))),
});

export type AccountEndpointDeps = {
  config: Pick<Config, 'publicUrl' | 'dataDir'>;
  db: Db;
  verifier: TokenVerifier;
  logger: Logger;
  transport?: MailTransport;
  /** What the instance hears of sign-outs and rights changes: passed checks are kept while it does (decision 739). */
  authChanges?: AuthChanges;
};

/** The identity-provider paths these endpoints answer (system.ts sends them to Hono, not to oidc-provider). */
export const ACCOUNT_ENDPOINT_PREFIXES = ['/idp/account/', '/idp/cache/'] as const;

/**
 * The identity provider's administrative calls of spec 000 §7, under /idp, bearer-protected with the
 * same token verification and rights as /api, and audited like every change (decision 033):
 * PUT account/destroy-session/{id}, DELETE cache/{id}, POST account/resend.
 */
export function accountEndpoints(deps: AccountEndpointDeps) {
  const { config, db, verifier, logger } = deps;
  const transport = deps.transport ?? mailTransportFromEnv(process.env, config.dataDir, logger);
  const app = new Hono<AuthEnv>();
  app.onError((error, c) =>
    errorReply(c, error, (err) => logger.error({ err, path: c.req.path }, 'idp call failed')),
  );
  app.use('*', requireAuth(verifier, db, deps.authChanges));
  app.use('*', auditTrail(db, logger));

  app.put('/account/destroy-session/:id', requires('gebruikers_sessies_afmelden'), async (c) => {
    const id = parseId(c.req.param('id'));
    const ended = await c.var.audit.write({ objectType: 'Session', id }, async (tx, entry) => {
      const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
      if (!account) throw new AppError('notFound', accountAreaMessages.accountNotFound);
      // Every provider record of this subject: sessions, grants and the tokens issued under them.
      const removed = await tx
        .delete(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${`account:${id}`}`)
        .returning({ model: oidcPayloads.model });
      entry.created({ accountId: id, removed: removed.length });
      return removed.length;
    });
    return c.json({ accountId: id, endedRecords: ended });
  });

  app.delete('/cache/:id', requires('oauthclients_leskluis'), async (c) => {
    const id = c.req.param('id');
    if (!/^[A-Za-z0-9._~-]{1,200}$/.test(id)) throw new AppError('notFound', 'Niet gevonden.');
    await c.var.audit.write({ objectType: 'OAuthClientCache', id }, async (_tx, entry) => {
      // The embedded provider reads platform OAuth clients from the database on every use and keeps
      // no copy, so there is nothing stale to drop; the call succeeds (decision 033).
      entry.removed({ clientId: id });
    });
    return c.body(null, 204);
  });

  app.post('/account/resend', requires('gebruikers_aanpassen'), async (c) => {
    const body = await parseBody(c, ResendSchema);
    const link = await c.var.audit.write({ objectType: 'AccessUrl' }, async (tx, entry) => {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, body.accountId));
      if (!account) throw new AppError('notFound', accountAreaMessages.accountNotFound);
      let type: 'ACTIVATION' | 'PASSWORD_RESET' | 'CONTACT_CHANGE' = 'ACTIVATION';
      let to = { email: account.email, telephone: account.email ? null : account.telephone };
      if (body.accessUrlId !== undefined) {
        const [previous] = await tx
          .select()
          .from(accessUrls)
          .where(and(eq(accessUrls.id, body.accessUrlId), eq(accessUrls.accountId, account.id)));
        if (!previous) throw new AppError('notFound', accountAreaMessages.accessUrlNotOfAccount);
        type = previous.type as typeof type;
        to = { email: previous.email, telephone: previous.telephone };
      }
      if (!to.email && !to.telephone) throw new AppError('validation', accountAreaMessages.noContact);
      const now = new Date();
      const [row] = await tx
        .insert(accessUrls)
        .values({
          accountId: account.id,
          type,
          ...to,
          token: randomBytes(20).toString('hex'),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // Older unused links of the same type and address stop working: only the newest link counts.
      await tx
        .update(accessUrls)
        .set({ used: true, updatedAt: now })
        .where(
          and(
            eq(accessUrls.accountId, account.id),
            eq(accessUrls.type, type),
            eq(accessUrls.used, false),
            sql`${accessUrls.id} <> ${row!.id}`,
            or(
              to.email ? eq(accessUrls.email, to.email) : sql`false`,
              to.telephone ? eq(accessUrls.telephone, to.telephone) : sql`false`,
            ),
          ),
        );
      entry.id(row!.id);
      entry.created({ accountId: account.id, type, email: to.email, telephone: to.telephone });
      return row!;
    });
    await transport.send({
      to: { email: link.email, telephone: link.telephone },
      subject: 'Bevestig je Leskluis-account',
      text: `Bevestig je account met deze link: ${config.publicUrl}/bevestigen/${link.token}`,
    });
    return c.json(
      {
        id: link.id,
        type: link.type,
        email: link.email,
        telephone: link.telephone,
        createdAt: link.createdAt.toISOString(),
      },
      201,
    );
  });

  app.all('*', (c) => c.json({ message: 'Onbekende route.' }, 404));
  return app;
}
