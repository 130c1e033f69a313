import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/** Several console tabs of one browser context, and what the navbar shows in each. */
export class HubTabs {
  readonly pages: Page[] = [];

  constructor(private readonly context: BrowserContext) {}

  async open(count: number, path = '/assets-my'): Promise<Page[]> {
    const opened: Page[] = [];
    for (let index = 0; index < count; index += 1) {
      const page = await this.context.newPage();
      await page.goto(path);
      await expect(HubTabs.bell(page)).toBeVisible();
      this.pages.push(page);
      opened.push(page);
    }
    return opened;
  }

  async close(page: Page): Promise<void> {
    await page.close();
    this.pages.splice(this.pages.indexOf(page), 1);
  }

  /** By CSS, not role: the first sign-in's 补录信息 dialog hides the shell from the accessibility tree. */
  static bell(page: Page): Locator {
    return page.locator('button[aria-label="站内消息"]');
  }

  static unreadBadge(page: Page): Locator {
    return page.getByTestId('unread-badge');
  }

  /** Every open tab shows this unread badge text. */
  async expectUnreadBadge(text: string, timeout = 10_000): Promise<void> {
    for (const page of this.pages) await expect(HubTabs.unreadBadge(page)).toHaveText(text, { timeout });
  }

  async expectAllAt(pattern: RegExp): Promise<void> {
    for (const page of this.pages) await expect(page).toHaveURL(pattern);
  }
}
