import { Command as Cmdk } from 'cmdk';
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { availableCommands } from '../../commands/available';
import type { CheckColumn } from '../../commands/column';
import { type ActionContext, type Command, type EntityRef, linkOf, sameEntity } from '../../commands/command';
import { normalise, rankCommands } from '../../commands/rank';
import type { RecentEntity } from '../../commands/recent';
import { foundEntities, type Lookup, ticketSummary } from '../../commands/resolve';
import type { FoundEntity } from '../../commands/resolve-entities';
import { nextOnTicket, type TicketItem } from '../../commands/ticket';
import { ENTITY_KIND_LABELS } from '../../domain/labels/entity-kinds';
import type { AdminPrincipal } from '../../domain/rights';
import { useActiveDescendantRepair } from './active-descendant';
import { isRunnable } from './command-path';
import type { FilterActivation } from './filter-query-group';
import { paletteAnnouncement } from './palette-announcement';
import { paletteMessages } from './palette-messages';
import { ArgumentPage, ConfirmPage, type Page } from './palette-pages';
import {
  ColumnGroup,
  CommandGroup,
  FoundGroup,
  hasFoundOptions,
  itemValue,
  RecentGroup,
  TicketGroup,
} from './palette-results';
import { type EarlyInput, oneLine, PaletteFrame } from './palette-stand-in';
import { useResolution } from './use-resolution';

// Filter queries ('tlinks status:actief') and the list declarations they read load with the first
// words typed, not at start-up (decision 430).
const FilterQueryGroup = lazy(() => import('./filter-query-group'));

/**
 * How the palette opens: plain, scoped to an entity (a row's 'Meer acties'), straight into a command
 * (a shortcut of an action), or on a confirmation.
 */
export type PaletteOpening = {
  scope?: EntityRef;
  start?: Command;
  confirm?: { text: string; resolve: (isConfirmed: boolean) => void };
};

export type CommandPaletteProps = {
  opening: PaletteOpening;
  onClose: () => void;
  commands: readonly Command[];
  admin: AdminPrincipal;
  /** Whether the administrator's publisher lets them see full names (the users list's name filters). */
  fullNames: boolean;
  entityInView: EntityRef | undefined;
  recent: readonly RecentEntity[];
  lookup: Lookup;
  /** A pasted column's check: the first page of the list it opens (src/palette/column-list.ts). */
  checkColumn: CheckColumn;
  context: Omit<ActionContext, 'confirm'>;
  onJump: (target: RecentEntity, newTab: boolean) => void;
  /** The last pasted ticket (commands/ticket.ts) and how to replace or clear it. */
  ticket: readonly TicketItem[];
  onTicket: (found: readonly FoundEntity[]) => void;
  /** What this administrator's habits add to a command's rank (commands/usage.ts), and a run to remember. */
  boost?: (command: Command) => number;
  onRun?: (command: Command) => void;
  /** Typed into the stand-in while this dialog's code loaded (decision 426). */
  early?: EarlyInput | null;
};

/** Rows rendered per command group: the ranking decides, the tail is never what was meant. */
const MAX_COMMANDS = 60;

/** The command palette (Ctrl-K): search commands, resolve identifiers, jump, run actions. */
export function CommandPalette(props: CommandPaletteProps) {
  const { opening, onClose, commands, admin, entityInView, recent, lookup, context, onJump } = props;
  const { ticket, onTicket, early } = props;
  const [previousFocus] = useState(() =>
    early ? early.returnFocus : typeof document === 'undefined' ? null : document.activeElement,
  );
  const [query, setQuery] = useState(early?.query ?? '');
  const [isPaste, setPaste] = useState(early?.isPaste ?? false);
  // The scope follows the entity in view until the user picks one (Tab) or leaves it (Backspace):
  // a palette opened while the screen was still loading takes its entity when it arrives.
  // `null`: the user left the scope; `undefined`: not chosen, follow the view.
  const [chosenScope, setScope] = useState<EntityRef | null | undefined>(opening.scope);
  const scope = chosenScope === undefined ? entityInView : (chosenScope ?? undefined);
  const [pages, setPages] = useState<Page[]>(() =>
    opening.confirm ? [{ kind: 'confirm', ...opening.confirm }] : [],
  );
  // Ctrl-K, Enter walks through a pasted ticket: the palette opens on its next unopened item.
  const [value, setValue] = useState(() => {
    const next = nextOnTicket(ticket);
    return next && !opening.scope && !opening.start && !opening.confirm ? itemValue.ticket(next) : '';
  });
  const [isRunning, setRunning] = useState(false);
  const waitingEnter = useRef(false);
  // The filter group's activation (a lazy chunk): Ctrl+Enter reaches its items through it.
  const filterActivation = useRef<FilterActivation | null>(null);
  const cmdkRoot = useRef<HTMLDivElement>(null);
  useActiveDescendantRepair(cmdkRoot);
  const page = pages.at(-1);

  useEffect(
    () => () => {
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected)
        previousFocus.focus({ preventScroll: true });
      // The element is gone (the palette opened another screen): start at the shell's main content.
      else document.getElementById('inhoud')?.focus({ preventScroll: true });
    },
    [previousFocus],
  );

  // A list word and a second word may be a filter query (filter-query-group.tsx says so once loaded);
  // a filter query is not read as identifiers.
  const mayBeFilterQuery = !page && !isPaste && /^\S+\s/.test(query);
  // What the live region reads for a filter query; null when the input is none.
  const [filterAnnouncement, setFilterAnnouncement] = useState<string | null>(null);
  const isFilterQuery = filterAnnouncement !== null;
  const { resolution, isPending, mode, column, columnCheck } = useResolution(
    page || isFilterQuery ? '' : query,
    isPaste,
    admin,
    lookup,
    props.checkColumn,
  );
  const found = useMemo(() => (resolution ? foundEntities(resolution) : []), [resolution]);
  // A pasted ticket stays at hand: what it found becomes the 'Ticket' group (replacing the last).
  const savedTicket = useRef<unknown>(null);
  useEffect(() => {
    if (!isPaste || mode !== 'ticket' || !resolution || savedTicket.current === resolution) return;
    savedTicket.current = resolution;
    if (found.length > 0) onTicket(found);
  }, [isPaste, mode, resolution, found, onTicket]);
  const suggestions = useMemo(
    () => resolution?.results.flatMap((result) => result.suggestions) ?? [],
    [resolution],
  );
  // A look-alike is opened only once the administrator chose it (arrows or pointer), never by an
  // Enter on the row the list selected by itself (issue 22: never jump without the user choosing).
  const hasChosen = useRef(false);
  const [hint, setHint] = useState('');

  const available = useMemo(
    () => availableCommands(commands, admin, scope).filter((command) => isRunnable(command, scope)),
    [commands, admin, scope],
  );
  const ranked = useMemo(() => {
    if (mode !== 'typed') return [];
    return rankCommands(available, query, props.boost).slice(0, MAX_COMMANDS);
  }, [available, query, mode, props.boost]);
  const shownRecent = useMemo(() => {
    if (mode !== 'typed') return [];
    const needle = normalise(query.trim());
    return recent.filter(
      (item) =>
        !(scope && sameEntity(scope, item.entity)) &&
        (needle === '' || normalise(item.entity.label).includes(needle) || item.entity.id === query.trim()),
    );
  }, [recent, query, scope, mode]);

  const scoped = ranked.filter((command) => command.scope !== undefined);
  const actions = ranked.filter((command) => command.scope === undefined && command.group !== 'Navigatie');
  const navigation = ranked.filter((command) => command.scope === undefined && command.group === 'Navigatie');
  const shownTicket = query.trim() === '' ? ticket.length : 0;
  const count =
    (column && !column.tooMany ? 1 : 0) +
    shownTicket +
    found.length +
    suggestions.length +
    ranked.length +
    shownRecent.length;

  function close() {
    onClose();
  }

  async function run(command: Command, entity: EntityRef | undefined, args: Record<string, string>) {
    const target = command.target;
    if (target.kind !== 'action') return;
    setRunning(true);
    const confirm = (text: string) =>
      new Promise<boolean>((resolve) => setPages((list) => [...list, { kind: 'confirm', text, resolve }]));
    try {
      await target.run({ ...context, confirm }, { ...(entity ? { entity } : {}), args });
    } catch (error) {
      context.notify.error(error instanceof Error && error.message ? error.message : paletteMessages.failed);
    }
    close();
  }

  function proceed(command: Command, entity: EntityRef | undefined, args: Record<string, string>) {
    const target = command.target;
    if (target.kind === 'action' && target.confirm) {
      const text = target.confirm(entity);
      const resolve = (isConfirmed: boolean) => {
        if (isConfirmed) void run(command, entity, args);
      };
      setPages((list) => [...list, { kind: 'confirm', text, resolve }]);
      return;
    }
    void run(command, entity, args);
  }

  function start(command: Command, newTab: boolean) {
    props.onRun?.(command);
    const target = command.target;
    if (target.kind === 'route') {
      const link = linkOf(command, scope);
      if (!link) return;
      context.navigate(link, { newTab });
      close();
      return;
    }
    if (newTab) return;
    if (target.args && target.args.length > 0) {
      setPages((list) => [
        ...list,
        { kind: 'argument', command, entity: scope, index: 0, values: {}, input: '', error: null },
      ]);
      return;
    }
    proceed(command, scope, {});
  }

  // Started from a shortcut: straight into the command's first step.
  const started = useRef(false);
  useEffect(() => {
    if (opening.start && !started.current) {
      started.current = true;
      start(opening.start, false);
    }
  });

  function jumpTo(target: FoundEntity | RecentEntity, newTab: boolean) {
    onJump({ entity: target.entity, link: target.link }, newTab);
    close();
  }

  function activate(selected: string, newTab = false) {
    if (filterActivation.current?.(selected, newTab)) return;
    const foundItem = found.find((item) => itemValue.found(item) === selected);
    if (foundItem) return jumpTo(foundItem, newTab);
    const suggestion = suggestions.find((item) => itemValue.suggestion(item) === selected);
    // A chosen look-alike joins the pasted ticket, so the walk through it includes what was meant.
    if (suggestion && mode === 'ticket') onTicket([...found, suggestion]);
    if (suggestion) return jumpTo(suggestion, newTab);
    if (selected === itemValue.column && column && !column.tooMany) {
      context.navigate(column.link, { newTab });
      close();
      return;
    }
    const ticketItem = ticket.find((item) => itemValue.ticket(item) === selected);
    if (ticketItem) return jumpTo(ticketItem, newTab);
    if (selected === itemValue.clearTicket) {
      onTicket([]);
      setValue('');
      return;
    }
    const recentItem = shownRecent.find((item) => itemValue.recent(item) === selected);
    if (recentItem) return jumpTo(recentItem, newTab);
    const command = ranked.find((item) => itemValue.command(item) === selected);
    if (command) start(command, newTab);
  }

  // Exactly one entity found: it is selected, and an Enter pressed while looking it up jumps now.
  const only = found.length === 1 ? found[0] : undefined;
  useEffect(() => {
    if (!only) return;
    setValue(itemValue.found(only));
    if (waitingEnter.current) {
      waitingEnter.current = false;
      jumpTo(only, false);
    }
  });
  useEffect(() => {
    if (!isPending && !only) waitingEnter.current = false;
  }, [isPending, only]);

  function scopeTo(entity: EntityRef) {
    setScope(entity);
    setQuery('');
    setPaste(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Tab') {
      event.preventDefault();
      const target =
        found.find((item) => itemValue.found(item) === value) ??
        shownRecent.find((item) => itemValue.recent(item) === value);
      if (target && !page) scopeTo(target.entity);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      if (page) goBack();
      else close();
      return;
    }
    if (page?.kind === 'argument' && event.key === 'Enter') {
      event.preventDefault();
      submitArgument(page);
      return;
    }
    const input = page?.kind === 'argument' ? page.input : page ? '' : query;
    if (event.key === 'Backspace' && input === '') {
      if (page) {
        event.preventDefault();
        goBack();
      } else if (scope) {
        event.preventDefault();
        setScope(null);
      }
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'].includes(event.key)) {
      hasChosen.current = true;
    }
    if (event.key === 'Enter' && !page && value.startsWith('suggest:') && !hasChosen.current) {
      event.preventDefault();
      setHint(paletteMessages.chooseSuggestion);
      return;
    }
    if (event.key === 'Enter' && !page) {
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        activate(value, true);
      } else if (isPending && !value.startsWith('found:')) {
        event.preventDefault();
        waitingEnter.current = true;
      }
    }
  }

  function goBack() {
    if (page?.kind === 'confirm') answer(false);
    else setPages((list) => list.slice(0, -1));
  }

  function answer(isConfirmed: boolean) {
    if (page?.kind !== 'confirm') return;
    setPages((list) => list.slice(0, -1));
    page.resolve(isConfirmed);
    // Opened on a confirmation (an action run by its shortcut): the answer is all it was for.
    if (opening.confirm && pages.length === 1) close();
  }

  function submitArgument(current: Extract<Page, { kind: 'argument' }>) {
    const target = current.command.target;
    if (target.kind !== 'action' || !target.args) return;
    const argument = target.args[current.index];
    if (!argument) return;
    const text = current.input.trim();
    const error = text === '' ? paletteMessages.required : (argument.validate?.(text) ?? null);
    if (error) {
      setPages((list) => [...list.slice(0, -1), { ...current, error }]);
      return;
    }
    const values = { ...current.values, [argument.name]: text };
    if (current.index + 1 < target.args.length) {
      setPages((list) => [...list, { ...current, index: current.index + 1, values, input: '', error: null }]);
    } else proceed(current.command, current.entity, values);
  }

  function onInput(next: string) {
    if (page?.kind === 'argument') {
      setPages((list) => [...list.slice(0, -1), { ...page, input: next, error: null }]);
      return;
    }
    if (page) return;
    waitingEnter.current = false;
    hasChosen.current = false;
    setHint('');
    setQuery(next);
    setPaste(false);
  }

  const placeholder =
    page?.kind === 'argument'
      ? (argumentOf(page)?.placeholder ?? argumentOf(page)?.label ?? '')
      : page?.kind === 'confirm'
        ? paletteMessages.confirmTitle
        : scope
          ? paletteMessages.scopePlaceholder(scope.label)
          : paletteMessages.placeholder;

  return (
    <PaletteFrame onClose={close}>
      <Cmdk
        ref={cmdkRoot}
        label={paletteMessages.inputLabel}
        shouldFilter={false}
        vimBindings={false}
        loop
        value={value}
        onValueChange={setValue}
        onKeyDown={onKeyDown}
      >
        <div className="flex items-center gap-2 border-b border-slate-200 px-3">
          {scope && !page ? (
            <span className="flex shrink-0 items-center gap-1 rounded-full bg-sky-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-sky-900">
              {ENTITY_KIND_LABELS[scope.kind]}: {scope.label}
              <button
                type="button"
                tabIndex={-1}
                aria-label={paletteMessages.leaveScope}
                className="focus-ring rounded-full px-1 hover:bg-sky-200"
                onClick={() => setScope(null)}
              >
                ×
              </button>
            </span>
          ) : null}
          <Cmdk.Input
            autoFocus
            value={page?.kind === 'argument' ? page.input : page ? '' : query}
            readOnly={page?.kind === 'confirm' || isRunning}
            onValueChange={onInput}
            onPaste={(event) => {
              if (page) return;
              event.preventDefault();
              const field = event.currentTarget;
              const text = oneLine(event.clipboardData.getData('text'));
              const from = field.selectionStart ?? query.length;
              const to = field.selectionEnd ?? query.length;
              waitingEnter.current = false;
              hasChosen.current = false;
              setHint('');
              setQuery(`${query.slice(0, from)}${text}${query.slice(to)}`);
              setPaste(true);
            }}
            placeholder={placeholder}
            className="focus-ring-inset h-12 w-full bg-transparent text-base text-slate-900 placeholder:text-slate-500"
          />
        </div>
        {/* What has no option to choose stands before the listbox (PaletteNotes). */}
        {page?.kind === 'argument' ? <ArgumentPage page={page} /> : null}
        {page || column || hasFoundOptions(resolution) ? null : (
          <FoundGroup
            resolution={resolution}
            summary={mode === 'ticket' && resolution ? ticketSummary(resolution) : null}
            isPending={isPending}
            onActivate={activate}
          />
        )}
        {!page && column?.tooMany ? (
          <ColumnGroup column={column} check={columnCheck} onActivate={activate} />
        ) : null}
        <Cmdk.List label={paletteMessages.listLabel} className="max-h-[60vh] overflow-y-auto py-1">
          {page?.kind === 'confirm' ? <ConfirmPage page={page} onAnswer={answer} /> : null}
          {page ? null : (
            <>
              {query.trim() === '' ? <TicketGroup ticket={ticket} onActivate={activate} /> : null}
              {mayBeFilterQuery ? (
                <Suspense fallback={null}>
                  <FilterQueryGroup
                    query={query}
                    admin={admin}
                    fullNames={props.fullNames}
                    lookup={lookup}
                    onSelect={setValue}
                    onComplete={onInput}
                    onOpen={(link, newTab) => {
                      context.navigate(link, { newTab });
                      close();
                    }}
                    activation={filterActivation}
                    onAnnounce={setFilterAnnouncement}
                  />
                </Suspense>
              ) : null}
              {column && !column.tooMany ? (
                <ColumnGroup column={column} check={columnCheck} onActivate={activate} />
              ) : null}
              {!column && hasFoundOptions(resolution) ? (
                <FoundGroup
                  resolution={resolution}
                  summary={mode === 'ticket' && resolution ? ticketSummary(resolution) : null}
                  isPending={isPending}
                  onActivate={activate}
                />
              ) : null}
              <CommandGroup heading="Dit item" commands={scoped} onActivate={activate} />
              <RecentGroup recent={shownRecent} onActivate={activate} />
              <CommandGroup heading="Acties" commands={actions} onActivate={activate} />
              <CommandGroup heading="Navigatie" commands={navigation} onActivate={activate} />
            </>
          )}
        </Cmdk.List>
        {!page && count === 0 && !isPending && !resolution && !column && !isFilterQuery ? (
          <p className="px-4 py-3 text-sm text-slate-600">{paletteMessages.nothing}</p>
        ) : null}
        <p className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">
          {isRunning ? paletteMessages.running : paletteMessages.footer}
        </p>
      </Cmdk>
      <p aria-live="polite" className="sr-only">
        {/* A filter query's group says what it read (filter-query-group.tsx). */}
        {isFilterQuery && !hint && !page
          ? filterAnnouncement
          : paletteAnnouncement({
              page,
              hint,
              isPending,
              resolution,
              column,
              columnCheck,
              ticket: shownTicket ? ticket : [],
              count,
            })}
      </p>
    </PaletteFrame>
  );
}

function argumentOf(page: Extract<Page, { kind: 'argument' }>) {
  const target = page.command.target;
  return target.kind === 'action' ? target.args?.[page.index] : undefined;
}
