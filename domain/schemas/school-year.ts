import * as v from 'valibot';

/** A school year as GET schoolyears returns it (spec 001 §3). */
export const SchoolYearSchema = v.object({
  id: v.number(),
  name: v.string(),
  startDate: v.string(),
  endDate: v.string(),
});
export type SchoolYear = v.InferOutput<typeof SchoolYearSchema>;
