import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/administrators';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';
import { todayInAmsterdam } from './service';

type Org = Record<string, unknown> & { id: number; name: string; type: string[]; updatedAt: string };
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const api = fileApiHarness();
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const put = (body: unknown) => ({ method: 'PUT', body: JSON.stringify(body) });
const school = {
  esn: 'TEST000001',
  name: 'Testschool De Linde',
  type: ['School'],
  sector: 'PO',
  brin: '99ZZ',
  instellingBrin: '99ZZ',
  city: 'Zwolle',
};

describe('GET organisations (spec 001 §7)', () => {
  it('filters on type, q, sectors and verified', async () => {
    const res = await api.as(SUPPORT)('/api/organisations?type=School&sectors=PO,VO&verified=false');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Org[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.type).toContain('School');
      expect(['PO', 'VO']).toContain(row.sector);
      expect(row.verified).toBe(false);
    }
    const q = (await (await api.as(SUPPORT)('/api/organisations?q=noorderlicht')).json()) as Org[];
    expect(q.map((row) => row.name)).toContain('Uitgeverij Noorderlicht');
    expect((await api.as(SUPPORT)('/api/organisations?type=Bakker')).status).toBe(400);
  });

  it('shows billing fields to superusers only', async () => {
    const [asSupport] = (await (await api.as(SUPPORT)('/api/organisations?type=Uitgever')).json()) as Org[];
    expect(asSupport).not.toHaveProperty('billingModel');
    const [asSuper] = (await (await api.as(SUPERUSER)('/api/organisations?type=Uitgever')).json()) as Org[];
    expect(asSuper).toHaveProperty('billingModel');
  });
});

describe('organisation form rules (spec 001 §4-5)', () => {
  it('answers the validation texts and prefixes URLs with http://', async () => {
    const empty = (await (await api.as(SUPERUSER)('/api/organisations', post({}))).json()) as ErrorBody;
    expect(empty.errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['esn', 'name', 'type', 'sector']),
    );
    const long = (await (
      await api.as(SUPERUSER)('/api/organisations', post({ ...school, brin: '12345678901' }))
    ).json()) as ErrorBody;
    expect(long.errors).toContainEqual({ path: 'brin', message: 'Mag maximaal 10 tekens zijn' });
    const res = await api.as(SUPERUSER)(
      '/api/organisations',
      post({ ...school, websiteUrl: 'www.delinde.nl', abonnementUrl: 'https://abo.delinde.nl', arp: true }),
    );
    expect(res.status).toBe(201);
    const org = (await res.json()) as Org;
    expect(org.websiteUrl).toBe('http://www.delinde.nl');
    expect(org.abonnementUrl).toBe('https://abo.delinde.nl');
    expect(org.arpSince).toBe(todayInAmsterdam());
    const badUrl = (await (
      await api.as(SUPERUSER)('/api/organisations', post({ ...school, websiteUrl: 'http://' }))
    ).json()) as ErrorBody;
    expect(badUrl.errors).toContainEqual({ path: 'websiteUrl', message: 'websiteUrl moet een URL zijn' });
  });

  it('asks a publisher for its billing model, percentage or price, and clears the other', async () => {
    const publisher = {
      ...school,
      esn: 'UITTEST',
      name: 'Uitgeverij Test',
      type: ['Uitgever'],
      sector: 'VO',
    };
    const noModel = (await (
      await api.as(SUPERUSER)('/api/organisations', post(publisher))
    ).json()) as ErrorBody;
    expect(noModel.message).toBe('Facturatiemodel moet gevuld zijn');
    const noPct = (await (
      await api.as(SUPERUSER)('/api/organisations', post({ ...publisher, billingModel: 'Percentage' }))
    ).json()) as ErrorBody;
    expect(noPct.message).toBe('Percentage moet gevuld zijn');
    const noPrice = (await (
      await api.as(SUPERUSER)('/api/organisations', post({ ...publisher, billingModel: 'Vaste Prijs' }))
    ).json()) as ErrorBody;
    expect(noPrice.message).toBe('Prijs moet gevuld zijn');
    const negative = (await (
      await api.as(SUPERUSER)(
        '/api/organisations',
        post({ ...publisher, billingModel: 'Vaste Prijs', billingPrice: -1 }),
      )
    ).json()) as ErrorBody;
    expect(negative.errors).toContainEqual({ path: 'billingPrice', message: 'Moet minimaal 0 zijn' });
    const res = await api.as(SUPERUSER)(
      '/api/organisations',
      post({ ...publisher, billingModel: 'Vaste Prijs', billingPrice: 250, billingPercentage: 12 }),
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as Org;
    expect(created).toMatchObject({
      billingModel: 'Vaste Prijs',
      billingPrice: 250,
      billingPercentage: null,
    });
    // Unticking Uitgever clears the billing fields.
    const school2 = await api.as(SUPERUSER)(
      `/api/organisations/${created.id}`,
      put({ ...publisher, type: ['School'], billingModel: 'Vaste Prijs', billingPrice: 250 }),
    );
    expect(await school2.json()).toMatchObject({
      billingModel: null,
      billingPrice: null,
      billingPercentage: null,
    });
  });

  it('needs the publishers-and-distributors right for types other than School', async () => {
    // Support has organisaties_inzien only; the superuser grants them a role that can add schools.
    const role = (await (
      await api.as(SUPERUSER)(
        '/api/roles',
        post({
          naam: 'Scholenbeheer',
          rechten: ['organisaties_inzien', 'organisaties_toevoegen', 'organisaties_aanpassen'],
        }),
      )
    ).json()) as { id: number };
    const supportMe = (await (await api.as(SUPPORT)('/api/administrators/me')).json()) as {
      id: number;
      name: string;
      email: string;
    };
    await api.as(SUPERUSER)(
      `/api/administrators/${supportMe.id}`,
      put({ name: supportMe.name, email: supportMe.email, rol: { id: role.id } }),
    );
    const distributor = await api.as(SUPPORT)(
      '/api/organisations',
      post({ ...school, esn: 'DISTEST', type: ['Distributeur'] }),
    );
    expect(distributor.status).toBe(403);
    const schoolRes = await api.as(SUPPORT)('/api/organisations', post({ ...school, esn: 'SCHTEST2' }));
    expect(schoolRes.status).toBe(201);
    // Billing is ignored when a non-superuser saves.
    const body = (await schoolRes.json()) as Org;
    expect(body).not.toHaveProperty('billingModel');
  });

  it('answers 412 on a stale edit', async () => {
    const org = (await (
      await api.as(SUPERUSER)('/api/organisations', post({ ...school, esn: 'STALE' }))
    ).json()) as Org;
    const ok = await api.as(SUPERUSER)(
      `/api/organisations/${org.id}`,
      put({ ...school, esn: 'STALE', updatedAt: org.updatedAt, city: 'Delft' }),
    );
    expect(ok.status).toBe(200);
    const stale = await api.as(SUPERUSER)(
      `/api/organisations/${org.id}`,
      put({ ...school, esn: 'STALE', updatedAt: org.updatedAt }),
    );
    expect(stale.status).toBe(412);
  });
});

describe('siblings, styles and delete', () => {
  it('lists the other locations of the same institution as siblings', async () => {
    const a = (await (
      await api.as(SUPERUSER)(
        '/api/organisations',
        post({ ...school, esn: 'LOC1', brin: '88YY00', instellingBrin: '88YY' }),
      )
    ).json()) as Org;
    const b = (await (
      await api.as(SUPERUSER)(
        '/api/organisations',
        post({ ...school, esn: 'LOC2', brin: '88YY01', instellingBrin: '88yy' }),
      )
    ).json()) as Org;
    const siblings = (await (await api.as(SUPPORT)(`/api/organisations/${a.id}/siblings`)).json()) as Org[];
    expect(siblings.map((s) => s.id)).toEqual([b.id]);
  });

  it('keeps one style per name, TM for THIEME', async () => {
    const org = (await (
      await api.as(SUPERUSER)('/api/organisations', post({ ...school, esn: 'STYLE' }))
    ).json()) as Org;
    const created = await api.as(SUPERUSER)(
      '/api/organisationstyles',
      post({ organisation: { id: org.id }, name: 'Leskluis' }),
    );
    expect(created.status).toBe(201);
    const style = (await created.json()) as { id: number; abbreviation: string | null };
    expect(style.abbreviation).toBeNull();
    const twice = await api.as(SUPERUSER)(
      '/api/organisationstyles',
      post({ organisation: { id: org.id }, name: 'Leskluis' }),
    );
    expect(twice.status).toBe(400);
    const changed = await api.as(SUPERUSER)(
      `/api/organisationstyles/${style.id}`,
      put({ organisation: { id: org.id }, name: 'THIEME' }),
    );
    expect(await changed.json()).toMatchObject({ name: 'THIEME', abbreviation: 'TM' });
    const list = (await (
      await api.as(SUPPORT)(`/api/organisationstyles?organisation=${org.id}`)
    ).json()) as unknown[];
    expect(list).toHaveLength(1);
    expect(
      (
        await api.as(PUBLISHER_ADMIN)(
          '/api/organisationstyles',
          post({ organisation: { id: org.id }, name: 'THIEME' }),
        )
      ).status,
    ).toBe(403);
  });

  it('answers 409 with the blocking entities, and deletes a free organisation', async () => {
    const [noorderlicht] = (await (
      await api.as(SUPERUSER)('/api/organisations?q=Noorderlicht')
    ).json()) as Org[];
    const blocked = await api.as(SUPERUSER)(`/api/organisations/${noorderlicht!.id}`, { method: 'DELETE' });
    expect(blocked.status).toBe(409);
    const blocking = (await blocked.json()) as { entityType: string }[];
    expect(blocking.map((b) => b.entityType)).toEqual(
      expect.arrayContaining(['Product', 'Beheerder', 'Rol']),
    );
    const free = (await (
      await api.as(SUPERUSER)('/api/organisations', post({ ...school, esn: 'FREE' }))
    ).json()) as Org;
    expect((await api.as(SUPERUSER)(`/api/organisations/${free.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api.as(SUPERUSER)(`/api/organisations/${free.id}`)).status).toBe(404);
  });
});

describe('a publisher-bound administrator without organisaties_uitgevers_distributeurs (issue 18 A4)', () => {
  /** The demo publisher administrator, given the school rights of spec 001 §2 but not the publishers right. */
  async function grantSchoolRights() {
    const me = (await (await api.as(PUBLISHER_ADMIN)('/api/administrators/me')).json()) as {
      rol: { id: number };
      uitgever: { id: number };
    };
    await api.db
      .update(roles)
      .set({
        rechten: sql`${roles.rechten} || array['organisaties_inzien','organisaties_toevoegen','organisaties_aanpassen','organisaties_verwijderen']::text[]`,
      })
      .where(eq(roles.id, me.rol.id));
    return me.uitgever.id;
  }

  it('lists no other publisher and finds none by id, siblings or styles', async () => {
    const own = await grantSchoolRights();
    const all = (await (await api.as(SUPERUSER)('/api/organisations?type=Uitgever')).json()) as Org[];
    const other = all.find((org) => org.id !== own)!;
    expect(other).toBeDefined();
    const listed = (await (
      await api.as(PUBLISHER_ADMIN)('/api/organisations?type=Uitgever')
    ).json()) as Org[];
    expect(listed.map((org) => org.id)).toEqual([own]);
    const byName = (await (
      await api.as(PUBLISHER_ADMIN)(`/api/organisations?q=${encodeURIComponent(other.name)}`)
    ).json()) as Org[];
    expect(byName.map((org) => org.id)).not.toContain(other.id);
    expect((await api.as(PUBLISHER_ADMIN)(`/api/organisations/${other.id}`)).status).toBe(404);
    expect((await api.as(PUBLISHER_ADMIN)(`/api/organisations/${other.id}/siblings`)).status).toBe(404);
    const styles = await api.as(PUBLISHER_ADMIN)(`/api/organisationstyles?organisation=${other.id}`);
    expect(await styles.json()).toEqual([]);
    // Changing or deleting it reads like it does not exist (no existence oracle).
    const edit = await api.as(PUBLISHER_ADMIN)(`/api/organisations/${other.id}`, put({ ...other, esn: 'X' }));
    expect(edit.status).toBe(404);
    const removal = await api.as(PUBLISHER_ADMIN)(`/api/organisations/${other.id}`, { method: 'DELETE' });
    expect(removal.status).toBe(404);
    // Schools and distributors stay reference data (licence forms pick them).
    const distributors = (await (
      await api.as(PUBLISHER_ADMIN)('/api/organisations?type=Distributeur')
    ).json()) as Org[];
    expect(distributors.length).toBeGreaterThan(0);
    expect((await api.as(PUBLISHER_ADMIN)('/api/organisations?type=School')).status).toBe(200);
  });

  it("names none of another publisher's licences, contracts or orders among the blockers of a school's delete", async () => {
    const own = await grantSchoolRights();
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
    // A school with licences of both their publisher and others.
    const [target] = await rows<{ id: number }>(sql`select organisation_id as id from tlink_licenses
      where organisation_id is not null group by organisation_id
      having bool_or(publisher_id = ${own}) and bool_or(publisher_id <> ${own}) order by count(*) desc limit 1`);
    const foreignCodes = (
      await rows<{ code: string }>(sql`select license_code as code from tlink_licenses
        where organisation_id = ${target!.id} and publisher_id <> ${own}`)
    ).map((row) => row.code);
    expect(foreignCodes.length).toBeGreaterThan(0);
    const res = await api.as(PUBLISHER_ADMIN)(`/api/organisations/${target!.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    const blocking = (await res.json()) as { toString: string; entityType: string; id: number | string }[];
    const body = JSON.stringify(blocking);
    for (const code of foreignCodes) expect(body).not.toContain(code);
    const licences = blocking.filter((b) => b.entityType === 'TLinkLicentie');
    const named = licences.filter((b) => typeof b.id === 'number').map((b) => Number(b.id));
    expect(named.length).toBeGreaterThan(0);
    const foreignNamed = await rows(sql`select id from tlink_licenses
      where id in (${sql.join(
        named.map((id) => sql`${id}`),
        sql`, `,
      )}) and publisher_id <> ${own}`);
    expect(foreignNamed).toEqual([]);
    // The rest is counted, not named: the delete is refused all the same.
    expect(licences.some((b) => /^en nog \d+ andere$/.test(b.toString))).toBe(true);
    const contracts = await rows<{
      ref: string;
    }>(sql`select c.contract_reference_id as ref from school_contracts c
      join products s on s.id = c.subject_id where c.school_id = ${target!.id} and s.organisation_id <> ${own}`);
    for (const { ref } of contracts) expect(body).not.toContain(ref);
    // Staff see the first licences named, whoever's they are, as before.
    const staff = await api.as(SUPERUSER)(`/api/organisations/${target!.id}`, { method: 'DELETE' });
    const staffLicences = ((await staff.json()) as { toString: string; entityType: string; id: unknown }[])
      .filter((b) => b.entityType === 'TLinkLicentie' && typeof b.id === 'number')
      .map((b) => b.toString);
    const firstFive = await rows<{ code: string }>(sql`select license_code as code from tlink_licenses
      where organisation_id = ${target!.id} order by id limit 5`);
    expect(staffLicences).toEqual(firstFive.map((row) => row.code));
  });

  it('refuses its own publisher, distributors and every organisation style', async () => {
    const own = await grantSchoolRights();
    const ownPublisher = (await (await api.as(PUBLISHER_ADMIN)(`/api/organisations/${own}`)).json()) as Org;
    const edit = await api.as(PUBLISHER_ADMIN)(
      `/api/organisations/${own}`,
      put({ ...ownPublisher, sector: ownPublisher.sector ?? 'VO', city: 'Groningen' }),
    );
    expect(edit.status).toBe(403);
    const [distributor] = (await (
      await api.as(PUBLISHER_ADMIN)('/api/organisations?type=Distributeur')
    ).json()) as Org[];
    const distEdit = await api.as(PUBLISHER_ADMIN)(
      `/api/organisations/${distributor!.id}`,
      put({ ...distributor, sector: distributor!.sector ?? 'VO', city: 'Groningen' }),
    );
    expect(distEdit.status).toBe(403);
    const mySchool = (await (
      await api.as(PUBLISHER_ADMIN)('/api/organisations', post({ ...school, esn: 'A4SCHOOL' }))
    ).json()) as Org;
    expect(mySchool.id).toBeGreaterThan(0);
    // Styles are managed with the publishers-and-distributors right (spec 001 §2), also a school's.
    const style = await api.as(PUBLISHER_ADMIN)(
      '/api/organisationstyles',
      post({ organisation: { id: mySchool.id }, name: 'THIEME' }),
    );
    expect(style.status).toBe(403);
    const superStyle = (await (
      await api.as(SUPERUSER)(
        '/api/organisationstyles',
        post({ organisation: { id: mySchool.id }, name: 'Leskluis' }),
      )
    ).json()) as { id: number };
    const switched = await api.as(PUBLISHER_ADMIN)(
      `/api/organisationstyles/${superStyle.id}`,
      put({ organisation: { id: mySchool.id }, name: 'THIEME' }),
    );
    expect(switched.status).toBe(403);
  });
});
