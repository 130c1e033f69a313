import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';
import { confirmDialog } from './UsersPages';

/** Picks an option of a Fluent dropdown found by its field label (a multiselect lists menu item checkboxes). */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page
    .getByRole('option', { name: option, exact: true })
    .or(page.getByRole('menuitemcheckbox', { name: option, exact: true }))
    .click();
}

/** /platform-manage-list and /platform-manage-form. */
export class PlatformPages {
  constructor(private readonly page: Page) {}

  async create(name: string, protocol: string, port: string): Promise<void> {
    await this.page.goto('/platform-manage-list');
    await expect(this.page.getByRole('heading', { name: '资产类型' })).toBeVisible();
    const refreshed = this.page.waitForResponse((response) => response.url().includes('/ucenter/user/getLoginInfo'));
    await this.page.getByRole('button', { name: '新增', exact: true }).click();
    await refreshed;
    await expect(this.page.getByRole('heading', { name: '新增资产类型' })).toBeVisible();
    await this.page.getByRole('textbox', { name: /^类型名称/ }).fill(name);
    await this.page.getByRole('checkbox', { name: protocol, exact: true }).check();
    await this.page.getByRole('textbox', { name: `${protocol} 端口` }).fill(port);
    await this.page.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '新增成功');
    await expect(
      this.page.getByRole('table', { name: '资产类型' }).getByRole('row').filter({ hasText: name }),
    ).toContainText(`${protocol}:${port}`);
  }
}

/** /assets-label-list. */
export class TagPages {
  constructor(private readonly page: Page) {}

  async create(name: string): Promise<void> {
    await this.page.goto('/assets-label-list');
    await expect(this.page.getByRole('heading', { name: '标签管理' })).toBeVisible();
    await this.page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: '新增标签' });
    await dialog.getByRole('textbox', { name: /^标签名称/ }).fill(name);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '新增成功');
    await expect(this.page.getByRole('table', { name: '标签管理' })).toContainText(name);
  }
}

/** /assets-manage, its form and detail pages. */
export class AssetPages {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: '资产列表' });
  }

  async openList(): Promise<void> {
    await this.page.goto('/assets-manage');
    await expect(this.page.getByRole('heading', { name: '资产列表' })).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('region', { name: /资产$/ });
  }

  /**
   * A field of the asset form. Scoped to the form: while the form's chunk loads after a click, the list
   * page (whose search form has a 资产名称 box too) is still on screen.
   */
  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: new RegExp(`^${label}`) });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: '保存' }).click();
  }

  search(): Locator {
    return this.page.getByRole('form', { name: '搜索' });
  }

  row(assetName: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: assetName, exact: true }) });
  }

  async delete(assetName: string): Promise<void> {
    await this.row(assetName)
      .getByRole('button', { name: `删除 ${assetName}` })
      .click();
    await confirmDialog(this.page, assetName);
    await expectToast(this.page, '删除成功');
  }
}
