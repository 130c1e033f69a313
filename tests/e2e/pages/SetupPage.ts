import type { Page } from '@playwright/test';

export class SetupPage {
  constructor(private readonly page: Page) {}

  async createSuperAdministrator(admin: { userName: string; nickName: string; password: string }): Promise<void> {
    await this.page.getByRole('textbox', { name: '用户名', exact: true }).fill(admin.userName);
    await this.page.getByRole('textbox', { name: '昵称', exact: true }).fill(admin.nickName);
    await this.page.getByRole('textbox', { name: '密码', exact: true }).fill(admin.password);
    await this.page.getByRole('textbox', { name: '确认密码', exact: true }).fill(admin.password);
    await this.page.getByRole('button', { name: '创建超级管理员' }).click();
  }
}
