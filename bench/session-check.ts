import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { administrators, roles } from '../server/db/schema/administrators';
import { createTokenVerifier } from '../server/http/tokens';
import { loadOrCreateKeys, publicJwks } from '../server/idp/keys';
import { createLogger } from '../server/logger';
import { freshTestDatabase } from '../server/test-support/database';
import { openTestSession, signAccessToken } from '../server/test-support/tokens';

/**
 * What checking the token's session costs per API call (decision 180): GET /api/administrators/me
 * in-process (`app.request`, token verification and JSON included), once through an API that checks
 * the session in the database and once through one that does not, interleaved so that drift hits
 * both alike, with OTHER_SESSIONS live sessions of other administrators in the table.
 * `npx tsx bench/session-check.ts` (PGlite) or with TEST_DATABASE_URL (PostgreSQL).
 */
const SAMPLES = Number(process.env.SAMPLES ?? 3000);
const OTHER_SESSIONS = 2000;

const database = await freshTestDatabase();
const db = database.db;
const [role] = await db
  .insert(roles)
  .values({ naam: 'Superuser', rechten: ['is_superuser'] })
  .returning();
const [admin] = await db
  .insert(administrators)
  .values({ name: 'Bram Bench', email: 'bench@leskluis.test', passwordHash: 'geen', rolId: role!.id })
  .returning();
for (let i = 0; i < OTHER_SESSIONS; i++) await openTestSession(db, String(10_000 + i));
const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const keys = await loadOrCreateKeys(db);
const checking = createTokenVerifier(config, { kind: 'local', jwks: () => publicJwks(keys) });
const notChecking = { ...checking, checksSessions: false };
const logger = createLogger('silent');
const apps = {
  checked: buildApp({ config, database, verifier: checking, logger }),
  unchecked: buildApp({ config, database, verifier: notChecking, logger }),
};
const token = await signAccessToken(keys, config, String(admin!.id), {
  sid: await openTestSession(db, String(admin!.id)),
});
const times: Record<keyof typeof apps, number[]> = { checked: [], unchecked: [] };
const call = async (name: keyof typeof apps) => {
  const start = performance.now();
  const response = await apps[name].request('/api/administrators/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  return performance.now() - start;
};
for (let i = 0; i < 200; i++) await Promise.all([call('checked'), call('unchecked')]);
for (let i = 0; i < SAMPLES; i++) {
  const [first, second] = i % 2 ? (['checked', 'unchecked'] as const) : (['unchecked', 'checked'] as const);
  times[first].push(await call(first));
  times[second].push(await call(second));
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const row = (name: keyof typeof apps) => {
  const values = times[name];
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    mean: mean.toFixed(3),
    p50: quantile(values, 0.5).toFixed(3),
    p95: quantile(values, 0.95).toFixed(3),
  };
};
const checked = row('checked');
const unchecked = row('unchecked');
console.log(`driver ${database.driver}, ${SAMPLES} samples each, ${OTHER_SESSIONS + 1} sessions stored (ms)`);
console.table({ 'session checked': checked, 'not checked': unchecked });
console.log(
  `cost per call: mean ${(Number(checked.mean) - Number(unchecked.mean)).toFixed(3)} ms, p50 ${(Number(checked.p50) - Number(unchecked.p50)).toFixed(3)} ms`,
);
await database.drop();
