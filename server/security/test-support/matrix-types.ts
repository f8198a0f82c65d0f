import type { AccessRule, Right } from '../../../domain/rights';
import type { Call, Fixtures } from './fixtures';

/** Who may call a route: anyone, any signed-in administrator, or those passing an access rule. */
export type Access = { kind: 'public' } | { kind: 'anyAdmin' } | { kind: 'rule'; rule: AccessRule };

/** The six callers of every route. */
export const CASES = [
  'otherPublisher',
  'lacksRight',
  'noToken',
  'forgedToken',
  'expiredToken',
  'holder',
] as const;
export type CaseName = (typeof CASES)[number];

/** What the call may know of the caller: write routes make targets that belong to them. */
export type CallContext = { fx: Fixtures; case: CaseName; adminId: number | null };

/**
 * What a publisher-bound administrator of publisher B (who owns nothing) gets when calling the route
 * with publisher A's objects: refused outright, not found, an empty list, the same as the holder
 * (the route serves no publisher-owned data), or a check of its own.
 */
export type PublisherExpectation =
  | 'forbidden'
  | 'notFound'
  | 'empty'
  | 'same'
  | ((res: Response, ctx: CallContext) => Promise<void>);

export type MatrixRoute = {
  /** Method and path exactly as Hono registers them, e.g. `GET /api/products/:id{[0-9]+}`. */
  route: string;
  access: Access;
  /** The holder's status. */
  ok: number;
  publisher: PublisherExpectation;
  call(ctx: CallContext): Call | Promise<Call>;
  /** Rights the holder needs besides the rule's own to succeed (for checks made inside the handler). */
  holderExtra?: readonly Right[];
};

export const open: Access = { kind: 'public' };
export const anyAdmin: Access = { kind: 'anyAdmin' };
export const superuserOnly: Access = { kind: 'rule', rule: { superuserOnly: true } };
export const needs = (right: Right | readonly Right[], extra: Omit<AccessRule, 'right'> = {}): Access => ({
  kind: 'rule',
  rule: { right, ...extra },
});

/** The path of a route (`GET /api/roles/:id` → `/api/roles/7`): its `:params` filled in turn by `values`. */
export function pathOf(route: string, ...values: (number | string)[]): string {
  const rest = [...values];
  return route.replace(/^\S+ /, '').replace(/:\w+(\{[^}]*\})?/g, () => String(rest.shift()));
}
