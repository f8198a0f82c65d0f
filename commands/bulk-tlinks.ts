import { updateTlinkCall } from '../domain/api-calls';
import { dayKey, formatDay, isIsoDay, parseDutchDay } from '../domain/dates';
import type { TLinkLicenseState } from '../domain/enums';
import { labelOf } from '../domain/labels/label';
import { TLINK_STATE_LABELS } from '../domain/labels/tlink-states';
import { type TlinkBody, type TlinkLicense, unchangedBody } from '../domain/schemas/tlink';
import { isEndingState } from '../domain/tlink-rules';
import { type BulkCommand, type BulkContext, bulkCommand, counted } from './bulk';

/**
 * Bulk commands on selected TLinks (issue 24): revoke, block, extend the end date. Each row is one
 * PUT /api/tlinklicenses/{id} (spec 001 §4) with the row as the list gave it and one field changed,
 * so the server applies its state rules (an ending state sets the end date to now), checks the row's
 * publisher and its freshness (412), and audits it.
 */

/** A TLink in a selection's checkbox and a run's report. */
export const tlinkRowLabel = (licence: TlinkLicense) => `TLink ${licence.licenseCode}`;

/** What every TLink bulk command shares: its rows, its right, what a run changes, a row's label. */
const ON_TLINKS = {
  rows: 'tlink',
  access: { right: 'tlinklicenties_aanpassen' },
  changes: [{ resource: 'tlinks' }, { resource: 'accounts' }, { resource: 'licenseOverviews' }],
  rowLabel: tlinkRowLabel,
} as const;
const stateLabel = (state: TLinkLicenseState) => labelOf(TLINK_STATE_LABELS, state);

function put(context: BulkContext, licence: TlinkLicense, change: Partial<TlinkBody>): Promise<unknown> {
  return context.call(updateTlinkCall(licence.id, { ...unchangedBody(licence), ...change }));
}

/** An ended licence (revoked, expired, ...) takes no further state change in bulk. */
function endedRefusal(licence: TlinkLicense): string | null {
  return isEndingState(licence.licenseState) ? `is al beëindigd (${stateLabel(licence.licenseState)})` : null;
}

export const revokeTlinksCommand = bulkCommand<TlinkLicense>({
  ...ON_TLINKS,
  id: 'tlinks.bulk.revoke',
  title: 'TLinks intrekken',
  keywords: { nl: ['intrekken', 'ingetrokken', 'tlink'], en: ['revoke', 'cancel', 'licenses'] },
  confirm: (count) =>
    `${counted(count, 'TLink wordt', 'TLinks worden')} ingetrokken; de einddatum wordt vandaag.`,
  refusal: endedRefusal,
  runRow: async (context, licence) => void (await put(context, licence, { licenseState: 'REVOKED' })),
});

export const blockTlinksCommand = bulkCommand<TlinkLicense>({
  ...ON_TLINKS,
  id: 'tlinks.bulk.block',
  title: 'TLinks blokkeren',
  keywords: { nl: ['blokkeren', 'geblokkeerd', 'tlink'], en: ['block', 'licenses'] },
  confirm: (count) => `${counted(count, 'TLink wordt', 'TLinks worden')} geblokkeerd.`,
  refusal: (licence) => (licence.licenseState === 'BLOCKED' ? 'is al geblokkeerd' : endedRefusal(licence)),
  runRow: async (context, licence) => void (await put(context, licence, { licenseState: 'BLOCKED' })),
});

/** The day typed for 'Nieuwe einddatum': 'dd-MM-yyyy' (as shown everywhere) or 'yyyy-MM-dd'. */
export function endDateArg(text: string): string | null {
  const trimmed = text.trim();
  if (isIsoDay(trimmed)) return trimmed;
  const parsed = parseDutchDay(trimmed);
  return parsed.ok ? parsed.day : null;
}

export const extendTlinksCommand = bulkCommand<TlinkLicense>({
  ...ON_TLINKS,
  id: 'tlinks.bulk.extend',
  title: 'Einddatum verlengen',
  keywords: { nl: ['verlengen', 'einddatum', 'tlink'], en: ['extend', 'end date', 'renew'] },
  args: [
    {
      name: 'endDate',
      label: 'Nieuwe einddatum',
      placeholder: 'dd-mm-jjjj',
      validate: (value) => (endDateArg(value) === null ? 'Vul een datum in als dd-mm-jjjj.' : null),
    },
  ],
  confirm: (count, args) =>
    `De einddatum van ${counted(count, 'TLink', 'TLinks')} wordt ${formatDay(endDateArg(args.endDate ?? '') ?? '')}.`,
  refusal: (licence, _admin, args) => {
    const ended = endedRefusal(licence);
    if (ended) return ended;
    const next = endDateArg(args.endDate ?? '');
    const current = licence.endDate ? dayKey(licence.endDate) : null;
    if (next && current && next <= current) return `heeft al einddatum ${formatDay(current)}`;
    return null;
  },
  runRow: async (context, licence, args) =>
    void (await put(context, licence, { endDate: endDateArg(args.endDate ?? '') ?? '' })),
});

export const TLINK_BULK_COMMANDS: readonly BulkCommand<TlinkLicense>[] = [
  revokeTlinksCommand,
  blockTlinksCommand,
  extendTlinksCommand,
];
