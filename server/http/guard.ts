import { createMiddleware } from 'hono/factory';
import { type AccessRule, passes, type Right } from '../../domain/rights';
import type { AuthEnv } from './auth';
import { AppError } from './errors';

/** Route guard: `requires('gebruikers_inzien')` or a full access rule; superuser implies every right. */
export function requires(rule: Right | AccessRule) {
  const accessRule: AccessRule = typeof rule === 'string' ? { right: rule } : rule;
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!passes(c.var.admin, accessRule)) throw new AppError('forbidden', 'Niet bevoegd voor deze actie.');
    await next();
  });
}
