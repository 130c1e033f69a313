import { expect, type Locator, type Page } from '@playwright/test';

export interface OperLogSearch {
  operName?: string;
  /** Option labels as shown: 新增, 授权…; 成功 or 失败. */
  businessType?: string;
  status?: string;
}

/** /oper-log-list: the operation log's search form, table and detail dialog. */
export class OperLogPage {
  readonly table: Locator;
  readonly detail: Locator;
  private readonly form: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: '操作日志' });
    this.detail = page.getByRole('dialog', { name: '操作日志详情' });
    this.form = page.getByRole('form', { name: '搜索' });
  }

  async search(filters: OperLogSearch): Promise<void> {
    await this.form.getByRole('button', { name: '重置' }).click();
    if (filters.operName) await this.form.getByRole('textbox', { name: '操作人员' }).fill(filters.operName);
    if (filters.businessType) await this.choose('操作类型', filters.businessType);
    if (filters.status) await this.choose('操作状态', filters.status);
    await this.form.getByRole('button', { name: '搜索' }).click();
  }

  rows(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async openDetail(row: Locator): Promise<void> {
    await row.getByRole('button', { name: /^详情/ }).click();
    await expect(this.detail).toBeVisible();
  }

  async closeDetail(): Promise<void> {
    await this.detail.getByRole('button', { name: '关闭' }).click();
    await expect(this.detail).toBeHidden();
  }

  private async choose(label: string, option: string): Promise<void> {
    await this.form.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
