import type { GenericSchema, InferOutput } from 'valibot';
import type { ApiCall } from '../domain/api-calls';
import type { EntityKind } from '../domain/entity-kinds';
import type { AccessRule, AdminPrincipal } from '../domain/rights';
import type { Change } from './changes';
import type { RouteLink } from './route-link';

/**
 * The entity in view (or found by the palette): kind, id for routes, and a label for the scope chip.
 * `types` are an organisation's types (School, Uitgever, Distributeur), which decide who may change
 * it; absent when not known.
 */
export type EntityRef = {
  kind: EntityKind;
  id: string;
  label: string;
  types?: readonly string[];
  /** The id of the entity this one belongs to (a confirmation link's account), where it has one. */
  ownerId?: string;
  /** Its state where a command applies in some states only (an order line's Prius status). */
  state?: string;
  /** The school year it belongs to ('2026-2027'): a school contract's lists filter on it with its school (`ownerId`). */
  schoolyearName?: string;
};

/** Whether two refs name the same entity (labels may differ: a recent one keeps its old label). */
export const sameEntity = (a: EntityRef, b: EntityRef) => a.kind === b.kind && a.id === b.id;

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
 * The DOM event that opens the palette scoped to an entity (its `detail`): a row's 'Meer acties'.
 * An event rather than an import keeps the palette's module out of the lazy list chunks, which
 * otherwise split the startup code into more, larger chunks (decision 212).
 */
export const OPEN_PALETTE_EVENT = 'leskluis:open-palette';

/**
 * `keepSearch`: on that page already, the link's search is added to the one in the URL, so a row's
 * dialog opened through its list's `?actie=` keeps the list's filters.
 */
export type NavigateOptions = { newTab?: boolean; unlessOnIt?: boolean; keepSearch?: boolean };

/**
 * What the console provides to actions: commands/ stays free of React and of the HTTP client,
 * the palette passes these in.
 */
export type ActionContext = {
  admin: AdminPrincipal;
  /**
   * Goes to a link (or opens it in a new tab). `unlessOnIt`: nothing happens when that page is
   * already open, so a delete from a list row keeps the list's filters.
   */
  navigate(to: RouteLink, options?: NavigateOptions): void;
  confirm(text: string): Promise<boolean>;
  notify: { success(text: string): void; error(text: string): void };
  /**
   * Sends a declared API call (domain/api-calls.ts) as the signed-in administrator; answers the
   * reply read by the call's schema and throws an Error with the server's Dutch message otherwise.
   * Afterwards the console refreshes what `changes` names, and nothing else.
   */
  call<S extends GenericSchema>(request: ApiCall<S>, changes: readonly Change[]): Promise<InferOutput<S>>;
  /**
   * DELETE through the console's shared delete flow (loading toast, success text, 409 with the
   * blocking entities, or the failure text with the server's message); true when deleted. The
   * deleted item's cache is dropped, its lists and what `also` names are refreshed. An item with
   * no cache of its own (a confirmation link, part of its account's overview) names no `deleted`.
   */
  /**
   * GETs a protected file (`path` relative to the API base, with the bearer token) and saves it;
   * the server's filename wins over `fallbackName`. A refusal (410 expired, 409 not ready) throws
   * its ApiError after refreshing what `changes` names, which was then out of date.
   */
  download(path: string, fallbackName: string, changes: readonly Change[]): Promise<void>;
  remove(
    path: string,
    texts: { progress?: string; success: string; failed: string },
    changes: { deleted?: Required<Change>; also?: readonly Change[] },
  ): Promise<boolean>;
};

/** The picture of a command's button (src/kit/command-icon.tsx draws each). */
export const COMMAND_ICONS = [
  'view',
  'edit',
  'delete',
  'password',
  'merge',
  'send',
  'logout',
  'key',
  'list',
  'power',
  'add',
  'download',
  'history',
] as const;
export type CommandIcon = (typeof COMMAND_ICONS)[number];

export type CommandTarget =
  | {
      kind: 'route';
      /** Where it goes, typed by the router; a scoped command's link is made from its entity. */
      link: RouteLink | ((entity: EntityRef) => RouteLink);
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

/**
 * The words a person might type for a command besides its title: Dutch (`nl`) and the English a
 * support desk uses (`en`: "export", "delete", "reset password"). Both are required of every command.
 */
export type Keywords = { nl: readonly string[]; en: readonly string[] };

/**
 * The words of each set in turn: the words every command of a kind is found by ('bewerken', 'edit')
 * and the command's own, in the order the kind puts them.
 */
export function withWords(...sets: readonly Keywords[]): Keywords {
  return { nl: sets.flatMap((set) => set.nl), en: sets.flatMap((set) => set.en) };
}

/** A command: every action of the console exists once, here, and all menus read it. */
export type Command = {
  id: string;
  title: string;
  /** The everyday Dutch and English words the palette matches on (src/palette/command-words.test.ts). */
  keywords: Keywords;
  group: CommandGroup;
  access: AccessRule;
  /** A key sequence such as 'g a' (go-to chord) or 'mod+s'. */
  shortcut?: string;
  /** Only offered when an entity of this kind is in scope. */
  scope?: EntityKind;
  /** The button picture where the command is a button (rows, entity views); scoped commands have one. */
  icon?: CommandIcon;
  /**
   * A rule on the entity itself, beside `access`: whether this administrator may run the command on
   * it (the server refuses the same). Only for scoped commands.
   */
  appliesTo?: (admin: AdminPrincipal, entity: EntityRef) => boolean;
  target: CommandTarget;
};

/**
 * Where a route command goes now: its link, made from the entity in scope for a scoped command
 * (null without an entity of its kind); null for an action.
 */
export function linkOf(command: Command, entity: EntityRef | undefined): RouteLink | null {
  const target = command.target;
  if (target.kind !== 'route') return null;
  if (typeof target.link !== 'function') return target.link;
  if (!entity || (command.scope !== undefined && command.scope !== entity.kind)) return null;
  return target.link(entity);
}

/** The numeric id of an entity for a route's `$id` param (the routes parse ids to numbers). */
export const numericId = (entity: EntityRef): { id: number } => ({ id: Number(entity.id) });
