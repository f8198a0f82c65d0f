import { describeWriteFuzz } from './test-support/write-fuzz';

describeWriteFuzz('hostile bodies on the entity forms', [
  'account create',
  'account save',
  'product create',
  'product save',
  'organisation create',
  'organisation save',
  'organisation style',
  'role create',
  'role save',
  'administrator create',
  'administrator save',
  'administrator password',
]);
