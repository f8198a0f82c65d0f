import * as v from 'valibot';
import { lenientObject } from '../../kit/search-fields';

/**
 * /home's search: the log search's meldcode as typed (at most 20 characters), so a pasted
 * /home?meldcode= searches it. The route validates with it; the field reads the location through it.
 */
export const HomeSearchSchema = lenientObject({ meldcode: v.pipe(v.string(), v.maxLength(20)) });

/** The field's text in a location's search: '' when there is none or the schema refuses it. */
export const meldcodeOf = (search: unknown): string => v.parse(HomeSearchSchema, search).meldcode ?? '';
