import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from './env';
import { AssetPages } from './pages/AssetsPages';
import { expectToast } from './pages/toast';
import { ensureAdminReady } from './support/adminApi';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

test.beforeAll(async () => {
  await ensureAdminReady();
});

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: (await readFile(path, 'utf8')).replace(/^\uFEFF/, '') };
}

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') };
}

test('template, a rejected file with its report, the fixed file imported, the list exported', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');

  const assets = new AssetPages(page);
  await assets.openList();
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await expect(page).toHaveURL(/\/assets-import$/);
  await expect(page.getByRole('heading', { name: '导入资产' })).toBeVisible();

  const template = await downloadedText(page, () => page.getByRole('button', { name: '下载 CSV 模板' }).click());
  await expectToast(page, '正在下载数据，请稍候');
  expect(template.name).toBe('asset-import-template.csv');
  const [header, example] = template.text.split(/\r?\n/);
  expect(header).toBe('资产名称,资产类型,资产地址,通讯协议,编码,所属部门,标签,描述');
  expect(example).toContain('web-01,Linux,10.0.0.21,SSH:22');

  const input = page.getByTestId('asset-import-file');
  // Spec §5 Import: the extension is checked before anything is sent.
  await input.setInputFiles({ name: 'assets.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('请导入以.csv/.xlsx后缀的文件')).toBeVisible();

  const good = 'e2e-import-app01,Linux,10.9.0.1,SSH:22,,,,导入的主机';
  await input.setInputFiles(csvFile('assets.csv', [header ?? '', good, 'e2e-import-app02,Linux,300.1.1.1,SSH:22,,,,']));
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByText('1 行有错误（共 1 处）')).toBeVisible();
  const report = page.getByRole('table', { name: '导入错误' });
  await expect(report.getByRole('row').nth(1)).toHaveText(/^3资产地址请输入正确的地址$/);
  await expect(page.getByRole('button', { name: '导入', exact: true })).toBeDisabled();

  await input.setInputFiles(
    csvFile('assets.csv', [header ?? '', good, 'e2e-import-app02,Windows,10.9.0.2,RDP:3389,,,,']),
  );
  await page.getByRole('button', { name: '校验' }).click();
  await expect(page.getByText('校验通过：共 2 行资产，可以导入。')).toBeVisible();
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await expectToast(page, '上传成功');
  await expect(page.getByText('导入成功：已导入 2 个资产。')).toBeVisible();

  await assets.openList();
  await assets
    .search()
    .getByRole('textbox', { name: /^资产名称/ })
    .fill('e2e-import-');
  await assets.search().getByRole('button', { name: '搜索' }).click();
  await expect(assets.row('e2e-import-app01')).toContainText('10.9.0.1');
  await expect(assets.row('e2e-import-app02')).toContainText('10.9.0.2');

  const exported = await downloadedText(page, async () => {
    await page.getByRole('button', { name: '导出' }).click();
    await page.getByRole('menuitem', { name: '导出 CSV' }).click();
  });
  const lines = exported.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(header);
  expect(lines.slice(1).sort()).toEqual([
    'e2e-import-app01,Linux,10.9.0.1,SSH:22,UTF-8,,,导入的主机',
    'e2e-import-app02,Windows,10.9.0.2,RDP:3389,UTF-8,,,',
  ]);
});
