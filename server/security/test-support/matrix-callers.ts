import type { Right } from '../../../domain/rights';
import type { Caller, Fixtures } from './fixtures';
import type { CaseName, MatrixRoute } from './matrix-types';

const rightsOf = (rule: { right?: Right | readonly Right[] }): readonly Right[] =>
  rule.right === undefined ? [] : typeof rule.right === 'string' ? [rule.right] : rule.right;

/**
 * The caller of one case: the holder has exactly the route's right (the first, when any of several
 * will do) and is staff; the lacker has every other right; the other publisher's administrator has
 * the holder's rights but is bound to publisher B (for superuser routes: every right but superuser).
 */
export function callerFor(fx: Fixtures, entry: MatrixRoute, name: CaseName): Promise<Caller> | Caller {
  const { access } = entry;
  const none = { token: null, adminId: null };
  if (name === 'noToken') return none;
  if (name === 'forgedToken') return { token: fx.tokens.forged, adminId: null };
  if (name === 'expiredToken') return { token: fx.tokens.expired, adminId: null };
  if (access.kind === 'public') return none;
  const extra = entry.holderExtra ?? [];
  if (access.kind === 'anyAdmin') return fx.adminWith(extra, name === 'otherPublisher' ? fx.b : null);
  const { rule } = access;
  const required = rightsOf(rule);
  if (rule.superuserOnly) {
    return name === 'holder'
      ? fx.adminWith(['is_superuser'], null)
      : fx.adminWith(fx.allRightsBut([]), name === 'otherPublisher' ? fx.b : null);
  }
  const holderRights = [...required.slice(0, 1), ...extra];
  if (name === 'holder') return fx.adminWith(holderRights, null);
  if (name === 'otherPublisher') return fx.adminWith(holderRights, fx.b);
  return fx.adminWith(fx.allRightsBut(required), null);
}
