import { type RefObject, useEffect } from 'react';

const OWNERS = '[cmdk-input], [cmdk-list]';
const SELECTED = '[cmdk-item][aria-selected="true"]';

/**
 * Keeps `aria-activedescendant` of the palette's input and listbox on the option shown as selected.
 * cmdk 1.1 works the id out only when the selected value changes: an option mounted again under the
 * same value (the filter completions are rebuilt as the user types) gets a new id, and the attribute
 * then names an element that is gone (axe: aria-valid-attr-value, critical) and a screen reader says
 * nothing. Watching the list is cheaper than rebuilding cmdk's store and survives its updates.
 */
export function useActiveDescendantRepair(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const repair = () => {
      const id = element.querySelector(SELECTED)?.id;
      for (const owner of element.querySelectorAll(OWNERS)) {
        if (id && owner.getAttribute('aria-activedescendant') !== id)
          owner.setAttribute('aria-activedescendant', id);
        else if (!id && owner.hasAttribute('aria-activedescendant'))
          owner.removeAttribute('aria-activedescendant');
      }
    };
    // Our own writes come back as mutations too; the guards above make the second pass a no-op.
    const observer = new MutationObserver(repair);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributeFilter: ['aria-selected', 'aria-activedescendant'],
    });
    repair();
    return () => observer.disconnect();
  }, [root]);
}
