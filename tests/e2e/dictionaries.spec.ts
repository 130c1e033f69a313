import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { DictionaryPages } from './pages/DictionaryPages';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expectAccessibleDialog } from './support/dialogAxe';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser (issue 16 item 4, docs/dictionaries.md): an administrator makes a dictionary type on 字典管理,
 * opens its entries, adds one whose tag is previewed as its list class and CSS classes are typed, sees it tagged in
 * the list, and is stopped, under the field, from a value the type already has; a seeded system entry offers no
 * delete and keeps its value fixed; the parameter page shows Gatehouse's watermark setting as kept by its own page.
 * Pages are checked with axe automatically; the entry dialog explicitly.
 */
const TYPE = { name: '工单优先级', nameEn: 'Ticket priority', dictType: 'e_two_e_priority' };

test.beforeAll(async () => {
  await ensureAdminReady();
});

test('an administrator adds a dictionary entry through the pages and sees it tagged', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/');
  const dictionaries = new DictionaryPages(page);

  await test.step('字典管理 lists the seeded system dictionaries; a new type is added', async () => {
    await dictionaries.openTypes();
    await expect(dictionaries.typeRow('task_execution')).toContainText('任务执行状态');
    await expect(dictionaries.typeRow('task_execution')).toContainText('系统');
    await expect(dictionaries.typeRow('task_execution').getByRole('button', { name: /删除/ })).toHaveCount(0);
    await dictionaries.addType(TYPE);
    await expect(dictionaries.typeRow(TYPE.dictType)).toContainText('自定义');
  });

  await test.step('an entry is added with its tag previewed, and listed tagged', async () => {
    await dictionaries.openEntries(TYPE.dictType);
    const entries = dictionaries.entries(TYPE.name);
    await expect(entries.getByRole('heading', { name: `字典数据：${TYPE.name}` })).toBeVisible();
    await entries.getByRole('button', { name: '新增' }).click();
    const dialog = dictionaries.entryDialog('新增字典数据');
    await dialog.getByRole('textbox', { name: '数据标签' }).fill('紧急');
    await dialog.getByRole('textbox', { name: '英文标签' }).fill('Urgent');
    await dialog.getByRole('textbox', { name: '数据键值' }).fill('urgent');
    await dictionaries.pickListClass(dialog, '危险 (danger)');
    await dialog.getByRole('textbox', { name: '样式属性' }).fill('outline e2e-urgent');
    const preview = dialog.locator('.e2e-urgent');
    await expect(preview).toHaveText('紧急');
    await expectAccessibleDialog(page, dialog);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await expect(dialog).toBeHidden();

    const tag = dictionaries.entryRow(entries, 'urgent').locator('.e2e-urgent');
    await expect(tag).toHaveText('紧急');
    // Fluent's danger badge, outlined: a red border around a transparent background.
    const look = await tag.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopColor, background: style.backgroundColor };
    });
    expect(look.background).toBe('rgba(0, 0, 0, 0)');
    expect(look.border).not.toBe('rgba(0, 0, 0, 0)');
  });

  await test.step('the same value twice is refused under its field', async () => {
    await dictionaries.entries(TYPE.name).getByRole('button', { name: '新增' }).click();
    const dialog = dictionaries.entryDialog('新增字典数据');
    await dialog.getByRole('textbox', { name: '数据标签' }).fill('又一个');
    await dialog.getByRole('textbox', { name: '英文标签' }).fill('Again');
    await dialog.getByRole('textbox', { name: '数据键值' }).fill('urgent');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('字典键值“urgent”在该字典中已存在')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a seeded system entry offers no delete and keeps its value', async () => {
    await dictionaries.openTypes();
    await dictionaries.openEntries('task_execution');
    const failed = dictionaries.entryRow(dictionaries.entries('任务执行状态'), '2');
    await expect(failed).toContainText('失败');
    await expect(failed.getByRole('button', { name: '删除 2' })).toHaveCount(0);
    await failed.getByRole('button', { name: '修改 2' }).click();
    const dialog = dictionaries.entryDialog('修改字典数据');
    await expect(dialog.getByText('系统字典数据：程序依赖键值')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '数据键值' })).toBeDisabled();
    await dialog.getByRole('button', { name: '取消' }).click();
  });

  await test.step('参数设置 shows the watermark setting as kept by its own page', async () => {
    await page.goto('/system/config');
    await expect(page.getByRole('heading', { name: '参数设置' })).toBeVisible();
    const row = page.getByRole('region', { name: '参数设置' }).getByRole('row').filter({ hasText: 'sys.watermark' });
    await expect(row.getByRole('link', { name: '系统配置 › 水印设置' })).toBeVisible();
    await expect(row.getByRole('button', { name: /删除/ })).toHaveCount(0);
  });
});

test('系统标签 merges a duplicate label into another, saying whose reach widens (issue 16)', async ({ page }) => {
  const token = await signInByToken(page, E2E_ADMIN);
  const api = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
  const stamp = Date.now().toString(36);
  const post = <T>(path: string, body: unknown) =>
    api.api<T>(path, { method: 'POST', body: JSON.stringify(body) }, token);
  const duplicate = await post<{ tagId: number; tagName: string }>('/system/tag/add', { tagName: `e2e-db-${stamp}` });
  const kept = await post<{ tagId: number; tagName: string }>('/system/tag/add', { tagName: `e2e-database-${stamp}` });
  const policy = `e2e-label-policy-${stamp}`;
  await post('/policy/behavior/add', { name: policy, upload: 1, tagIds: [duplicate.tagId] });

  await page.goto('/system/label');
  await expect(page.getByRole('heading', { name: '系统标签' })).toBeVisible();
  await page.getByRole('textbox', { name: '标签名称' }).fill(stamp);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf(duplicate.tagName)).toContainText('使用中');
  await expect(rowOf(kept.tagName)).toContainText('未使用');

  await rowOf(duplicate.tagName)
    .getByRole('button', { name: `合并“${duplicate.tagName}”` })
    .click();
  const dialog = page.getByRole('dialog', { name: `合并标签“${duplicate.tagName}”` });
  await dialog.getByRole('combobox', { name: '合并到' }).click();
  await page.getByRole('option', { name: kept.tagName }).click();
  await expect(dialog.getByText(`资产 0 个、账号 0 个将加上“${kept.tagName}”`)).toBeVisible();
  await expect(dialog.getByText(`行为策略“${policy}”`)).toBeVisible();
  await expectAccessibleDialog(page, dialog);
  await dialog.getByRole('button', { name: '合并', exact: true }).click();
  await expectToast(page, `1 条策略、0 个任务改用“${kept.tagName}”`);

  await expect(rowOf(duplicate.tagName)).toHaveCount(0);
  await expect(rowOf(kept.tagName)).toContainText('使用中');
  await rowOf(kept.tagName)
    .getByRole('button', { name: `使用情况“${kept.tagName}”` })
    .click();
  const uses = page.getByRole('dialog', { name: `“${kept.tagName}”的使用情况` });
  await expect(uses.getByRole('link', { name: policy })).toBeVisible();
});
