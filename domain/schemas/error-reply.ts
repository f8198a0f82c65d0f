import * as v from 'valibot';

/** A field-level problem in a 400 reply: the dotted path of the field and the Dutch message. */
export const FieldErrorSchema = v.object({ path: v.string(), message: v.string() });

/**
 * Every error reply of the API (DESIGN §4): a Dutch message, and on a 400 for fields the list of
 * field errors. The console reads it leniently (a proxy's error page has neither).
 */
export const ErrorReplySchema = v.object({
  message: v.optional(v.string()),
  errors: v.optional(v.array(FieldErrorSchema)),
});
