import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ACCOUNT_INTENTS } from '../../commands/accounts';
import { accountOptions } from '../api/account';
import { itemErrorComponent } from '../kit/item-error';
import { actieSearchSchema } from '../kit/search-fields';
import { idParams } from './path-params';
import { rootRoute } from './root';

/** A command's one-shot `actie` on the account (commands/accounts.ts). */
const AccountActieSchema = actieSearchSchema(ACCOUNT_INTENTS);

export const accountEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/edit',
  params: idParams('id'),
  validateSearch: (search) => v.parse(AccountActieSchema, search),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(accountOptions(context.api, params.id)),
  component: lazyRouteComponent(() => import('../areas/accounts/account-form-screen'), 'AccountEditScreen'),
  errorComponent: itemErrorComponent('account'),
});
