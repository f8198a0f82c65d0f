import type { RouteLink } from '../../commands/route-link';
import { mayOpen, routeEntry } from '../../commands/route-table';
import type { AdminPrincipal } from '../../domain/rights';
import type { EntityKindFilter, FilterDef, IdLookup, ListFilters } from '../kit/list-filters';
import { hiddenFilters } from '../routes/hidden-filters';
import { type FilterField, type FilterList, slug } from './filter-query';
import { LIST_FILTERS, type ListPath, listLink } from './list-declarations';

/*
 * Every list with filters, read from its own declaration (list-declarations.ts): the palette's
 * filter queries complete exactly what the list's filter bar and lookups offer, and open the list
 * with a search its route's schema has parsed. This module and the declarations load with the
 * first filter query (command-palette.tsx), not at start-up.
 */

/**
 * The names a person types for a filter, by its URL key (Dutch first: the one shown, then English);
 * a key not here is named by its label's first word.
 */
const KEY_NAMES: Record<string, readonly string[]> = {
  licenseState: ['status', 'state'],
  statussen: ['status', 'state'],
  creationMethod: ['bron', 'source'],
  licenseCode: ['code'],
  referenceId: ['referentie', 'reference'],
  q: ['zoek', 'search'],
  input: ['contact', 'email', 'e-mail'],
  voornaam: ['voornaam', 'firstname'],
  achternaam: ['achternaam', 'lastname'],
  userid: ['userid', 'eckid'],
  schoolYear: ['schooljaar', 'year'],
  schooljaar: ['schooljaar', 'year'],
  schoolYearName: ['schooljaar', 'year'],
  schoolyearName: ['schooljaar', 'year'],
  grade: ['groep', 'group', 'grade'],
  group: ['groep', 'group', 'grade'],
  sectors: ['sector'],
  verified: ['geverifieerd', 'verified'],
  rol: ['rol', 'role'],
  requestType: ['verzoek', 'request'],
  name: ['naam', 'name'],
  subject: ['vak', 'subject'],
  isSubject: ['vakproduct'],
  onlyActive: ['actief', 'active'],
  refHistoryEnabled: ['gewijzigd', 'changed'],
  contractReferenceId: ['contract'],
  contractId: ['contract'],
  priusStatus: ['prius'],
  maand: ['maand', 'month'],
  type: ['type'],
};

/** The names of an entity filter after its label's word: what the lookup finds. */
const ENTITY_NAMES: Record<EntityKindFilter, readonly string[]> = {
  School: ['school'],
  Uitgever: ['uitgever', 'publisher'],
  Distributeur: ['distributeur', 'distributor'],
  product: ['product'],
  account: ['account', 'gebruiker', 'user'],
  role: ['rol', 'role'],
};

const firstWord = (label: string) => slug(label).split('-')[0] ?? '';
const unique = (names: readonly string[]) => [...new Set(names.filter(Boolean))];

function fieldsOfDef(def: FilterDef): FilterField[] {
  const names = unique([...(KEY_NAMES[def.key] ?? [firstWord(def.label)]), slug(def.key)]);
  const base = { key: def.key, label: def.label, names };
  switch (def.kind) {
    case 'text':
      return [{ ...base, kind: 'text', minLength: def.minLength }];
    case 'select':
      return [{ ...base, kind: 'choice', options: def.options, isMulti: false }];
    case 'multiSelect':
      return [{ ...base, kind: 'choice', options: def.options, isMulti: true }];
    case 'checkbox':
      return [{ ...base, kind: 'flag' }];
    case 'dateRange': {
      const word = names[0]!;
      return [
        { key: def.key, label: `${def.label} vanaf`, names: [`${word}-van`, 'van', 'from'], kind: 'date' },
        {
          key: def.toKey,
          label: `${def.label} tot en met`,
          names: [`${word}-tot`, 'tot', 'to'],
          kind: 'date',
        },
      ];
    }
  }
}

function fieldOfLookup(lookup: IdLookup<string>): FilterField {
  const names = unique([firstWord(lookup.label), ...ENTITY_NAMES[lookup.kind]]);
  return { key: lookup.key, label: lookup.label, names, kind: 'entity', entity: lookup.kind };
}

type Declared = Pick<ListFilters<FilterDef, string>, 'defs' | 'lookups' | 'publisher'>;

/** A list the palette can open: the route, its words, its fields and its typed link. */
export type OpenableList = FilterList & {
  path: string;
  /** Its declaration's publisher filter, hidden from a publisher-bound administrator. */
  publisher: string | undefined;
  link: (search: Record<string, unknown>) => RouteLink;
};

function list(
  path: ListPath,
  words: readonly string[],
  extra: readonly IdLookup<string>[] = [],
): OpenableList {
  const filters: Declared = LIST_FILTERS[path];
  const fields = [...filters.defs.flatMap(fieldsOfDef), ...[...filters.lookups, ...extra].map(fieldOfLookup)];
  return {
    id: path,
    path,
    publisher: filters.publisher,
    title: routeEntry(path).title,
    words,
    fields,
    link: (search) => listLink(path, search),
  };
}

/** Each list with its words: its route link carries the search its own schema parsed. */
const LISTS: readonly OpenableList[] = [
  list('/tlinks', ['tlinks', 'tlink', 'licenties', 'licenses', 'licences', 'codes']),
  list('/accounts', ['accounts', 'account', 'gebruikers', 'users', 'leerlingen', 'docenten']),
  // The products list keeps its publisher as a plain id; its screen draws the lookup itself.
  list(
    '/producten',
    ['producten', 'products', 'product'],
    [{ key: 'organisation', label: 'Uitgever', kind: 'Uitgever' }],
  ),
  list('/ecklicenties', ['eck', 'ecklicenties', 'eck-licenties']),
  list('/policenties', ['po', 'policenties', 'po-licenties', 'basispoort']),
  list('/organisaties', ['organisaties', 'organisations', 'organisatie', 'scholen', 'schools']),
  list('/beheerders', ['beheerders', 'administrators', 'admins']),
  list('/rollen', ['rollen', 'roles']),
  list('/oauthclients', ['oauthclients', 'oauth', 'clients']),
  list('/orders', ['orders', 'orderregels', 'bestellingen']),
  list('/orderbalans', ['orderbalans', 'voorraad', 'stock']),
  list('/audit', ['audit', 'auditlog']),
  list('/schoolcontracts', ['schoolcontracten', 'schoolcontracts', 'contracten', 'contracts']),
  list('/contractbalances', ['contractbalansen', 'contractbalances', 'balansen']),
  list('/contractspecifications', ['contractspecificaties', 'contractspecifications', 'specificaties']),
  list('/tlinklicentiesperschool', ['perschool', 'licentiesperschool', 'tlinklicentiesperschool']),
  list('/tlinkstatusoverview', ['permaand', 'licentiespermaand', 'tlinkstatusoverview']),
];

/**
 * The lists this administrator may open (the route table's rule), each with the filters its
 * screen shows them (`hiddenFilters`, decision 470: what the server would refuse is not offered,
 * a publisher-bound administrator's publisher filter included, decision 585).
 */
export function filterListsFor(admin: AdminPrincipal, fullNames: boolean): OpenableList[] {
  return LISTS.filter((item) => mayOpen(admin, routeEntry(item.path))).map((item) => {
    const hidden = hiddenFilters(item.path, admin, item.publisher, fullNames);
    return { ...item, fields: item.fields.filter((field) => !hidden.includes(field.key)) };
  });
}
