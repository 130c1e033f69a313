import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

/** The signed-in console frame: sidebar, tags view, user menu. */
export class Shell {
  readonly sidebar: Locator;
  readonly tags: Locator;

  constructor(private readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: '菜单' });
    this.tags = page.getByRole('toolbar', { name: '已打开的页面' });
  }

  async openMenu(directory: string, item: string): Promise<void> {
    await this.sidebar.getByRole('button', { name: directory, exact: true }).click();
    await this.sidebar.getByRole('button', { name: item, exact: true }).click();
  }

  tag(title: string): Locator {
    return this.tags.getByRole('button', { name: title, exact: true });
  }

  async closeTag(title: string): Promise<void> {
    await this.tags.getByRole('button', { name: `${title} 关闭当前`, exact: true }).click();
  }

  async completePersonalInfo(phone: string, email: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: '补录信息' });
    await dialog.getByRole('textbox', { name: '手机号码', exact: true }).fill(phone);
    await dialog.getByRole('textbox', { name: '邮箱', exact: true }).fill(email);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '补录信息成功！');
    await expect(dialog).toBeHidden();
  }

  async logOut(): Promise<void> {
    await this.page.getByRole('button', { name: '用户菜单' }).click();
    await this.page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog'));
    await expect(confirm.getByText('确定注销并退出系统吗？')).toBeVisible();
    await confirm.getByRole('button', { name: '确定' }).click();
    // Signing out ends in a whole load of /login (the only navigation left to the page then).
    await this.page.waitForURL((url) => url.pathname === '/login');
  }
}
