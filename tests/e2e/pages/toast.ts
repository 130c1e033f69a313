import { expect, type Page } from '@playwright/test';

/**
 * A toast with this text is on screen (screen readers get the same text from a live region too). Two quick
 * saves can leave two equal toasts up at once; the toaster puts the newest first.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  // A page's first message also loads the toaster: on a machine busy with two workers, 10 s once proved too short.
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: text }).first()).toBeVisible({ timeout: 20_000 });
}
