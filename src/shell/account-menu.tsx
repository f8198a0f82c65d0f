import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useCurrentAdministrator } from '../api/administrators';
import { useShellSession } from '../auth/session-context';

/**
 * The top bar's account menu: who is signed in, and 'Uitloggen'. A WAI-ARIA menu button written
 * out: Headless UI's Menu would bring floating-ui and react-aria (about 30 kB gzip) into the
 * startup code for one item (docs/decisions/130-console-code-splitting.md).
 */
export function AccountMenu() {
  const admin = useCurrentAdministrator();
  const { signOut } = useShellSession();
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);

  // Open: focus on the (only) item; a press outside the button and the panel closes the menu.
  useEffect(() => {
    if (!isOpen) return;
    itemRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      itemRef.current?.focus();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        {...(isOpen ? { 'aria-controls': `${id}-menu` } : {})}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={onButtonKeyDown}
        className="focus-ring rounded px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
      >
        {admin.name} <span aria-hidden="true">▾</span>
      </button>
      {isOpen ? (
        <div
          ref={panelRef}
          className="absolute right-0 z-20 mt-1 w-64 rounded-lg border border-slate-300 bg-white p-1 text-sm text-slate-900 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="font-semibold">{admin.name}</p>
            <p className="truncate text-slate-600">{admin.email}</p>
            {admin.uitgever ? <p className="text-slate-600">{admin.uitgever.name}</p> : null}
          </div>
          <div role="menu" id={`${id}-menu`} aria-labelledby={`${id}-button`} onKeyDown={onMenuKeyDown}>
            <button
              ref={itemRef}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="focus-ring-inset w-full rounded px-3 py-2 text-left hover:bg-sky-100 focus:bg-sky-100 focus:text-sky-900"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              Uitloggen
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
