import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

/** The "OTP / 动态口令" card of the personal centre (/user/profile). */
export class OtpCard {
  private readonly card: Locator;

  constructor(private readonly page: Page) {
    this.card = page.getByRole('group', { name: 'OTP / 动态口令' }).or(page.getByLabel('OTP / 动态口令'));
  }

  async open(): Promise<void> {
    await this.page.goto('/user/profile');
    await expect(this.card.getByText('尚未绑定动态口令。')).toBeVisible();
  }

  async expectRequiredHint(): Promise<void> {
    await expect(this.card.getByText('管理员要求登录时在密码之后输入动态口令，请尽快绑定。')).toBeVisible();
  }

  /** Starts binding and reads the secret shown as text (the QR code carries the same). */
  async startBinding(): Promise<string> {
    await this.card.getByRole('button', { name: '绑定动态口令' }).click();
    await expect(this.card.getByRole('img', { name: '动态口令二维码' })).toBeVisible();
    return (await this.card.getByTestId('otp-secret').innerText()).trim();
  }

  async confirm(code: string): Promise<void> {
    await this.card.getByLabel('动态口令', { exact: true }).fill(code);
    await this.card.getByRole('button', { name: '确认绑定' }).click();
    await expectToast(this.page, '动态口令绑定成功');
    await expect(this.card.getByText('已绑定动态口令，登录时可能需要输入动态口令。')).toBeVisible();
  }
}
