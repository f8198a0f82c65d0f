import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { externAccounts } from '../../db/schema/accounts';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();

describe('GET /api/accounts (list conventions of spec 000 §7)', () => {
  it('answers the first page of 100 with Content-Range and the total', async () => {
    const res = await api.as(SUPPORT)('/api/accounts');
    expect(res.status).toBe(200);
    const body = (await res.json()) as unknown[];
    expect(body).toHaveLength(100);
    expect(res.headers.get('content-range')).toBe('items 0-99/250');
  });

  it('honours an inclusive Range header', async () => {
    const res = await api.as(SUPPORT)('/api/accounts', { headers: { range: 'items=100-149' } });
    expect((await res.json()) as unknown[]).toHaveLength(50);
    expect(res.headers.get('content-range')).toBe('items 100-149/250');
  });

  it('sorts by updatedAt descending by default and accepts ASC-field', async () => {
    const desc = (await (await api.as(SUPPORT)('/api/accounts')).json()) as { updatedAt: string }[];
    const times = desc.map((row) => Date.parse(row.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const asc = (await (await api.as(SUPPORT)('/api/accounts?sort=ASC-id')).json()) as { id: number }[];
    expect(asc.map((row) => row.id)).toEqual([...asc.map((row) => row.id)].sort((a, b) => a - b));
  });

  it('sorts the matches of a selective filter exactly as the whole list is sorted, on every sort', async () => {
    for (const sort of ['DESC-updatedAt', 'ASC-familyName', 'DESC-email', 'ASC-id']) {
      const all = (await (
        await api.as(SUPPORT)(`/api/accounts?sort=${sort}`, { headers: { range: 'items=0-299' } })
      ).json()) as { id: number; attributes: { family_name?: string | null } }[];
      const familyName = (row: (typeof all)[number]) => row.attributes.family_name ?? '';
      const part = familyName(all.find((row) => /^.\S{3}/.test(familyName(row)))!).slice(1, 4);
      const expected = all.filter((row) => familyName(row).toLowerCase().includes(part.toLowerCase()));
      const res = await api.as(SUPPORT)(`/api/accounts?sort=${sort}&achternaam=${encodeURIComponent(part)}`, {
        headers: { range: 'items=1-2' },
      });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect((body as { id: number }[]).map((row) => row.id)).toEqual(
        expected.slice(1, 3).map((row) => row.id),
      );
      expect(res.headers.get('content-range')).toMatch(new RegExp(`/${expected.length}$`));
    }
    const nothing = await api.as(SUPPORT)('/api/accounts?achternaam=qqqzzz');
    expect(await nothing.json()).toEqual([]);
    expect(nothing.headers.get('content-range')).toBe('items */0');
  });

  it('refuses an unknown filter or sort field with a 400 instead of ignoring it', async () => {
    const unknownFilter = await api.as(SUPPORT)('/api/accounts?kleur=blauw');
    expect(unknownFilter.status).toBe(400);
    expect(((await unknownFilter.json()) as { message: string }).message).toBe("Onbekend filter 'kleur'.");
    const unknownSort = await api.as(SUPPORT)('/api/accounts?sort=DESC-wachtwoord');
    expect(unknownSort.status).toBe(400);
    const badRange = await api.as(SUPPORT)('/api/accounts', { headers: { range: 'bytes=0-10' } });
    expect(badRange.status).toBe(400);
  });

  it('ignores empty filters and refuses values below the minimum length in Dutch', async () => {
    const empty = await api.as(SUPPORT)('/api/accounts?voornaam=&achternaam=');
    expect(empty.headers.get('content-range')).toBe('items 0-99/250');
    const short = await api.as(SUPPORT)('/api/accounts?achternaam=ab');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe('Minimaal 3 tekens');
  });

  it('filters by last name, contact detail, BRIN and school year', async () => {
    const all = (await (
      await api.as(SUPPORT)('/api/accounts', { headers: { range: 'items=0-299' } })
    ).json()) as {
      attributes: { family_name: string };
      email: string | null;
      nlEduPersonHomeOrganizationId: string;
      grades: string | null;
    }[];
    const sample = all.find((row) => row.email)!;
    const familyName = sample.attributes.family_name;
    const byName = (await (
      await api.as(SUPPORT)(`/api/accounts?achternaam=${encodeURIComponent(familyName.slice(0, 4))}`)
    ).json()) as typeof all;
    expect(byName.length).toBeGreaterThan(0);
    for (const row of byName)
      expect(row.attributes.family_name.toLowerCase()).toContain(familyName.slice(0, 4).toLowerCase());

    const byContact = (await (
      await api.as(SUPPORT)(`/api/accounts?input=${encodeURIComponent(sample.email!)}`)
    ).json()) as typeof all;
    expect(byContact.map((row) => row.email)).toContain(sample.email);

    const brin = sample.nlEduPersonHomeOrganizationId;
    const byBrin = (await (await api.as(SUPPORT)(`/api/accounts?brin=${brin}`)).json()) as typeof all;
    expect(byBrin.length).toBe(
      all.filter((row) => row.nlEduPersonHomeOrganizationId.startsWith(brin)).length,
    );
  });

  it('filters by and shows school year only with schooljaarvakcontracten_inzien (spec 000 §6)', async () => {
    const all = (await (
      await api.as(SUPERUSER)('/api/accounts', { headers: { range: 'items=0-299' } })
    ).json()) as { grades: string | null }[];
    const byYear = await api.as(SUPERUSER)('/api/accounts?schoolYear=3');
    const expected = all.filter((row) => row.grades?.includes('JAAR_3')).length;
    expect(expected).toBeGreaterThan(0);
    expect(byYear.headers.get('content-range')).toMatch(new RegExp(`/${expected}$`));

    // Support holds gebruikers_inzien but not the school-year right.
    const refused = await api.as(SUPPORT)('/api/accounts?schoolYear=3');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'Je bent niet bevoegd om op schooljaar te filteren.',
    });
    const seen = (await (
      await api.as(SUPPORT)('/api/accounts', { headers: { range: 'items=0-299' } })
    ).json()) as { id: number; grades: string | null; isFromTMProfielFromThisYear: boolean }[];
    expect(seen.every((row) => row.grades === null && row.isFromTMProfielFromThisYear === false)).toBe(true);
    const withGrades = all.findIndex((row) => row.grades);
    const one = (await (await api.as(SUPPORT)(`/api/accounts/${seen[withGrades]!.id}`)).json()) as {
      grades: string | null;
    };
    expect(one.grades).toBeNull();

    const exportGrades = await api.as(SUPPORT)('/api/accounts?csvHeaders=Id%3Did|Schooljaar%3Dgrades', {
      headers: { accept: 'text/csv', range: 'items=0-' },
    });
    expect(exportGrades.status).toBe(403);
    expect(await exportGrades.json()).toMatchObject({
      message: "Je bent niet bevoegd om het veld 'grades' te exporteren.",
    });
  });

  it('filters by userid: the nameId of a linked external account', async () => {
    const [linked] = await api.db
      .select({ accountId: externAccounts.accountId, nameId: externAccounts.nameId })
      .from(externAccounts)
      .where(isNotNull(externAccounts.accountId))
      .limit(1);
    const res = await api.as(SUPPORT)(`/api/accounts?userid=${encodeURIComponent(linked!.nameId)}`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: number }[];
    expect(rows.map((row) => row.id)).toContain(linked!.accountId);

    const none = await api.as(SUPPORT)('/api/accounts?userid=geen-bestaande-nameid');
    expect(none.headers.get('content-range')).toBe('items */0');
  });

  it('treats % and _ in a search as literal characters', async () => {
    const res = await api.as(SUPPORT)('/api/accounts?achternaam=%25%25%25');
    expect(res.headers.get('content-range')).toBe('items */0');
  });
});

describe('GET /api/accounts/{id}', () => {
  it('returns one account with its name attributes', async () => {
    const res = await api.as(SUPERUSER)('/api/accounts/1');
    expect(res.status).toBe(200);
    const account = (await res.json()) as { id: number; attributes: Record<string, unknown> };
    expect(account.id).toBe(1);
    expect(Object.keys(account.attributes).sort()).toEqual([
      'family_name',
      'first_name',
      'given_name',
      'tussenvoegsels',
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await api.as(SUPERUSER)('/api/accounts/999999')).status).toBe(404);
    expect((await api.as(SUPERUSER)('/api/accounts/abc')).status).toBe(404);
  });
});

describe('rights on the accounts area', () => {
  it('lets a publisher administrator with gebruikers_inzien read the list', async () => {
    expect((await api.as(PUBLISHER_ADMIN)('/api/accounts')).status).toBe(200);
  });
});
