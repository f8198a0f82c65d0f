import { describeWriteFuzz } from './test-support/write-fuzz';

describeWriteFuzz('hostile bodies on merges, licences and actions', [
  'account merge',
  'oauth client create',
  'oauth client save',
  'service window create',
  'tlink creation',
  'tlink save',
  'tlink reserve',
  'adjustGroups',
  'adjustInvoice',
  'support ticket close',
  'pseudo id lookup',
]);
