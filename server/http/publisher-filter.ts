import type { Context } from 'hono';
import { EckListFilterSchema } from '../../domain/schemas/eck';
import { ProductListFilterSchema } from '../../domain/schemas/product';
import { RoleListFilterSchema } from '../../domain/schemas/role';
import { TlinkListFilterSchema } from '../../domain/schemas/tlink';
import { SchoolOverviewFilterSchema, StatusOverviewFilterSchema } from '../../domain/schemas/tlink-overviews';
import type { CurrentAdmin } from './auth';
import { AppError } from './errors';

/**
 * Each list's publisher filter, by the filter schema its handler reads (decision 585). A
 * publisher-bound administrator has their publisher fixed (spec 001 §6): the console shows them no
 * publisher filter (`src/routes/hidden-filters.ts`), and this refuses one naming another publisher.
 */
const PUBLISHER_FILTER = new Map<object, string>([
  [ProductListFilterSchema, 'organisation'],
  [TlinkListFilterSchema, 'publisher'],
  [EckListFilterSchema, 'product.organisation'],
  [RoleListFilterSchema, 'uitgever'],
  [SchoolOverviewFilterSchema, 'publisher'],
  [StatusOverviewFilterSchema, 'publisherId'],
]);

/**
 * 403 when a publisher-bound administrator's filter names another publisher than theirs; their own
 * (the administrator form asks the roles of it) is the scope they have anyway, so it passes.
 */
export function refuseOtherPublisher(c: Context, schema: object, filter: Record<string, unknown>): void {
  const key = PUBLISHER_FILTER.get(schema);
  const admin = c.get('admin') as CurrentAdmin | undefined;
  if (key === undefined || !admin || admin.uitgeverId === null) return;
  const value = filter[key];
  if (value !== undefined && Number(value) !== admin.uitgeverId)
    throw new AppError(
      'forbidden',
      'Je bent aan een uitgever gebonden en filtert niet op een andere uitgever.',
    );
}
