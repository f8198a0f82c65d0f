/** Spec 000 §9: the next page loads when scrolling passes 90 percent of the table height. */
export const LOAD_MORE_AT = 0.9;

/** Whether the bottom of the viewport has passed 90 % of the loaded content. */
export function isNearEnd(scrollOffset: number, viewportHeight: number, contentHeight: number): boolean {
  if (contentHeight <= 0) return false;
  return scrollOffset + viewportHeight >= contentHeight * LOAD_MORE_AT;
}
