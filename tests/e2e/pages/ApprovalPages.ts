import { expect, type Locator, type Page } from '@playwright/test';

/** The 审批消息 dialog (spec §2, §4, §5) as an approver uses it. */
export class ApprovalDialog {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: '审批消息' });
  }

  async choose(action: '同意' | '拒绝'): Promise<void> {
    await this.root.getByRole('radio', { name: action }).check();
  }

  async submit(): Promise<void> {
    await this.root.getByRole('button', { name: '提交' }).click();
  }

  async expectFact(label: string, value: string): Promise<void> {
    const term = this.root.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(term).toBeVisible();
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
}

/** The station message list (/station-message-list): open a message by its title. */
export async function openStationMessage(page: Page, title: string): Promise<Locator> {
  await page.goto('/station-message-list');
  await page.getByRole('button', { name: title }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}
