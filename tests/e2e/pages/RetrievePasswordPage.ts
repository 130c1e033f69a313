import { expect, type Page } from '@playwright/test';

/** /retrievePassword: user name → code by e-mail → new password. */
export class RetrievePasswordPage {
  constructor(private readonly page: Page) {}

  async checkUser(userName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: '找回密码' })).toBeVisible();
    await this.page.getByLabel('用户名', { exact: true }).fill(userName);
    await this.page.getByRole('button', { name: '下一步' }).click();
  }

  async sendEmailCode(masked: string): Promise<void> {
    await this.page.getByRole('radio', { name: `邮箱 ${masked}` }).check();
    await this.page.getByRole('button', { name: '获取验证码' }).click();
    await expect(this.page.getByRole('button', { name: /秒后重发$/ })).toBeDisabled();
  }

  async enterCode(code: string): Promise<void> {
    await this.page.getByLabel('验证码', { exact: true }).fill(code);
    await this.page.getByRole('button', { name: '下一步' }).click();
  }

  async setPassword(password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: '新密码', exact: true }).fill(password);
    await this.page.getByRole('textbox', { name: '确认密码', exact: true }).fill(password);
    await this.page.getByRole('button', { name: '重置密码' }).click();
    await expect(this.page.getByText('密码已重置')).toBeVisible();
  }
}
