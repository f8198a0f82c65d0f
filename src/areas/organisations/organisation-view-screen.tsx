import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { organisationRef } from '../../../commands/organisations';
import { formatDateTime, formatDay } from '../../../domain/dates';
import { yesNo } from '../../../domain/labels/label';
import {
  BILLING_MODEL_LABELS,
  ORGANISATION_TYPE_LABELS,
  SECTOR_LABELS,
} from '../../../domain/labels/organisations';
import { isSuperuser } from '../../../domain/rights';
import { useApi } from '../../api/api-context';
import { siblingsOptions, stylesOptions, useOrganisation } from '../../api/organisations';
import { CodeLabel } from '../../kit/code-label';
import { type Detail, DetailList } from '../../kit/detail-list';
import { ItemPage } from '../../kit/item-page';
import { TitledSection } from '../../kit/titled-section';

const route = getRouteApi('/organisaties/$id/extended-view');

/** /organisaties/{id}/extended-view: the organisation, its styles, its siblings and its TLinks link. */
export function OrganisationViewScreen() {
  const { id } = route.useParams();
  const { admin } = route.useRouteContext();
  const api = useApi();
  const organisation = useOrganisation(id);
  const siblings = useSuspenseQuery(siblingsOptions(api, id)).data;
  const styles = useSuspenseQuery(stylesOptions(api, id)).data;

  const rows: Detail[] = [
    ['ESN', organisation.esn],
    ['Type', <CodeLabel key="type" labels={ORGANISATION_TYPE_LABELS} code={organisation.type} />],
    ['BRIN', organisation.brin ?? ''],
    ['Instelling-BRIN', organisation.instellingBrin ?? ''],
    ['Sector', <CodeLabel key="sector" labels={SECTOR_LABELS} code={organisation.sector} />],
    ['Plaats', organisation.city ?? ''],
    ['Website', organisation.websiteUrl ?? ''],
    ['Abonnement-URL', organisation.abonnementUrl ?? ''],
    ['Geverifieerd', yesNo(organisation.verified)],
    [
      'ARP',
      organisation.arp && organisation.arpSince
        ? `Ja, sinds ${formatDay(organisation.arpSince)}`
        : yesNo(organisation.arp),
    ],
    ['Vraag om volledige naam', yesNo(organisation.askForVolledigeNaam)],
    [
      'Stijl',
      styles.map((s) => (s.abbreviation ? `${s.name} (${s.abbreviation})` : s.name)).join(', ') || 'Geen',
    ],
    ['Beperkt tot', organisation.restrictedTo ?? ''],
    ['Portal-ID', organisation.portalId ?? ''],
    ['Extern ID', organisation.externId ?? ''],
    ['Afkomstig uit CR', yesNo(organisation.isAfkomstigUitCr)],
    ['Aangemaakt', formatDateTime(organisation.createdAt)],
    ['Laatst gewijzigd', formatDateTime(organisation.updatedAt)],
  ];
  if (isSuperuser(admin) && organisation.type.includes('Uitgever')) {
    rows.push([
      'Facturatiemodel',
      <CodeLabel key="billing" labels={BILLING_MODEL_LABELS} code={organisation.billingModel} />,
    ]);
    if (organisation.billingModel === 'Percentage')
      rows.push(['Percentage', String(organisation.billingPercentage ?? '')]);
    if (organisation.billingModel === 'Vaste Prijs')
      rows.push(['Prijs (in centen)', String(organisation.billingPrice ?? '')]);
  }

  return (
    <ItemPage entity={organisationRef(organisation)} subtitle="Organisatie">
      <DetailList rows={rows} />
      <TitledSection title="Andere vestigingen" className="max-w-3xl space-y-2">
        {siblings.length === 0 ? (
          <p className="text-sm text-slate-600">Geen gegevens</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {siblings.map((sibling) => (
              <li key={sibling.id} className="py-1.5">
                <Link
                  to="/organisaties/$id/extended-view"
                  params={{ id: sibling.id }}
                  className="text-sky-800 underline"
                >
                  {sibling.name}
                </Link>{' '}
                <span className="text-slate-600">
                  {[sibling.brin, sibling.city].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </ItemPage>
  );
}
