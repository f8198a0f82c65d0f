import { useRouteContext, useRouterState } from '@tanstack/react-router';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { availableCommands } from '../../commands/available';
import {
  type ActionContext,
  type Command,
  type EntityRef,
  linkOf,
  OPEN_PALETTE_EVENT,
} from '../../commands/command';
import { addRecent, type RecentEntity, readRecent, writeRecent } from '../../commands/recent';
import type { FoundEntity } from '../../commands/resolve-entities';
import { pathOf } from '../../commands/route-link';
import { markOpened, readTicket, type TicketItem, ticketOf, writeTicket } from '../../commands/ticket';
import { readUsage, recordUse, usageBoost, writeUsage } from '../../commands/usage';
import { useMaySeeFullNames } from '../api/administrators';
import { useShellSession } from '../auth/session-context';
import { notifyError, notifySuccess } from '../kit/toast';
import { useActionApi } from '../kit/use-action-api';
import { useNavigateLink } from '../kit/use-navigate-link';
import { useReturnFocus } from '../kit/use-return-focus';
import type { PaletteOpening } from './command-palette';
import { paletteCommands } from './palette-commands';
import { usePaletteCode } from './palette-loader';
import { type EarlyInput, PaletteStandIn } from './palette-stand-in';
import { useGlobalShortcuts } from './use-global-shortcuts';

// The sheet is a Headless UI dialog, a large part of the bundle: it loads on the first '?'
// (docs/decisions/130-console-code-splitting.md).
const ShortcutSheet = lazy(() =>
  import('./shortcut-sheet').then((module) => ({ default: module.ShortcutSheet })),
);

type Register = (entity: EntityRef) => () => void;
const EntityInViewRegistry = createContext<Register | null>(null);

/** What the shell and the screens may ask of the palette. */
export type PaletteControls = { openPalette: () => void; openShortcuts: () => void };
const PaletteControlsContext = createContext<PaletteControls | null>(null);

/**
 * Tells the palette which entity the screen shows, so its commands come first under a scope chip.
 * Call it in an area screen with the loaded entity (`useEntityInView({ kind: 'account', id:
 * String(account.id), label: name })`); it clears itself when the screen unmounts. Outside the
 * shell (a screen's own test) it does nothing.
 */
export function useEntityInView(entity: EntityRef | null | undefined): void {
  const register = use(EntityInViewRegistry);
  const kind = entity?.kind;
  const id = entity?.id;
  const label = entity?.label;
  useEffect(() => {
    if (!register || kind === undefined || id === undefined || label === undefined) return;
    return register({ kind, id, label });
  }, [register, kind, id, label]);
}

/** Opens the palette or the shortcut sheet (a top-bar button, a help link); null outside the shell. */
export function usePaletteControls(): PaletteControls | null {
  return use(PaletteControlsContext);
}

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
/** The tab's storage: the pasted ticket lives as long as the tab's session (commands/ticket.ts). */
const tabStorage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/** The palette, the shortcut sheet and the global keys around the shell's content. */
export function PaletteProvider({ children }: { children: ReactNode }) {
  const { admin } = useRouteContext({ from: '__root__' });
  const fullNames = useMaySeeFullNames();
  const { signOut } = useShellSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const [inView, setInView] = useState<EntityRef>();
  const owner = useRef<object | null>(null);
  const register = useCallback<Register>((entity) => {
    const token = {};
    owner.current = token;
    setInView(entity);
    return () => {
      if (owner.current !== token) return;
      owner.current = null;
      setInView(undefined);
    };
  }, []);

  const [ticket, setTicket] = useState<TicketItem[]>(() => readTicket(tabStorage(), admin.id));
  // Updaters, not values: a chosen look-alike joins the ticket and is marked opened in one event.
  const updateTicket = useCallback(
    (update: (current: TicketItem[]) => TicketItem[]) =>
      setTicket((current) => {
        const next = update(current);
        writeTicket(tabStorage(), admin.id, next);
        return next;
      }),
    [admin.id],
  );
  const onTicket = useCallback(
    (found: readonly FoundEntity[]) => updateTicket((current) => ticketOf(found, current)),
    [updateTicket],
  );

  const [jumped, setJumped] = useState<RecentEntity>();
  const [recent, setRecent] = useState<RecentEntity[]>(() => readRecent(storage(), admin.id));
  // What this administrator runs, under their own id: another administrator in this browser has their own.
  const [usage, setUsage] = useState(() => ({ adminId: admin.id, entries: readUsage(storage(), admin.id) }));
  if (usage.adminId !== admin.id) setUsage({ adminId: admin.id, entries: readUsage(storage(), admin.id) });
  const boost = useMemo(() => usageBoost(usage.entries, Date.now()), [usage]);
  const onRun = useCallback(
    (command: Command) =>
      setUsage((current) => {
        const entries = recordUse(current.entries, command.id, Date.now());
        writeUsage(storage(), current.adminId, entries);
        return { adminId: current.adminId, entries };
      }),
    [],
  );
  const [opening, setOpening] = useState<PaletteOpening | null>(null);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [hasSheetOpened, setSheetOpened] = useState(false);
  if (isSheetOpen && !hasSheetOpened) setSheetOpened(true);
  useReturnFocus(isSheetOpen);

  const showShortcuts = useCallback(() => {
    setOpening(null);
    setSheetOpen(true);
  }, []);
  // The registry and the dialog load after the first paint (decisions 426, 427); until then the
  // palette's own commands only, and Ctrl-K opens the stand-in.
  const code = usePaletteCode(opening !== null);
  const catalog = code?.commands;
  const commands = useMemo<Command[]>(
    () => [...(catalog ?? []), ...paletteCommands({ showShortcuts, signOut })],
    [catalog, showShortcuts, signOut],
  );

  // A found entity stays in scope on the view the palette opened for it, until the screen says more.
  const entityInView = inView ?? (jumped && pathOf(jumped.link) === pathname ? jumped.entity : undefined);

  const navigate = useNavigateLink();
  const jump = useCallback(
    (target: RecentEntity, newTab: boolean) => {
      setRecent((list) => {
        const next = addRecent(list, target);
        writeRecent(storage(), admin.id, next);
        return next;
      });
      if (!newTab) setJumped(target);
      updateTicket((current) => markOpened(current, target.entity));
      navigate(target.link, { newTab });
    },
    [admin.id, navigate, updateTicket],
  );
  const actionApi = useActionApi();
  const context = useMemo<Omit<ActionContext, 'confirm'>>(
    () => ({ admin, navigate, ...actionApi, notify: { success: notifySuccess, error: notifyError } }),
    [admin, navigate, actionApi],
  );

  const live = useMemo(
    () => availableCommands(commands, admin, entityInView),
    [commands, admin, entityInView],
  );
  useGlobalShortcuts({
    commands: live,
    isRegistryLoaded: catalog !== undefined,
    isSuspended: () => opening !== null || isSheetOpen,
    onPaletteKey: () => {
      setSheetOpen(false);
      setOpening((current) => (current ? null : {}));
    },
    onCommand: (command) => {
      onRun(command);
      const target = command.target;
      if (target.kind === 'route') {
        const link = linkOf(command, entityInView);
        if (link) navigate(link);
        return;
      }
      if (target.args?.length || target.confirm) {
        setOpening({ start: command });
        return;
      }
      const confirm = (text: string) =>
        new Promise<boolean>((resolve) => setOpening({ confirm: { text, resolve } }));
      Promise.resolve(
        target.run({ ...context, confirm }, { ...(entityInView ? { entity: entityInView } : {}), args: {} }),
      ).catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)));
    },
  });

  // A row's 'Meer acties' (src/kit/entity-commands.tsx): the palette scoped to that row.
  useEffect(() => {
    const open = (event: Event) => {
      if (event instanceof CustomEvent) setOpening({ scope: event.detail as EntityRef });
    };
    window.addEventListener(OPEN_PALETTE_EVENT, open);
    return () => window.removeEventListener(OPEN_PALETTE_EVENT, open);
  }, []);

  const PaletteDialog = code?.Dialog;
  const early = useRef<EarlyInput | null>(null);

  const controls = useMemo<PaletteControls>(
    () => ({ openPalette: () => setOpening({}), openShortcuts: showShortcuts }),
    [showShortcuts],
  );

  return (
    <EntityInViewRegistry value={register}>
      <PaletteControlsContext value={controls}>
        {children}
        {opening && !PaletteDialog ? <PaletteStandIn early={early} onClose={() => setOpening(null)} /> : null}
        {opening && PaletteDialog ? (
          <PaletteDialog
            early={early.current}
            opening={opening}
            onClose={() => setOpening(null)}
            commands={commands}
            admin={admin}
            fullNames={fullNames}
            entityInView={entityInView}
            recent={recent}
            context={context}
            onJump={jump}
            ticket={ticket}
            onTicket={onTicket}
            boost={boost}
            onRun={onRun}
          />
        ) : null}
        {hasSheetOpened ? (
          <Suspense fallback={null}>
            <ShortcutSheet
              open={isSheetOpen}
              onClose={() => setSheetOpen(false)}
              commands={commands}
              admin={admin}
            />
          </Suspense>
        ) : null}
      </PaletteControlsContext>
    </EntityInViewRegistry>
  );
}
