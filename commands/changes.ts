/**
 * What a command's API call changes, so the console refreshes just that (src/api/changes.ts maps
 * each resource to its query keys) and not every query on screen. A change with an id is one item:
 * its detail and the resource's lists; without an id it is every item of the resource.
 */
export const RESOURCES = [
  'accounts',
  'administrators',
  'eckLicenses',
  'exportJobs',
  'licenseMessages',
  'licenseOverviews',
  'oauthClients',
  'orders',
  'orderStock',
  'organisations',
  'poLicenses',
  'products',
  'roles',
  'serviceWindows',
  'supportEntries',
  'tlinks',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type Change = { resource: Resource; id?: string | number };
