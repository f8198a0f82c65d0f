import { count, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/connect';
import { schoolYears } from '../../db/schema/school-years';
import type { AuthEnv } from '../../http/auth';
import { listReply, parseFilters, rangePage } from '../../http/list';

/** GET /api/schoolyears (spec 001 §7): every school year 'YYYY-YYYY', newest first; any administrator. */
export function schoolYearRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', async (c) => {
    parseFilters(c, v.object({}));
    const page = rangePage(c);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(schoolYears)
        .orderBy(desc(schoolYears.startDate))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(schoolYears),
    ]);
    return listReply(c, rows, page.offset, total?.n ?? 0);
  });
}
