import { getRouteApi, Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { productRef, SERVICE_WINDOW_RIGHT } from '../../../commands/products';
import { formatDateTime, formatDay, formatDayMonth } from '../../../domain/dates';
import { yesNo } from '../../../domain/labels/label';
import { PRODUCT_VALUE_LABELS as LABELS } from '../../../domain/labels/products';
import { formatEuro } from '../../../domain/numbers';
import { type AdminPrincipal, can } from '../../../domain/rights';
import type { Product } from '../../../domain/schemas/product';
import { useProduct, useProductByEan } from '../../api/products';
import { useServiceWindows } from '../../api/service-windows';
import { CodeLabel } from '../../kit/code-label';
import { ItemPage } from '../../kit/item-page';

const idRoute = getRouteApi('/producten/$id/extended-view');
const eanRoute = getRouteApi('/producten/ean/$ean/extended-view');

export function ProductOverviewScreen() {
  const { id } = idRoute.useParams();
  const { admin } = idRoute.useRouteContext();
  return <ProductOverview admin={admin} product={useProduct(id)} />;
}

export function ProductEanOverviewScreen() {
  const { ean } = eanRoute.useParams();
  const { admin } = eanRoute.useRouteContext();
  return <ProductOverview admin={admin} product={useProductByEan(ean)} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid grid-cols-[14rem_1fr] gap-2 border-b border-slate-100 py-1.5 text-sm">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="break-words">{empty ? '—' : children}</dd>
    </div>
  );
}

/** A row whose value is a code (or codes) by its Dutch label, the code as its tooltip. */
function CodeRow({ label, ...code }: { label: string } & Parameters<typeof CodeLabel>[0]) {
  return (
    <Row label={label}>
      <CodeLabel {...code} />
    </Row>
  );
}

const list = (values: readonly string[]) => (values.length ? values.join(', ') : null);
const link = (url: string | null) =>
  url && /^https?:\/\//i.test(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-sky-800 underline">
      {url}
    </a>
  ) : (
    url
  );

/** The product overview (spec 001 §2): read-only data, extra fields, service windows and edit. */
function ProductOverview({ admin, product }: { admin: AdminPrincipal; product: Product }) {
  const [showExtra, setShowExtra] = useState(false);
  const cp = product.customProperties;
  const model = product.licenseModel;
  return (
    <ItemPage entity={productRef(product)} subtitle={`EAN ${product.ean} · ${product.organisation.name}`}>
      <dl className="max-w-4xl rounded-lg border border-slate-300 bg-white p-4">
        <Row label="Titel">{product.title}</Row>
        <Row label="EAN">{product.ean}</Row>
        <Row label="Digitale EAN">{product.subproductDigitaal}</Row>
        <Row label="Folio EAN">{product.subproductFolio}</Row>
        <Row label="Uitgever">{product.organisation.name}</Row>
        <CodeRow label="Producttype" labels={LABELS.productType} code={product.productType} />
        <CodeRow label="Productstatus" labels={LABELS.productState} code={cp.productState} />
        <Row label="Actief">{yesNo(product.active)}</Row>
        <Row label="Introductiedatum">{formatDay(product.introductionDate)}</Row>
        <Row label="End of life datum">{formatDay(product.endOfLifeDate)}</Row>
        <CodeRow
          label="Eindgebruikersrol"
          labels={LABELS.intendedEndUserRole}
          code={product.intendedEndUserRole}
        />
        <CodeRow label="Distributieketens" labels={LABELS.chains} code={product.chains} />
        <CodeRow label="Sectoren" labels={LABELS.sectors} code={cp.sectors} />
        <Row label="Consumentenprijs">{formatEuro(cp.consumerPrice)}</Row>
        <Row label="Prijzen">
          {cp.prices.map((p) => `${formatEuro(p.amount)} (${p.vat}% btw)`).join(', ')}
        </Row>
        {product.productType === 'WEB_BROWSER' ? (
          <>
            <Row label="SSO URL">{link(product.ssoUrl)}</Row>
            <CodeRow label="Licentietype" labels={LABELS.licenseType} code={model?.licenseType} />
            <CodeRow
              label="Licentie activatietype"
              labels={LABELS.licenseActivationType}
              code={model?.licenseActivationType}
            />
          </>
        ) : null}
      </dl>
      <div>
        <button
          type="button"
          aria-expanded={showExtra}
          onClick={() => setShowExtra((v) => !v)}
          className="focus-ring rounded border border-slate-400 bg-white px-4 py-2 text-sm"
        >
          {showExtra ? 'Extra velden verbergen' : 'Extra velden tonen'}
        </button>
      </div>
      {showExtra ? (
        <dl className="max-w-4xl rounded-lg border border-slate-300 bg-white p-4" aria-label="Extra velden">
          <Row label="Omschrijving">{cp.description}</Row>
          <Row label="Auteurs">{list(cp.authors)}</Row>
          <Row label="Vakken">{list(cp.courses)}</Row>
          <Row label="Niveaus">{list(cp.levels)}</Row>
          <Row label="Onderwerpen">{list(cp.subjects)}</Row>
          <CodeRow label="Schooljaren" labels={LABELS.years} code={cp.years} />
          <CodeRow label="Gebruik" labels={LABELS.productUsages} code={cp.productUsages} />
          <Row label="Methodenaam">{cp.productFamilyName}</Row>
          <Row label="Methodecode">{cp.productFamilyCode}</Row>
          <Row label="Editie">{cp.edition}</Row>
          <Row label="Versie">{cp.version}</Row>
          <Row label="Verkoopeenheid">{String(cp.saleUnitSize)}</Row>
          <Row label="Prijs is indicatief">{yesNo(cp.priceIsIndicative)}</Row>
          <Row label="Verbruiksproduct">{yesNo(cp.consumptionProduct)}</Row>
          <Row label="Leveren in catalogusservice">{yesNo(cp.catalogItem)}</Row>
          <Row label="ECK bestellingen toegestaan">{yesNo(cp.eckOrderAllowed)}</Row>
          <Row label="ECK specificaties ophalen">{yesNo(product.deliverable)}</Row>
          <Row label="Vak voor schoolcontract">{yesNo(product.isSubject)}</Row>
          <Row label="Thumbnail URL">{link(cp.productThumbnailLocation)}</Row>
          <Row label="Product URL">{link(cp.productUrl)}</Row>
          <Row label="Content URL">{link(cp.contentLocation)}</Row>
          <Row label="Informatie URL">{link(cp.informationLocation)}</Row>
          <Row label="Methode thumbnail URL">{link(cp.productFamilyThumbnailLocation)}</Row>
          <CodeRow label="Browsers" labels={LABELS.browsers} code={product.browsers} />
          <CodeRow label="Platforms" labels={LABELS.platforms} code={product.platforms} />
          <CodeRow label="Apparaten" labels={LABELS.devices} code={product.devices} />
          <Row label="Servicelicentie toegestaan">{yesNo(product.serviceLicenseAllowed)}</Row>
          <CodeRow
            label="Authenticatietype"
            labels={LABELS.authenticationType}
            code={product.authenticationType}
          />
          {model ? (
            <>
              <Row label="Omschrijving licentiemodel">{model.description}</Row>
              <Row label="Aantal schooljaren">{model.schoolYearAmount?.toString()}</Row>
              <Row label="Kanteldatum">{model.tiltDate ? formatDayMonth(model.tiltDate) : null}</Row>
              <Row label="Einde schooljaar">
                {model.schoolYearEndDate ? formatDayMonth(model.schoolYearEndDate) : null}
              </Row>
              <Row label="Aantal">{model.maximumLoginAmount?.toString()}</Row>
              <Row label="Aantal dagen">{model.duration?.toString()}</Row>
              <Row label="Licentie einddatum">{formatDay(model.endDate)}</Row>
              <Row label="Te activeren vanaf">{formatDay(model.activatableFrom)}</Row>
              <Row label="Te activeren tot">{formatDay(model.activatableUntil)}</Row>
              <Row label="Aantal dagen activeerbaar">{model.activatableAmountOfDays?.toString()}</Row>
            </>
          ) : null}
          {product.publisherInfo.map((info) => (
            <Row key={info.description} label={`Uitgeversinformatie: ${info.description}`}>
              {info.value}
            </Row>
          ))}
          <Row label="Aangemaakt">{formatDateTime(product.createdAt)}</Row>
          <Row label="Laatst gewijzigd">{formatDateTime(product.updatedAt)}</Row>
        </dl>
      ) : null}
      {can(admin, SERVICE_WINDOW_RIGHT) ? <ServiceWindowsTable product={product} /> : null}
    </ItemPage>
  );
}

function ServiceWindowsTable({ product }: { product: Product }) {
  const windows = useServiceWindows(product.id);
  return (
    <section aria-labelledby="service-windows" className="max-w-4xl space-y-2">
      <div className="flex items-center justify-between">
        <h2 id="service-windows" className="text-lg font-semibold">
          Service Windows
        </h2>
        <Link
          to="/producten/$product/servicewindows/new"
          params={{ product: product.id }}
          className="focus-ring rounded border border-sky-700 bg-white px-3 py-1.5 text-sm font-semibold text-sky-800"
        >
          Service window toevoegen
        </Link>
      </div>
      <table className="w-full rounded-lg border border-slate-300 bg-white text-sm">
        <thead>
          <tr className="h-12 border-b text-left">
            <th className="px-3">Startdatum</th>
            <th className="px-3">Einddatum</th>
            <th className="px-3">Doorsturen na</th>
            <th className="px-3">Acties</th>
          </tr>
        </thead>
        <tbody>
          {windows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-3 py-3 text-slate-600">
                Geen gegevens
              </td>
            </tr>
          ) : (
            windows.map((window) => (
              <tr key={window.id} className="h-12 border-b">
                <td className="px-3">{formatDateTime(window.startDate)}</td>
                <td className="px-3">{window.endDate ? formatDateTime(window.endDate) : '—'}</td>
                <td className="px-3">
                  {window.redirectAfterSec < 0 ? 'Niet' : `${window.redirectAfterSec} s`}
                </td>
                <td className="px-3">
                  <Link
                    to="/producten/$product/servicewindows/$id/edit"
                    params={{ product: product.id, id: window.id }}
                    aria-label={`Service window van ${formatDateTime(window.startDate)} bewerken`}
                    title="Bewerken"
                  >
                    <Pencil className="size-4" />
                  </Link>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
