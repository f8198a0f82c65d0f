import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core and the focus-ring check of the a11y spec, shared with the specs of single screens. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Problem = { where: string; rule: string; impact: string; targets: string[] };

/** axe's violations of WCAG 2.1 A/AA: the serious and critical ones, or every one. */
export async function axeViolations(
  page: Page,
  where: string,
  impacts: 'serious' | 'all',
): Promise<Problem[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => impacts === 'all' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}

export const seriousViolations = (page: Page, where: string) => axeViolations(page, where, 'serious');

/**
 * Focuses every visible focusable element after a key press (so the browser applies
 * :focus-visible as for keyboard users) and returns those that show no outline or ring.
 */
export async function elementsWithoutFocusRing(page: Page, where: string): Promise<string[]> {
  await page.keyboard.press('Shift');
  const missing = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[aria-hidden="true"], [inert]')) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      const style = getComputedStyle(element);
      const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      const hasRing = style.boxShadow !== 'none' && style.boxShadow !== '';
      if (!hasOutline && !hasRing) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        problems.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return problems;
  });
  return missing.map((m) => `${where}: ${m}`);
}
