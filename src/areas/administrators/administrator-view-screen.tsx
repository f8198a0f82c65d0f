import { getRouteApi } from '@tanstack/react-router';
import { administratorRef } from '../../../commands/administrators';
import { formatDateTime } from '../../../domain/dates';
import { rightLabel } from '../../../domain/labels/rights';
import { useAdministrator } from '../../api/administrators-admin';
import { type Detail, DetailList } from '../../kit/detail-list';
import { ItemPage } from '../../kit/item-page';
import { TitledSection } from '../../kit/titled-section';

const route = getRouteApi('/beheerders/$id/extended-view');

/** /beheerders/{id}/extended-view: the administrator, their role and its rights. */
export function AdministratorViewScreen() {
  const { id } = route.useParams();
  const administrator = useAdministrator(id);
  const rows: Detail[] = [
    ['Naam', administrator.name],
    ['E-mail', administrator.email],
    ['Rol', administrator.rol.naam],
    ['Uitgever', administrator.uitgever?.name ?? 'Geen'],
    ['Aangemaakt', formatDateTime(administrator.createdAt)],
    ['Laatst gewijzigd', formatDateTime(administrator.updatedAt)],
  ];
  return (
    <ItemPage entity={administratorRef(administrator)} subtitle="Beheerder">
      <DetailList rows={rows} />
      <TitledSection title="Rechten van de rol" className="max-w-3xl space-y-2">
        <ul className="flex flex-wrap gap-2">
          {administrator.rol.rechten.map((right) => (
            <li key={right} title={right} className="rounded bg-slate-100 px-2 py-1 text-xs">
              {rightLabel(right)}
            </li>
          ))}
        </ul>
      </TitledSection>
    </ItemPage>
  );
}
