import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';

/** The API as the superuser, for deriving what belongs to whom (test set-up, not the journey). */
export class SuperuserApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  async get<T>(path: string, range = 'items=0-99'): Promise<T> {
    const response = await this.request.get(`/api${path}`, {
      headers: { Authorization: `Bearer ${this.token}`, Range: range },
    });
    expect(response.status(), `GET /api${path} as superuser`).toBe(200);
    return (await response.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const response = await this.request.post(`/api${path}`, {
      headers: { Authorization: `Bearer ${this.token}` },
      data: body,
    });
    expect(response.status(), `POST /api${path} as superuser: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  }
}

type Publisher = { id: number; name: string; askForVolledigeNaam: boolean };
type Product = {
  id: number;
  ean: string;
  organisation: Publisher;
  subproductDigitaal: string | null;
  subproductFolio: string | null;
};
type TlinkRow = { id: number; licenseCode: string; product: { publisher: { id: number } } };

/** Everything of the demo data that is another publisher's, and what is the swept publisher's own. */
export type Ownership = {
  publisher: Publisher;
  foreignPublishers: Map<number, string>;
  ownEans: Set<string>;
  foreignEans: Set<string>;
  ownProductIds: Set<number>;
  foreignProductIds: Set<number>;
  /** Secrets no reply to a publisher-bound administrator carries (confirmation-link tokens). */
  secrets: Set<string>;
  /** Other strings that name another publisher's things (its administrators, OAuth clients). */
  markers: Map<string, string>;
  /** Whether the viewer's publisher has askForVolledigeNaam off: then no account's full name reaches them. */
  hidesNames: boolean;
};

/** Reads every publisher and product as the superuser and splits them into own and foreign. */
export async function ownershipOf(api: SuperuserApi, publisherName: string): Promise<Ownership> {
  const publishers = await api.get<Publisher[]>('/organisations?type=Uitgever', 'items=0-999');
  const publisher = publishers.find((p) => p.name === publisherName);
  expect(publisher, publisherName).toBeTruthy();
  const products = await api.get<Product[]>('/products', 'items=0-');
  const own = products.filter((p) => p.organisation.id === publisher!.id);
  // An own product may name another EAN as its digital or folio subproduct: that is its own data.
  const ownMentions = new Set(own.flatMap((p) => [p.ean, p.subproductDigitaal, p.subproductFolio]));
  const foreign = products.filter((p) => p.organisation.id !== publisher!.id);
  const ownership: Ownership = {
    publisher: publisher!,
    foreignPublishers: new Map(publishers.filter((p) => p.id !== publisher!.id).map((p) => [p.id, p.name])),
    ownEans: new Set(own.map((p) => p.ean)),
    foreignEans: new Set(foreign.map((p) => p.ean).filter((ean) => !ownMentions.has(ean))),
    ownProductIds: new Set(own.map((p) => p.id)),
    foreignProductIds: new Set(foreign.map((p) => p.id)),
    secrets: new Set(),
    markers: new Map(),
    hidesNames: !publisher!.askForVolledigeNaam,
  };
  expect(ownership.ownEans.size, 'the swept publisher has products').toBeGreaterThan(10);
  expect(ownership.foreignPublishers.size, 'other publishers exist').toBeGreaterThan(1);
  expect(ownership.foreignEans.size, 'other publishers have products').toBeGreaterThan(10);
  return ownership;
}

/** One piece of another publisher's data where the swept administrator could read it. */
export type Finding = { where: string; kind: string; value: string };

const EAN = /(?<!\d)\d{13}(?!\d)/g;
/** TLink codes: 8 characters of the code alphabet (no 0/O, 1/I/L). */
const CODE = /(?<![A-Z0-9])[A-HJKMNP-Z2-9]{8}(?![A-Z0-9])/g;
const PUBLISHER_KEYS = /^(publisher|uitgever|owner|organisation)(Id)?$/;
const PRODUCT_KEYS = /^(product|subject)(Id)?$/;
/** Name attributes of accounts and external accounts (the display name given_name is not one). */
const NAME_KEYS = /^(first_name|tussenvoegsels|family_name|sn|givenName)$/;

/**
 * Watches everything a publisher-bound administrator's browser receives from /api and everything
 * their screens show, for data of other publishers: their names, EANs, product ids and TLink codes.
 * TLink codes are only recognisable by looking them up, so they are collected and checked at the end.
 */
export class LeakSweep {
  readonly findings: Finding[] = [];
  private readonly pending: Promise<void>[] = [];
  /** TLink codes seen, with where they were first seen; the publisher of those a reply revealed. */
  private readonly codes = new Map<string, string>();
  private readonly codeOwners = new Map<string, number>();
  private readonly tlinkIds = new Map<number, string>();
  private replies = 0;

  constructor(
    private readonly page: Page,
    private readonly owned: Ownership,
  ) {
    page.on('response', (response) => this.onResponse(response));
  }

  /** Number of /api replies scanned so far. */
  get replyCount() {
    return this.replies;
  }

  private onResponse(response: Response) {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const where = `${response.request().method()} ${url.pathname}${url.search}`;
    this.pending.push(
      response
        .body()
        .then((body) => {
          this.replies += 1;
          const text = body.toString('utf8');
          this.scanText(text, where);
          if ((response.headers()['content-type'] ?? '').includes('json') && text) {
            this.scanJson(JSON.parse(text) as unknown, where);
          }
        })
        // A reply whose page navigated away has no body left to read; nothing reached a screen.
        .catch((error: Error) => {
          if (!/No resource|No data found|Target .* closed|unavailable/i.test(error.message)) throw error;
        }),
    );
  }

  /** Records a finding once per place. */
  found(where: string, kind: string, value: string) {
    const known = this.findings.some((f) => f.where === where && f.kind === kind && f.value === value);
    if (!known) this.findings.push({ where, kind, value });
  }

  /**
   * Scans text for foreign names, EANs and secrets, and collects the TLink codes it names unless
   * `codes` is false (a CSV file, whose rows carry their EAN). Returns how many own EANs it shows.
   */
  scanText(text: string, where: string, except: readonly string[] = [], codes = true): number {
    let own = 0;
    for (const [ean] of text.matchAll(EAN)) {
      if (except.includes(ean)) continue;
      if (this.owned.foreignEans.has(ean)) this.found(where, 'EAN', ean);
      if (this.owned.ownEans.has(ean)) own += 1;
    }
    for (const name of this.owned.foreignPublishers.values()) {
      if (text.includes(name)) this.found(where, 'uitgever', name);
    }
    for (const secret of this.owned.secrets) {
      if (text.includes(secret)) this.found(where, 'token', secret);
    }
    for (const [marker, kind] of this.owned.markers) {
      if (text.includes(marker)) this.found(where, kind, marker);
    }
    if (codes)
      for (const [code] of text.matchAll(CODE)) {
        if (!except.includes(code) && !this.codes.has(code)) this.codes.set(code, where);
      }
    return own;
  }

  private scanJson(value: unknown, where: string, key = '', parent = '') {
    if (Array.isArray(value)) {
      for (const item of value) this.scanJson(item, where, key, parent);
      return;
    }
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'number') this.checkId(key, value, where);
      if (typeof value === 'string' && value.trim() && this.owned.hidesNames && parent === 'attributes')
        if (NAME_KEYS.test(key)) this.found(where, `naam (${key})`, value);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number') this.checkId(key, record.id, where);
    if (typeof record.licenseCode === 'string') {
      const publisher = (record.product as { publisher?: { id?: number } } | undefined)?.publisher?.id;
      if (typeof publisher === 'number') this.codeOwners.set(record.licenseCode, publisher);
    }
    for (const [child, item] of Object.entries(record)) this.scanJson(item, where, child, key);
  }

  private checkId(key: string, id: number, where: string) {
    if (PUBLISHER_KEYS.test(key) && this.owned.foreignPublishers.has(id))
      this.found(where, `${key} (uitgever-id)`, String(id));
    if (PRODUCT_KEYS.test(key) && this.owned.foreignProductIds.has(id))
      this.found(where, `${key} (product-id)`, String(id));
  }

  /** Waits for every reply received so far to be scanned. */
  async settle() {
    while (this.pending.length) await Promise.all(this.pending.splice(0));
  }

  /**
   * Scans what the screen shows now: its text, form values, link targets and labels. Returns how
   * many own EANs it shows; `except` are values the administrator typed (a URL they opened).
   */
  async screen(where: string, except: readonly string[] = []): Promise<number> {
    const shown = await this.page.evaluate(() => {
      // Text node by text node: table cells side by side must not run together into one number.
      const parts = [document.title];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
      for (const field of document.querySelectorAll('input, textarea, select'))
        parts.push((field as HTMLInputElement).value);
      for (const element of document.querySelectorAll('[href], [title], [aria-label]'))
        for (const attribute of ['href', 'title', 'aria-label'])
          parts.push(element.getAttribute(attribute) ?? '');
      return parts.join('\n');
    });
    for (const [, id] of shown.matchAll(/\/producten\/(\d+)\//g))
      if (this.owned.foreignProductIds.has(Number(id))) this.found(`scherm ${where}`, 'product-link', id!);
    for (const [, id] of shown.matchAll(/\/organisaties\/(\d+)\//g))
      if (this.owned.foreignPublishers.has(Number(id))) this.found(`scherm ${where}`, 'uitgever-link', id!);
    for (const [, id] of shown.matchAll(/\/tlinks\/(\d+)\/edit/g))
      if (!this.tlinkIds.has(Number(id))) this.tlinkIds.set(Number(id), `scherm ${where}`);
    await this.settle();
    return this.scanText(shown, `scherm ${where}`, except);
  }

  debugCounts() {
    return {
      codes: this.codes.size,
      known: this.codeOwners.size,
      ids: this.tlinkIds.size,
      replies: this.replies,
      findings: this.findings.length,
    };
  }

  /** The findings, one line per place and kind: 'where · kind · n× (first values)'. */
  summary(): string[] {
    const groups = new Map<string, string[]>();
    for (const { where, kind, value } of this.findings) {
      const key = `${where} · ${kind}`;
      groups.set(key, [...(groups.get(key) ?? []), value]);
    }
    return [...groups].map(
      ([key, values]) => `${key} · ${values.length}× (${values.slice(0, 3).join(', ')})`,
    );
  }

  /** Whether a TLink code was seen on a screen or in a reply. */
  hasSeenCode(code: string) {
    return this.codes.has(code);
  }

  /**
   * Looks up, as the superuser, every TLink code and TLink id seen whose publisher no reply
   * revealed, and records those of other publishers. Returns how many own codes were seen.
   */
  async resolveCodes(api: SuperuserApi): Promise<number> {
    await this.settle();
    const unknown = [...this.codes.keys()].filter((code) => !this.codeOwners.has(code));
    for (let i = 0; i < unknown.length; i += 8) {
      await Promise.all(
        unknown.slice(i, i + 8).map(async (code) => {
          const [row] = await api.get<TlinkRow[]>(`/tlinklicenses?licenseCode=${code}`, 'items=0-0');
          if (row) this.codeOwners.set(code, row.product.publisher.id);
        }),
      );
    }
    for (const [id, where] of this.tlinkIds) {
      const row = await api.get<TlinkRow>(`/tlinklicenses/${id}`);
      if (row.product.publisher.id !== this.owned.publisher.id) this.found(where, 'TLink-id', String(id));
    }
    let own = 0;
    for (const [code, where] of this.codes) {
      const publisher = this.codeOwners.get(code);
      if (publisher === undefined) continue;
      if (publisher === this.owned.publisher.id) own += 1;
      else this.found(where, 'TLink-code', code);
    }
    return own;
  }
}
