import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { administratorRef } from '../../../commands/administrators';
import { formatDateTime } from '../../../domain/dates';
import { rightLabel } from '../../../domain/labels/rights';
import { useAdministrator } from '../../api/administrators-admin';
import { type Detail, DetailList } from '../../kit/detail-list';
import { EntityCommands } from '../../kit/entity-commands';
import { Page } from '../../kit/page';
import { TitledSection } from '../../kit/titled-section';
import { useEntityInView } from '../../palette/palette-context';

const route = getRouteApi('/beheerders/$id/extended-view');

/** /beheerders/{id}/extended-view: the administrator, their role and its rights. */
export function AdministratorViewScreen() {
  const { id } = route.useParams();
  const administrator = useAdministrator(id);
  const entity = useMemo(() => administratorRef(administrator), [administrator]);
  useEntityInView(entity);
  const rows: Detail[] = [
    ['Naam', administrator.name],
    ['E-mail', administrator.email],
    ['Rol', administrator.rol.naam],
    ['Uitgever', administrator.uitgever?.name ?? 'Geen'],
    ['Aangemaakt', formatDateTime(administrator.createdAt)],
    ['Laatst gewijzigd', formatDateTime(administrator.updatedAt)],
  ];
  return (
    <Page
      title={administrator.name}
      subtitle="Beheerder"
      actions={<EntityCommands entity={entity} labelled />}
    >
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
    </Page>
  );
}
