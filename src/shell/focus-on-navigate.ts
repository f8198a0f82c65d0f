import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a navigation, focus moves to the main content (`<main tabIndex={-1}>`), so the next Tab
 * starts in the new screen instead of at the top of the page: a row opened with Enter or a side-menu
 * link leaves no focus behind. A screen that placed focus itself (a field, a dialog) keeps it. A
 * component that draws nothing, so a navigation re-renders it alone, not the shell around the screen.
 */
export function FocusOnNavigate({ main }: { main: RefObject<HTMLElement | null> }): null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen (pathname) changes.
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const active = document.activeElement;
    if (document.querySelector('[aria-modal="true"], [role="dialog"], [role="alertdialog"]')) return;
    if (active && active !== document.body && main.current?.contains(active)) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
