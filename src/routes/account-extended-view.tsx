import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ACCOUNT_INTENTS } from '../../commands/account-intents';
import { accountOptions } from '../api/account';
import { itemErrorComponent } from '../kit/item-error';
import { actieSearchSchema } from '../kit/search-fields';
import { idParams } from './path-params';
import { rootRoute } from './root';
import { loadItem } from './route-shapes';

/** A command's one-shot `actie` on the account (commands/accounts.ts). */
const AccountActieSchema = actieSearchSchema(ACCOUNT_INTENTS);

export const accountExtendedViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/extended-view',
  // Before the loader, so its `params` are inferred from it.
  params: idParams('id'),
  validateSearch: (search) => v.parse(AccountActieSchema, search),
  loader: loadItem(accountOptions, 'id'),
  component: lazyRouteComponent(
    () => import('../areas/accounts/account-overview-screen'),
    'AccountOverviewScreen',
  ),
  errorComponent: itemErrorComponent('account'),
});
