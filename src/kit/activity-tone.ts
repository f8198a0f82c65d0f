/**
 * The colour of an activity group and of its lines (spec 000 §4), read from the log texts: an
 * account's activity log and the home log search colour the same groups the same way.
 */
import { activityMarkers } from '../../domain/messages';
import type { ActivityGroup, ActivityLine } from '../../domain/schemas/account-activity';

export type Tone = 'success' | 'error' | 'pending';

/** What a line says: its info, else its error. */
export const lineText = (line: ActivityLine) => line.info ?? line.error ?? '';

/** Group colour: success on a successful callback, error on a failed one or no licence. */
export function groupTone(group: Pick<ActivityGroup, 'entries'>): Tone {
  const texts = group.entries.map(lineText);
  if (texts.some((text) => text.includes(activityMarkers.callbackSuccess))) return 'success';
  if (
    texts.some(
      (text) => text.includes(activityMarkers.callbackError) || text.includes(activityMarkers.noLicenceFound),
    )
  )
    return 'error';
  return 'pending';
}

/** Row colour: 'Error: ' at the start is an error, 'Product exists for ' a success. */
export function lineTone(line: ActivityLine): Tone | null {
  const text = lineText(line);
  if (text.startsWith(activityMarkers.errorPrefix)) return 'error';
  if (text.includes(activityMarkers.productExists)) return 'success';
  return null;
}
