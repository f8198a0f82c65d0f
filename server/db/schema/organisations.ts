import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { entity } from '../columns';

/** A GIN index written directly, not through a pending list (decision 740). */
const directGin = { fastupdate: false };

/** Schools, publishers (Uitgever) and distributors (Distributeur); `type` may hold several of them. */
export const organisations = pgTable(
  'organisations',
  entity({
    esn: text('esn').notNull(),
    name: text('name').notNull(),
    type: text('type').array().notNull(),
    websiteUrl: text('website_url'),
    abonnementUrl: text('abonnement_url'),
    brin: text('brin'),
    instellingBrin: text('instelling_brin'),
    sector: text('sector'),
    city: text('city'),
    verified: boolean('verified').notNull().default(false),
    arp: boolean('arp').notNull().default(false),
    arpSince: date('arp_since'),
    askForVolledigeNaam: boolean('ask_for_volledige_naam').notNull().default(false),
    billingModel: text('billing_model'),
    billingPrice: integer('billing_price'),
    billingPercentage: integer('billing_percentage'),
    restrictedTo: text('restricted_to'),
    portalId: text('portal_id'),
    externId: text('extern_id'),
    isAfkomstigUitCr: boolean('is_afkomstig_uit_cr').notNull().default(false),
  }),
  (t) => [
    index('organisations_brin_idx').on(t.brin),
    index('organisations_esn_idx').on(t.esn),
    // GIN without a pending list (0037, decision 740): PGlite has no autovacuum to merge one, so a
    // small table's whole index stayed in it and every search read it through (the BRIN lookup).
    index('organisations_type_idx').using('gin', t.type).with(directGin),
    index('organisations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`).with(directGin),
    // The search is case-insensitive, so it matches on lower()/upper() (0018).
    index('organisations_lower_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with(directGin),
    index('organisations_lower_esn_trgm_idx').using('gin', sql`lower(${t.esn}) gin_trgm_ops`).with(directGin),
    index('organisations_lower_city_trgm_idx')
      .using('gin', sql`lower(${t.city}) gin_trgm_ops`)
      .with(directGin),
    index('organisations_upper_brin_idx').on(sql`upper(${t.brin})`),
    check('organisations_billing_model_check', sql`${t.billingModel} in ('Percentage', 'Vaste Prijs')`),
    check('organisations_billing_nonnegative', sql`${t.billingPrice} >= 0 and ${t.billingPercentage} >= 0`),
  ],
);
