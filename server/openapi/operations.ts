import { accountOperations } from '../areas/accounts/openapi';
import { administratorOperations } from '../areas/administrators/openapi';
import { auditOperations } from '../areas/audit/openapi';
import { contractOperations } from '../areas/contracts/openapi';
import { eckOperations } from '../areas/eck/openapi';
import { exportOperations } from '../areas/exports/openapi';
import { invoiceOperations } from '../areas/invoices/openapi';
import { oauthClientOperations } from '../areas/oauth-clients/openapi';
import { orderOperations } from '../areas/orders/openapi';
import { organisationOperations } from '../areas/organisations/openapi';
import { productOperations } from '../areas/products/openapi';
import { roleOperations } from '../areas/roles/openapi';
import { tlinkOperations } from '../areas/tlinks/openapi';
import type { ApiOperation } from './operation';
import { systemOperations } from './system-operations';

/** Every operation of /api; `openapi.test.ts` fails when a registered route is missing here. */
export const apiOperations: readonly ApiOperation[] = [
  ...systemOperations,
  ...administratorOperations,
  ...accountOperations,
  ...organisationOperations,
  ...roleOperations,
  ...oauthClientOperations,
  ...auditOperations,
  ...exportOperations,
  ...contractOperations,
  ...orderOperations,
  ...invoiceOperations,
  ...tlinkOperations,
  ...eckOperations,
  ...productOperations,
];
