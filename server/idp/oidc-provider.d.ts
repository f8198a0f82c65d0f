// oidc-provider ships no types and @types/oidc-provider lags its major versions; this declares the
// part of its API that server/idp uses, so the rest of the code stays type-checked.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export type AdapterPayload = {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  /** One adapter instance per model name (Session, Grant, AuthorizationCode, ...). */
  export type Adapter = {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  };

  export type ClaimsFunction = (
    use: string,
    scope: string,
    claims: unknown,
    rejected: string[],
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;

  export type Account = { accountId: string; claims: ClaimsFunction };

  export type ClientMetadata = {
    client_id: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    application_type?: 'web' | 'native';
    client_name?: string;
    [key: string]: unknown;
  };

  export type Client = {
    clientId: string;
    clientName?: string;
    redirectUris: string[];
  };

  export type Session = {
    accountId?: string;
    loginTs?: number;
    grantIdFor(clientId: string): string | undefined;
  };

  export type ResourceServerInfo = {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  };

  export type ErrorOut = { error: string; error_description?: string; state?: string; iss?: string };

  export type OIDCContext = {
    client?: Client;
    session?: Session;
    result?: { consent?: { grantId?: string } };
    provider: Provider;
    route?: string;
    /** The end-session endpoint's `id_token_hint`, once validated. */
    entities?: { IdTokenHint?: { payload: Record<string, unknown> } };
  };

  /** The Koa context oidc-provider passes to configuration functions. */
  export type KoaContextWithOIDC = {
    oidc: OIDCContext;
    type: string;
    body: unknown;
    status: number;
    host: string;
    path: string;
    method: string;
    req: IncomingMessage;
    /** Koa's request; its `ip` may be set, and then is what `ctx.ip` answers. */
    request: { ip: string };
    set(field: string, value: string): void;
  };

  export type Interaction = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  };

  export type InteractionResults = {
    login?: { accountId: string; remember?: boolean; acr?: string; amr?: string[] };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  };

  export class Grant {
    constructor(properties: { accountId?: string; clientId?: string });
    /** The grant's id, set once saved. */
    jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export type Configuration = {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: JWK[] };
    cookies?: {
      keys?: string[];
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
      names?: Record<string, string>;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    features?: Record<string, Record<string, unknown>>;
    ttl?: Record<string, number | ((ctx: KoaContextWithOIDC, token: never, client: Client) => number)>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    [key: string]: unknown;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's setting: trust X-Forwarded-* headers from a TLS-terminating proxy. */
    proxy: boolean;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    /** Koa middleware around the provider's own routes. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    // biome-ignore lint/suspicious/noExplicitAny: event listeners receive event-specific arguments.
    on(event: string, listener: (...args: any[]) => void): this;
  }

  export type OIDCProviderErrorClass = new (description?: string, detail?: string) => Error;
  export const errors: {
    InvalidTarget: OIDCProviderErrorClass;
    SessionNotFound: OIDCProviderErrorClass;
    [name: string]: OIDCProviderErrorClass | undefined;
  };
  export default Provider;
}
