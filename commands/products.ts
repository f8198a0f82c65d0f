import { productMessages } from '../domain/messages';
import { PRODUCT_KEY } from '../domain/product';
import type { Right } from '../domain/rights';
import { type Command, type EntityRef, numericId } from './command';
import { type ItemArea, itemCommands } from './item-commands';
import { lookupCommand } from './lookup-command';
import { entityPageCommand, pageCommand } from './page-command';
import type { RouteLink } from './route-link';

/**
 * The products area's commands (spec 001 §2): open by EAN, new, edit, deactivate/activate, add a
 * service window and import. Actions that need the API open the screen that owns the call with
 * `actie` in the URL (the product form opens its Deactivate/Activate dialog for actie=levensduur).
 */

/** A product as the entity in view or in a row. */
export function productRef(product: { id: number; title: string }): EntityRef {
  return { kind: 'product', id: String(product.id), label: product.title };
}

export const SERVICE_WINDOW_RIGHT = `producten_servicewindows_${PRODUCT_KEY}` as Right;
export const PRODUCT_INTENT_LIFECYCLE = 'levensduur';

/** Typed or pasted EAN (spaces and dashes ignored) -> the product's overview, or null. */
export function productEanTarget(text: string): RouteLink | null {
  const ean = text.replace(/[\s-]/g, '');
  return /^[1-9]\d{12}$/.test(ean) ? { to: '/producten/ean/$ean/extended-view', params: { ean } } : null;
}

export const openProductByEanCommand = lookupCommand({
  id: 'products.open-ean',
  title: 'Product openen op EAN',
  keywords: {
    nl: ['product', 'ean', 'isbn', 'openen', 'zoeken', 'methode'],
    en: ['open', 'find', 'search', 'product', 'isbn'],
  },
  access: { right: 'producten_inzien' },
  arg: { name: 'ean', label: 'EAN', placeholder: '9781234567897' },
  hint: 'Ongeldige EAN',
  open: productEanTarget,
});

/** The items' commands (products.new, products.view, products.edit, products.delete): commands/item-commands.ts. */
const PRODUCT = {
  ids: 'products',
  collection: 'products',
  scope: 'product',
  list: '/producten',
  resource: 'products',
  messages: productMessages,
} as const satisfies ItemArea;

export const {
  new: addProductCommand,
  view: viewProductCommand,
  edit: editProductCommand,
  delete: deleteProductCommand,
} = itemCommands(PRODUCT, {
  new: {
    title: 'Product toevoegen',
    keywords: { nl: ['product', 'toevoegen', 'ean', 'methode'], en: ['product'] },
    access: { right: 'producten_toevoegen' },
  },
  view: {
    title: 'Product bekijken',
    keywords: { nl: ['details', 'product'], en: ['extended view', 'details', 'product'] },
    access: { right: 'producten_inzien' },
  },
  edit: {
    title: 'Product bewerken',
    keywords: { nl: ['aanpassen', 'product'], en: ['update', 'product'] },
    access: { right: 'producten_aanpassen' },
  },
  delete: {
    title: 'Product verwijderen',
    keywords: { nl: ['product', 'ean', 'methode'], en: ['product'] },
    access: { right: 'producten_verwijderen' },
    question: (entity) => `Het product ${entity.label} wordt verwijderd.`,
  },
});

export const productLifecycleCommand = entityPageCommand({
  id: 'products.lifecycle',
  icon: 'power',
  title: 'Product deactiveren / activeren',
  keywords: {
    nl: ['deactiveren', 'activeren', 'niet meer leverbaar', 'leverbaar', 'einddatum'],
    en: ['deactivate', 'activate', 'disable', 'enable', 'end of life', 'discontinue'],
  },
  access: { right: 'producten_aanpassen' },
  scope: 'product',
  link: (entity) => ({
    to: '/producten/$id/edit',
    params: numericId(entity),
    search: { actie: PRODUCT_INTENT_LIFECYCLE },
  }),
});

export const addServiceWindowCommand = entityPageCommand({
  id: 'products.service-window.new',
  icon: 'add',
  title: 'Service window toevoegen',
  keywords: {
    nl: ['onderhoud', 'storing', 'melding', 'toevoegen', 'nieuw'],
    en: ['service window', 'maintenance', 'outage', 'downtime', 'new', 'add'],
  },
  access: { right: SERVICE_WINDOW_RIGHT },
  scope: 'product',
  link: (entity) => ({
    to: '/producten/$product/servicewindows/new',
    params: { product: Number(entity.id) },
  }),
});

export const importProductsCommand = pageCommand({
  id: 'products.import',
  title: 'Producten importeren (CSV)',
  keywords: {
    nl: ['importeren', 'csv', 'producten', 'uploaden', 'bestand'],
    en: ['import', 'upload', 'products', 'file'],
  },
  access: { right: 'producten_toevoegen' },
  link: { to: '/productimport' },
});

export function productCommands(): Command[] {
  return [
    openProductByEanCommand,
    addProductCommand,
    viewProductCommand,
    editProductCommand,
    productLifecycleCommand,
    addServiceWindowCommand,
    deleteProductCommand,
    importProductsCommand,
  ];
}
