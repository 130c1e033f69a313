import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expectAccessibleDialog } from './support/dialogAxe';
import { expect, type Locator, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser: an administrator opens /maintenance-policy-list, switches to 行为策略 (kept in the URL over a
 * reload), adds a behaviour policy (an idle timeout, a deny, an asset tag in scope) through the form — a bad
 * number of minutes is refused under its field, a policy setting nothing by the server — sees its rules summary in
 * the list, changes it, checks what applies to a user on an account (each rule with the policy that decided it, or
 * 默认), and deletes it. The tab and both dialogs are checked with axe.
 */
const USER = { userName: 'bhv_e2e_user', password: 'Bhv#E2e2026' };
const ASSET = 'bhv-e2e-host';
const ACCOUNT = `ops@${ASSET}`;
const TAG = 'bhv-e2e-tag';
const POLICY = 'bhv-e2e-no-upload';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(USER.userName, USER.password);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  // A paged list: its rows come beside the envelope's data, not in it.
  const listed = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const rows = ((await listed.json()) as { rows: { platformId: number; platformName: string }[] }).rows;
  const linux = rows.find((row) => row.platformName === 'Linux');
  if (!linux) throw new Error('no Linux asset type');
  // The asset carries the tag: a policy naming both the asset and the tag applies to it.
  const tag = await fixtures.api<{ tagId: number }>(
    '/system/tag/add',
    { method: 'POST', body: JSON.stringify({ tagName: TAG }) },
    token,
  );
  const asset = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: ASSET,
        assetType: 0,
        address: '10.78.0.21',
        platformId: linux.platformId,
        protocols: [{ protocol: 'SSH', port: 22 }],
        tagIds: [tag.tagId],
      }),
    },
    token,
  );
  await fixtures.api(
    '/privilege/account/add',
    { method: 'POST', body: JSON.stringify({ assetId: asset.assetId, accountName: 'ops', password: 'not-used-here' }) },
    token,
  );
});

/**
 * The page as it is now (the automatic audit sees each path once, before any tab is switched), as the suite checks
 * pages: Fluent's focus sentinels are let through for aria-hidden-focus (support/axeAudit.ts says why).
 */
async function expectAccessiblePage(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations
    .filter((violation) => ['critical', 'serious'].includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.filter(
        (node) => violation.id !== 'aria-hidden-focus' || !/\bdata-tabster-dummy\b/.test(node.html),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
}

/** Picks entries of a multi-select picker of the form by name. */
async function pickMany(page: Page, form: Locator, label: string, names: string[]) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  for (const name of names) await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Picks the one entry of a single-select picker by name. */
async function pickOne(page: Page, dialog: Locator, label: string, name: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('an administrator adds, lists, changes, previews and deletes a behaviour policy on its own tab', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, '/maintenance-policy-list');
  await expect(page.getByRole('heading', { name: '运维策略' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '登录策略' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '行为策略' }).click();
  await expect(page).toHaveURL(/[?&]tab=behavior\b/);
  await expect(page.getByRole('tab', { name: '行为策略' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: '会话规则' })).toBeVisible();
  await expectAccessiblePage(page);

  const row = page.getByRole('row').filter({ hasText: POLICY });

  await test.step('the form: minutes out of range refused under the field, a policy setting nothing by the server', async () => {
    await page.getByRole('button', { name: '新增策略' }).click();
    const form = page.getByRole('form', { name: '新增行为策略' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: '审批人' })).toHaveCount(0);
    await expect(form.getByText('1–1440 分钟；不填表示不设置')).toBeVisible();
    await expect(form.getByText('1–10080 分钟；不填表示不设置')).toBeVisible();
    await expect(
      form.getByRole('radiogroup', { name: '上传文件' }).getByRole('radio', { name: '不设置' }),
    ).toBeChecked();
    await expectAccessibleDialog(page, page.getByRole('dialog'));

    await form.getByRole('textbox', { name: '策略名称' }).fill(POLICY);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('请至少设置一项会话规则')).toBeVisible();

    await form.getByRole('spinbutton', { name: '空闲超时（分钟）' }).fill('2000');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('空闲超时须为 1 至 1440 之间的整数分钟')).toBeVisible();

    await form.getByRole('spinbutton', { name: '空闲超时（分钟）' }).fill('15');
    await form.getByRole('radiogroup', { name: '上传文件' }).getByRole('radio', { name: '禁止' }).check();
    await form.getByRole('radiogroup', { name: '从会话复制到本地剪贴板' }).getByRole('radio', { name: '禁止' }).check();
    await form.getByRole('radiogroup', { name: '分享会话' }).getByRole('radio', { name: '允许' }).check();
    await pickMany(page, form, '资产', [ASSET]);
    await pickMany(page, form, '资产标签', [TAG]);
    // Database sessions: the row limit and a masking rule, refused while its pattern is not a column name.
    await form.getByRole('spinbutton', { name: '返回行数上限' }).fill('500');
    await form.getByRole('button', { name: '添加脱敏规则' }).click();
    await form.getByRole('textbox', { name: '列名模式' }).fill('phone; drop');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByRole('alert')).toContainText('脱敏列须写作');
    await form.getByRole('textbox', { name: '列名模式' }).fill('mobile*');
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await expect(form).toBeHidden();
  });

  await test.step('listed with its scope and the rules it sets; a reload stays on the tab', async () => {
    await expect(row).toContainText('空闲 15 分钟 · 禁止上传 · 禁止复制 · 允许分享 · 最多 500 行 · 脱敏：mobile*');
    await expect(row).toContainText(`资产: ${ASSET}`);
    await expect(row).toContainText(`资产标签: ${TAG}`);
    await expect(row).toContainText('启用');
    await page.reload();
    await expect(page.getByRole('tab', { name: '行为策略' })).toHaveAttribute('aria-selected', 'true');
    await expect(row).toContainText('空闲 15 分钟 · 禁止上传 · 禁止复制 · 允许分享');
  });

  await test.step('changed: a maximum length added, upload left to the next policy', async () => {
    await row.getByRole('button', { name: '修改' }).click();
    const form = page.getByRole('form', { name: '修改行为策略' });
    await expect(form.getByRole('spinbutton', { name: '空闲超时（分钟）' })).toHaveValue('15');
    await expect(form.getByRole('radiogroup', { name: '上传文件' }).getByRole('radio', { name: '禁止' })).toBeChecked();
    await form.getByRole('spinbutton', { name: '最长会话时长（分钟）' }).fill('60');
    await form.getByRole('radiogroup', { name: '上传文件' }).getByRole('radio', { name: '不设置' }).check();
    await form.getByRole('radiogroup', { name: '粘贴到会话' }).getByRole('radio', { name: '禁止' }).check();
    await form.getByRole('radiogroup', { name: '会话录像' }).getByRole('radio', { name: '尽力' }).check();
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '修改成功');
    await expect(row).toContainText('空闲 15 分钟 · 最长 60 分钟 · 禁止复制 · 禁止粘贴 · 允许分享 · 尽力录像');
  });

  await test.step('查看生效规则: each rule with the policy that decided it, 默认 where none did', async () => {
    await page.getByRole('button', { name: '查看生效规则' }).click();
    const dialog = page.getByRole('dialog', { name: '查看生效规则' });
    await expect(dialog).toBeVisible();
    await pickOne(page, dialog, '用户', USER.userName);
    await pickOne(page, dialog, '账号', ACCOUNT);
    const effective = dialog.getByTestId('effective-behavior');
    const ruleRow = (label: string) => effective.getByRole('row').filter({ hasText: label });
    await expect(ruleRow('空闲超时')).toContainText(`15 分钟${POLICY}`);
    await expect(ruleRow('最长会话时长')).toContainText(`60 分钟${POLICY}`);
    await expect(ruleRow('粘贴到会话')).toContainText(`禁止${POLICY}`);
    await expect(ruleRow('从会话复制到本地剪贴板')).toContainText(`禁止${POLICY}`);
    await expect(ruleRow('上传文件')).toContainText('允许默认');
    await expect(ruleRow('实时监控')).toContainText('允许默认');
    await expect(ruleRow('会话录像')).toContainText(`尽力${POLICY}`);
    await expectAccessibleDialog(page, dialog);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('deleted', async () => {
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `确定删除策略“${POLICY}”吗？` });
    await confirm.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '删除成功');
    await expect(row).toHaveCount(0);
  });
});
