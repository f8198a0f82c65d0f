import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { mayRun } from '../../../commands/available';
import { deleteProductCommand, PRODUCT_INTENT_LIFECYCLE, productRef } from '../../../commands/products';
import { type AdminPrincipal, can } from '../../../domain/rights';
import type { Product } from '../../../domain/schemas/product';
import { useProduct, useProductByEan } from '../../api/products';
import { PageHeader } from '../../kit/page';
import { useActie } from '../../kit/use-actie';
import { useRunCommand } from '../../kit/use-run-command';
import { useEntityInView } from '../../palette/palette-context';
import { LifecycleDialog } from './lifecycle-dialog';
import { ProductForm } from './product-form';

const newRoute = getRouteApi('/producten/new');
const editRoute = getRouteApi('/producten/$id/edit');
const eanRoute = getRouteApi('/producten/ean/$ean');

/** /producten/new: 'Product toevoegen'. */
export function ProductNewScreen() {
  const { admin } = newRoute.useRouteContext();
  return (
    <section className="space-y-4 pb-24">
      <PageHeader title="Product toevoegen" />
      <ProductForm admin={admin} product={null} />
    </section>
  );
}

/** /producten/{id}/edit. */
export function ProductEditScreen() {
  const { id } = editRoute.useParams();
  const { actie } = editRoute.useSearch();
  const { admin } = editRoute.useRouteContext();
  return <ProductEdit admin={admin} product={useProduct(id)} intent={actie} />;
}

/** /producten/ean/{ean}: the edit form of the product with this EAN. */
export function ProductEanEditScreen() {
  const { ean } = eanRoute.useParams();
  const { actie } = eanRoute.useSearch();
  const { admin } = eanRoute.useRouteContext();
  return <ProductEdit admin={admin} product={useProductByEan(ean)} intent={actie} />;
}

type ProductEditProps = {
  admin: AdminPrincipal;
  product: Product;
  intent: typeof PRODUCT_INTENT_LIFECYCLE | undefined;
};

function ProductEdit({ admin, product, intent }: ProductEditProps) {
  const [isLifecycleOpen, setLifecycleOpen] = useState(false);
  // Bumped after the dialog saved, so the form restarts from the new version (no 412 on the next save).
  const [version, setVersion] = useState(0);
  const entity = productRef(product);
  useEntityInView(entity);
  useActie(intent, { [PRODUCT_INTENT_LIFECYCLE]: () => setLifecycleOpen(true) });

  const runCommand = useRunCommand();

  return (
    <section className="space-y-4 pb-24">
      <PageHeader
        title="Product bewerken"
        subtitle={`${product.title} (${product.ean})`}
        actions={
          <div className="fixed right-6 bottom-6 z-30 flex gap-3 rounded-lg bg-white/90 p-2 shadow-lg">
            {can(admin, 'producten_aanpassen') ? (
              <button
                type="button"
                onClick={() => setLifecycleOpen(true)}
                className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800"
              >
                {product.active ? 'Deactiveren' : 'Activeren'}
              </button>
            ) : null}
            {mayRun(deleteProductCommand, admin, entity) ? (
              <button
                type="button"
                onClick={() => void runCommand(deleteProductCommand, entity)}
                className="focus-ring rounded border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800"
              >
                Verwijderen
              </button>
            ) : null}
          </div>
        }
      />
      <ProductForm key={`${product.id}-${version}-${product.updatedAt}`} admin={admin} product={product} />
      {isLifecycleOpen ? (
        <LifecycleDialog
          product={product}
          open={isLifecycleOpen}
          onClose={() => setLifecycleOpen(false)}
          onSaved={() => setVersion((n) => n + 1)}
        />
      ) : null}
    </section>
  );
}
