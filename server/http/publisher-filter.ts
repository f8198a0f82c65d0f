import type { Context } from 'hono';
import { publisherFilterMessages } from '../../domain/messages';
import { publisherFilterOf } from '../../domain/schemas/publisher-filter';
import type { CurrentAdmin } from './auth';
import { AppError } from './errors';

/**
 * 403 when a publisher-bound administrator's filter names another publisher than theirs (spec 001
 * §6, decision 585); the filter is the one its schema names (`withPublisherFilter`, decision 610),
 * which the console hides from them. Their own (the administrator form asks the roles of it) is the
 * scope they have anyway, so it passes.
 */
export function refuseOtherPublisher(c: Context, schema: object, filter: Record<string, unknown>): void {
  const key = publisherFilterOf(schema);
  const admin = c.get('admin') as CurrentAdmin | undefined;
  if (key === undefined || !admin || admin.uitgeverId === null) return;
  const value = filter[key];
  if (value !== undefined && Number(value) !== admin.uitgeverId)
    throw new AppError('forbidden', publisherFilterMessages.otherPublisher);
}
