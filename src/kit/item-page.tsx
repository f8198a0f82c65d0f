/**
 * An item's own page (an extended view): its title, its commands on the title row ('Bewerken',
 * 'Verwijderen', … as the administrator may run them) and, while it is open, the item as the
 * palette's 'Dit item'.
 *
 * Usage:
 *   <ItemPage entity={administratorRef(administrator)} subtitle="Beheerder">
 *     <DetailList rows={rows} />
 *   </ItemPage>
 */
import type { ReactNode } from 'react';
import type { EntityRef } from '../../commands/command';
import { useEntityInView } from '../palette/palette-context';
import { EntityCommands } from './entity-commands';
import { Page } from './page';

type ItemPageProps = {
  entity: EntityRef;
  /** The h1; the entity's label by default. */
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
};

export function ItemPage({ entity, title = entity.label, subtitle, children }: ItemPageProps) {
  useEntityInView(entity);
  return (
    <Page title={title} subtitle={subtitle} actions={<EntityCommands entity={entity} labelled />}>
      {children}
    </Page>
  );
}
