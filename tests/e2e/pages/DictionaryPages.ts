import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

/** The dictionary pages (/system/dict, /system/dict-data/index/:dictId) as an administrator uses them. */
export class DictionaryPages {
  constructor(private readonly page: Page) {}

  async openTypes(): Promise<void> {
    await this.page.goto('/system/dict');
    await expect(this.page.getByRole('heading', { name: '字典管理' })).toBeVisible();
  }

  typeRow(dictType: string): Locator {
    return this.page
      .getByRole('region', { name: '字典管理' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: dictType, exact: true }) });
  }

  async addType(values: { name: string; nameEn: string; dictType: string }): Promise<void> {
    await this.page.getByRole('region', { name: '字典管理' }).getByRole('button', { name: '新增' }).click();
    const dialog = this.page.getByRole('dialog', { name: '新增字典类型' });
    await dialog.getByRole('textbox', { name: '字典名称' }).fill(values.name);
    await dialog.getByRole('textbox', { name: '英文名称' }).fill(values.nameEn);
    await dialog.getByRole('textbox', { name: '字典类型' }).fill(values.dictType);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '新增成功');
    await expect(dialog).toBeHidden();
  }

  /** Opens the entries of a type from its link in the type list. */
  async openEntries(dictType: string): Promise<void> {
    await this.typeRow(dictType).getByRole('link', { name: dictType, exact: true }).click();
    await expect(this.page).toHaveURL(/\/system\/dict-data\/index\/\d+$/);
  }

  entryDialog(title: '新增字典数据' | '修改字典数据'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /**
   * The entry list of the dictionary named `name` (the page's region: the tabs view keeps other opened pages in the
   * document, such as the type list, whose cells can hold the same text).
   */
  entries(name: string): Locator {
    return this.page.getByRole('region', { name: `字典数据：${name}` });
  }

  /** The row of an entry in `entries`, found by its value cell. */
  entryRow(entries: Locator, value: string): Locator {
    return entries.getByRole('row').filter({ has: this.page.getByRole('cell', { name: value, exact: true }) });
  }

  async pickListClass(dialog: Locator, label: string): Promise<void> {
    await dialog.getByRole('combobox', { name: '回显样式' }).click();
    await this.page.getByRole('option', { name: label }).click();
  }
}
