import AxeBuilder from '@axe-core/playwright';
import { FOCUS_SENTINEL, finishAnimations } from './axeAudit';
import { expect, type Locator, type Page } from './test';

/**
 * The open dialog checked with axe as the suite checks pages (WCAG 2.1 A/AA, critical and serious): the page audit
 * runs once a page settles, before any dialog of it is opened.
 */
export async function expectAccessibleDialog(page: Page, dialog: Locator): Promise<void> {
  await expectAccessiblePart(page, dialog, '[role="dialog"]');
}

/**
 * A part of a page that appears after the page audit (a tab of /setup, say: the audit goes by path, once), checked
 * the same way; `selector` names the part for axe, `part` is the same part for Playwright.
 */
export async function expectAccessiblePart(page: Page, part: Locator, selector: string): Promise<void> {
  await expect(part).toBeVisible();
  // As the page audit does: a button fading to its enabled colour is measured as the user reads it, not half-way.
  await page.evaluate(finishAnimations);
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  // Fluent's focus sentinels are let through for aria-hidden-focus, as in the page audit (axeAudit.ts).
  const serious = results.violations
    .filter((violation) => ['critical', 'serious'].includes(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => violation.id !== 'aria-hidden-focus' || !FOCUS_SENTINEL.test(node.html)),
    }))
    .filter((violation) => violation.nodes.length > 0);
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
}
