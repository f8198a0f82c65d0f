import path from 'node:path';
import * as v from 'valibot';
import { ENVIRONMENTS } from '../domain/enums';
import { parseProxyEntry } from './http/client-address';

const portSchema = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535));

const EnvSchema = v.object({
  PORT: v.optional(portSchema, '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** Public base URL of this process, as the browser reaches it; the embedded issuer lives at `${PUBLIC_URL}/idp`. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  DATA_DIR: v.optional(v.string(), '.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  /**
   * Where each instance listens for changes to administrators, roles and sessions (decision 739):
   * straight to PostgreSQL when DATABASE_URL goes through PgBouncer in transaction mode, which
   * cannot hold a LISTEN. Defaults to DATABASE_URL.
   */
  DATABASE_LISTEN_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  /** An external OpenID Connect issuer; when set, the embedded identity provider is not mounted. */
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OIDC_AUDIENCE: v.optional(v.string(), 'leskluis-api'),
  OIDC_CLIENT_ID: v.optional(v.string(), 'leskluis-beheer'),
  ENVIRONMENT: v.optional(v.picklist(ENVIRONMENTS), 'local'),
  /** Fill an empty database with demo data on start ('false' to skip). Embedded mode defaults to true. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), 'dist'),
  /** How many exports this instance runs at once (decision 342). */
  EXPORT_WORKERS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(32)),
  ),
  /**
   * The proxies in front of this process whose X-Forwarded-For is believed: addresses or CIDR
   * ranges, comma-separated (decision 156). Unset or empty: the socket's address is the client's.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => proxyEntries(value).every((entry) => parseProxyEntry(entry) !== null),
        'a comma-separated list of IP addresses or CIDR ranges (10.0.0.0/8,::1)',
      ),
    ),
    '',
  ),
});

const proxyEntries = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The connection that listens for changes to what the administrator check reads (decision 739). */
  databaseListenUrl: string | undefined;
  /** The issuer the API trusts and the console signs in with. */
  issuer: string;
  /** True when this process runs the identity provider itself. */
  embeddedIdp: boolean;
  audience: string;
  clientId: string;
  environment: (typeof ENVIRONMENTS)[number];
  seedDemo: boolean;
  logLevel: string;
  staticDir: string;
  /** TRUST_PROXY's entries; empty when no proxy is trusted. */
  trustedProxies: readonly string[];
  /** EXPORT_WORKERS; unset: the export worker's default. */
  exportWorkers: number | undefined;
};

/** Reads the environment into a typed config; a bad value stops the boot with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = result.output;
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const embeddedIdp = e.OIDC_ISSUER === undefined;
  // Production cookies must be Secure and tokens never cross plain http (decision 100).
  if (e.ENVIRONMENT === 'productie' && !publicUrl.startsWith('https://'))
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: must start with https:// when ENVIRONMENT=productie',
    );
  return {
    port,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL ?? e.DATABASE_URL,
    issuer: (e.OIDC_ISSUER ?? `${publicUrl}/idp`).replace(/\/$/, ''),
    embeddedIdp,
    audience: e.OIDC_AUDIENCE,
    clientId: e.OIDC_CLIENT_ID,
    environment: e.ENVIRONMENT,
    seedDemo: e.SEED_DEMO === undefined ? e.DATABASE_URL === undefined : e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustedProxies: proxyEntries(e.TRUST_PROXY),
    exportWorkers: e.EXPORT_WORKERS,
  };
}
