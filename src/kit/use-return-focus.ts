import { useEffect, useState } from 'react';

/**
 * Gives focus back to the element that had it when `isOpen` became true, once it is false again
 * and focus was lost (on the body) or sits on an ancestor of that element. Headless UI dialogs do this themselves only for elements they
 * saw focused, and a dialog whose code loads on first use did not see the first one
 * (docs/decisions/130-console-code-splitting.md).
 */
export function useReturnFocus(isOpen: boolean): void {
  const [wasOpen, setWasOpen] = useState(false);
  const [openedFrom, setOpenedFrom] = useState<Element | null>(null);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpenedFrom(typeof document === 'undefined' ? null : document.activeElement);
  }
  useEffect(() => {
    if (isOpen || !(openedFrom instanceof HTMLElement)) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const isFocusLost = active === null || active === document.body;
      // Headless UI skips tabindex=-1 elements and lands on their focusable ancestor instead: a
      // grid row around the row action that opened the dialog (src/kit/infinite-table.tsx).
      const isOnAncestor = active !== null && active !== openedFrom && active.contains(openedFrom);
      if ((isFocusLost || isOnAncestor) && openedFrom.isConnected) openedFrom.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen, openedFrom]);
}
