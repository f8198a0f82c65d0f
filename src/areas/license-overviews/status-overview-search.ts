import { statusOverviewMonths } from '../../../domain/schemas/tlink-overviews';

export type StatusOverviewSearch = { maand?: string | undefined; uitgever?: number | undefined };

/** The URL keeps the month (yyyy-MM, one of the picker's) and the publisher id. */
export function validateStatusOverviewSearch(raw: Record<string, unknown>): StatusOverviewSearch {
  const months = statusOverviewMonths(new Date());
  const maand = typeof raw.maand === 'string' && months.includes(raw.maand) ? raw.maand : undefined;
  const text = typeof raw.uitgever === 'number' ? String(raw.uitgever) : raw.uitgever;
  const uitgever = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
  return { maand, uitgever };
}
