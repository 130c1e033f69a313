import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

export interface DirectoryForm {
  url: string;
  bindDn: string;
  bindPassword: string;
  baseDn: string;
}

/** /setup → LDAP 目录: the directory settings, the connection test, the preview and the import. */
export class LdapDirectoryTab {
  private readonly settings: Locator;
  private readonly importer: Locator;

  constructor(private readonly page: Page) {
    this.settings = page.getByRole('form', { name: 'LDAP 目录设置' });
    this.importer = page.getByRole('region', { name: '导入与同步用户' });
  }

  async open(): Promise<void> {
    await this.page.goto('/setup');
    await this.page.getByRole('tab', { name: 'LDAP 目录' }).click();
    await expect(this.settings).toBeVisible();
  }

  async fill(form: DirectoryForm): Promise<void> {
    await this.settings.getByRole('switch', { name: /启用 LDAP 认证/ }).check();
    await this.settings.getByLabel('LDAP 地址', { exact: true }).fill(form.url);
    await this.settings.getByLabel('绑定 DN（服务账号）', { exact: true }).fill(form.bindDn);
    await this.settings.getByLabel('绑定密码', { exact: true }).fill(form.bindPassword);
    await this.settings.getByLabel('基准 DN', { exact: true }).fill(form.baseDn);
  }

  /** Runs the connection test and answers the outcome shown next to the button. */
  async testConnection(): Promise<string> {
    await this.settings.getByRole('button', { name: '测试连接' }).click();
    const outcome = this.settings.getByRole('status');
    await expect(outcome).toBeVisible();
    return (await outcome.textContent()) ?? '';
  }

  async save(): Promise<void> {
    await this.submit();
    await expectToast(this.page, '保存成功');
  }

  /** Presses save without expecting it to succeed. */
  async submit(): Promise<void> {
    await this.settings.getByRole('button', { name: '保存', exact: true }).click();
  }

  fieldMessage(text: string): Locator {
    return this.settings.getByText(text);
  }

  bindPasswordPlaceholder(): Promise<string | null> {
    return this.settings.getByLabel('绑定密码', { exact: true }).getAttribute('placeholder');
  }

  async preview(): Promise<void> {
    await this.importer.getByRole('button', { name: /预览目录用户|刷新预览/ }).click();
    await expect(this.importer.getByRole('table')).toBeVisible();
  }

  /** The state badge of a directory user's row in the preview. */
  stateOf(userName: string): Locator {
    return this.importer.getByRole('row').filter({ has: this.page.getByRole('cell', { name: userName, exact: true }) });
  }

  async select(userName: string): Promise<void> {
    await this.importer.getByRole('checkbox', { name: `选择 ${userName}` }).check();
  }

  /** Imports the selected users and answers the counts line once the run has finished. */
  async importSelected(): Promise<string> {
    await this.importer.getByRole('button', { name: /导入所选/ }).click();
    return this.finishedLine();
  }

  /** Syncs everything; resolves once the result line shows `expected` (the previous run's line may linger a moment). */
  async syncAll(expected: string): Promise<void> {
    await this.importer.getByRole('button', { name: '同步全部' }).click();
    await expect(this.importer.getByRole('status').filter({ hasText: '导入完成' })).toContainText(expected);
  }

  private async finishedLine(): Promise<string> {
    const done = this.importer.getByRole('status').filter({ hasText: '导入完成' });
    await expect(done).toBeVisible();
    return (await done.textContent()) ?? '';
  }
}
