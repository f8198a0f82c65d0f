import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { tlinkRef } from '../../../commands/tlinks';
import { formatDateTime, formatDay } from '../../../domain/dates';
import { yesNo } from '../../../domain/labels/label';
import {
  ACTIVATION_TYPE_LABELS,
  LICENSE_SOURCE_LABELS,
  LICENSE_TYPE_LABELS,
} from '../../../domain/labels/licences';
import { can } from '../../../domain/rights';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { useApi } from '../../api/api-context';
import { tlinkByCodeOptions } from '../../api/tlinks';
import { CodeLabel } from '../../kit/code-label';
import { ItemError } from '../../kit/item-error';
import { ItemPage } from '../../kit/item-page';
import { AllowedLink } from '../../kit/route-link';
import { StateBadge } from './tlink-columns';

const route = getRouteApi('/tlinks/code/$code');

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[12rem_1fr] gap-3 border-b border-slate-100 py-2 text-sm">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children ?? ''}</dd>
    </div>
  );
}

function TlinkDetails({ licence, canSeeAccounts }: { licence: TlinkLicense; canSeeAccounts: boolean }) {
  return (
    <dl className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4">
      <Row label="Code">
        <span className="font-mono text-base font-semibold">{licence.licenseCode}</span>
      </Row>
      <Row label="Status">
        <StateBadge state={licence.licenseState} />
      </Row>
      <Row label="Product">
        <AllowedLink
          href={`/producten/${licence.product.id}/extended-view`}
          className="text-sky-800 underline"
        >
          {licence.product.toString}
        </AllowedLink>
      </Row>
      <Row label="Uitgever">{licence.product.publisher.toString}</Row>
      <Row label="School">
        {licence.organisation
          ? `${licence.organisation.toString}${licence.organisation.brin ? ` (${licence.organisation.brin})` : ''}`
          : null}
      </Row>
      {canSeeAccounts ? (
        <Row label="Account">
          {licence.account ? (
            <AllowedLink
              href={`/accounts/${licence.account.id}/extended-view`}
              className="text-sky-800 underline"
            >
              {licence.account.toString}
            </AllowedLink>
          ) : null}
        </Row>
      ) : null}
      <Row label="Distributeur">{licence.distributor?.toString}</Row>
      <Row label="Startdatum">{formatDay(licence.startDate)}</Row>
      <Row label="Activatiedatum">{formatDay(licence.activationDate)}</Row>
      <Row label="Einddatum">{formatDay(licence.endDate)}</Row>
      <Row label="Licentietype">
        <CodeLabel labels={LICENSE_TYPE_LABELS} code={licence.licenseType} />
      </Row>
      <Row label="Activatiemethode">
        <CodeLabel labels={ACTIVATION_TYPE_LABELS} code={licence.activationMethod} />
      </Row>
      <Row label="Bron">
        <CodeLabel labels={LICENSE_SOURCE_LABELS} code={licence.creationMethod} />
      </Row>
      <Row label="Referentie">{licence.referenceId}</Row>
      <Row label="Schoolcontract">{licence.schoolContractReferenceId}</Row>
      <Row label="Aantal">{licence.amount}</Row>
      <Row label="Automatisch verlengen">{yesNo(licence.autoRenew)}</Row>
      <Row label="Aangemaakt">{formatDateTime(licence.createdAt)}</Row>
      <Row label="Gewijzigd">{formatDateTime(licence.updatedAt)}</Row>
    </dl>
  );
}

/** /tlinks/code/{code}: one licence found by its code, with the edit action. */
export function TlinkCodeScreen() {
  const { code } = route.useParams();
  const { admin } = route.useRouteContext();
  const licence = useSuspenseQuery(tlinkByCodeOptions(useApi(), code)).data;
  if (!licence) {
    return <ItemError failure="notFound" entity="tlink" />;
  }
  return (
    <ItemPage entity={tlinkRef(licence)} subtitle={licence.product.toString}>
      <TlinkDetails licence={licence} canSeeAccounts={can(admin, 'gebruikers_inzien')} />
    </ItemPage>
  );
}
