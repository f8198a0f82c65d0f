import type { AccessRule, AdminPrincipal } from '../domain/rights';
import type { Change } from './changes';

/** Kinds of entity a view can be about; commands scoped to one are offered first in that view. */
export const ENTITY_KINDS = [
  'account',
  'tlink',
  'product',
  'organisation',
  'administrator',
  'role',
  'eckLicense',
  'logEntry',
  'oauthClient',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/**
 * The entity in view (or found by the palette): kind, id for routes, and a label for the scope chip.
 * `types` are an organisation's types (School, Uitgever, Distributeur), which decide who may change
 * it; absent when not known.
 */
export type EntityRef = { kind: EntityKind; id: string; label: string; types?: readonly string[] };

export const COMMAND_GROUPS = ['Gevonden', 'Dit item', 'Recent', 'Acties', 'Navigatie'] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

/** One argument an action asks for inside the palette, on a page of its own. */
export type CommandArgument = {
  name: string;
  label: string;
  placeholder?: string;
  /** Returns a Dutch error text, or null when the value is acceptable. */
  validate?: (value: string) => string | null;
};

/**
 * What the console provides to actions: commands/ stays free of React and of the HTTP client,
 * the palette passes these in.
 */
export type ActionContext = {
  admin: AdminPrincipal;
  navigate(to: string, options?: { newTab?: boolean }): void;
  confirm(text: string): Promise<boolean>;
  notify: { success(text: string): void; error(text: string): void };
  /**
   * Calls the API as the signed-in administrator (a path below /api, e.g. 'roles/4'); answers the
   * JSON reply (null when empty) and throws an Error with the server's Dutch message otherwise.
   * Afterwards the console refreshes what `changes` names, and nothing else.
   */
  call(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    changes: readonly Change[],
    body?: unknown,
  ): Promise<unknown>;
  /**
   * DELETE through the console's shared delete flow (loading toast, success text, 409 with the
   * blocking entities, or the failure text with the server's message); true when deleted. The
   * deleted item's cache is dropped, its lists and what `also` names are refreshed.
   */
  remove(
    path: string,
    texts: { progress?: string; success: string; failed: string },
    changes: { deleted: Required<Change>; also?: readonly Change[] },
  ): Promise<boolean>;
};

export type CommandTarget =
  | {
      kind: 'route';
      /** The spec path, e.g. '/accounts/{id}/extended-view'. */
      path: string;
      /** Values for the path's params, from the entity in scope. */
      params?: (entity: EntityRef) => Record<string, string>;
    }
  | {
      kind: 'action';
      args?: readonly CommandArgument[];
      /** Text of the 'Weet je het zeker?' confirmation for destructive steps. */
      confirm?: (entity: EntityRef | undefined) => string;
      run(
        context: ActionContext,
        input: { entity?: EntityRef; args: Record<string, string> },
      ): Promise<void> | void;
    };

/** A command: every action of the console exists once, here, and all menus read it. */
export type Command = {
  id: string;
  title: string;
  /** Dutch and English aliases the palette matches on. */
  keywords: readonly string[];
  group: CommandGroup;
  access: AccessRule;
  /** A key sequence such as 'g a' (go-to chord) or 'mod+s'. */
  shortcut?: string;
  /** Only offered when an entity of this kind is in scope. */
  scope?: EntityKind;
  /**
   * A rule on the entity itself, beside `access`: whether this administrator may run the command on
   * it (the server refuses the same). Only for scoped commands.
   */
  appliesTo?: (admin: AdminPrincipal, entity: EntityRef) => boolean;
  target: CommandTarget;
};

/** Fills a spec path's `{param}`s; a missing value leaves the command unusable (null). */
export function fillPath(path: string, params: Record<string, string>): string | null {
  let missing = false;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}
