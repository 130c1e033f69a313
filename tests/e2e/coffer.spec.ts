import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * End to end, the coffer's story (docs/coffer.md): an operator applies for a safe with a reason, a period and the
 * reveal licence type; the safe's keeper approves it in another browser; the licence appears on the operator's safe
 * list; they reveal the account's password with a reason; once the licence has ended the secret is out of reach.
 */
const KEEPER = { userName: 'coffer_e2e_keeper', password: 'Coffer#E2e2026' };
const OPERATOR = { userName: 'coffer_e2e_operator', password: 'Coffer#E2e2026' };
const SAFE = '生产数据库保险箱';
const ACCOUNT = 'dba';
const SECRET = 'Db-Pa55word!e2e';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let cofferId = 0;

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(KEEPER.userName, KEEPER.password);
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(KEEPER.userName, RoleKey.opsAdministrator);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const admin = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const platforms = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const rows = ((await platforms.json()) as { rows: { platformId: number; platformName: string }[] }).rows;
  const linux = rows.find((row) => row.platformName === 'Linux');
  if (!linux) throw new Error('no Linux asset type');
  const asset = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: 'coffer-e2e-db',
        assetType: 0,
        address: '10.79.0.5',
        platformId: linux.platformId,
        protocols: [{ protocol: 'SSH', port: 22 }],
      }),
    },
    admin,
  );
  const account = await fixtures.api<{ accountId: number }>(
    '/privilege/account/add',
    {
      method: 'POST',
      body: JSON.stringify({ assetId: asset.assetId, accountName: ACCOUNT, password: SECRET }),
    },
    admin,
  );
  const keeper = await fixtures.signIn(KEEPER.userName, KEEPER.password);
  const safe = await fixtures.api<{ cofferId: number }>(
    '/coffer/add',
    {
      method: 'POST',
      body: JSON.stringify({ cofferName: SAFE, vaultType: 2, accountIds: [account.accountId], description: 'DBA' }),
    },
    keeper,
  );
  cofferId = safe.cofferId;
});

/** Signed in with a token (the sign-in pages have their own specs), on `path`: by default where a user with a role lands. */
async function signIn(page: Page, user: { userName: string; password: string }, path = '/assets-my') {
  await signInByToken(page, user, path);
}

/** datetime-local text, minutes from now, in the browser's (the machine's) time zone. */
function localInput(minutesFromNow: number): string {
  const at = new Date(Date.now() + minutesFromNow * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The licence ends now, as time would end it (the server judges a licence by its period at every call). */
function endLicenceNow(): void {
  const db = new Database(join(E2E_DATA_DIR, 'gatehouse.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `update coffer_licences set ends_at = ? where coffer_id = ? and user_id = (select id from users where user_name = ?)`,
    ).run(new Date(Date.now() - 1000).toISOString(), cofferId, OPERATOR.userName);
  } finally {
    db.close();
  }
}

test('apply for a safe, approved in another browser, reveal with a reason, refused once the licence ended', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await test.step('the operator applies for the safe with a reason, the reveal type and a period', async () => {
    await signIn(page, OPERATOR, '/coffer?category=unauthorised');
    const row = page.getByRole('row').filter({ hasText: SAFE });
    await expect(row).toBeVisible();
    await row.getByTestId('coffer-action-apply').click();
    const dialog = page.getByTestId('safe-application-dialog');
    await expect(dialog).toHaveAttribute('data-mode', 'apply');
    await expect(dialog.getByRole('heading', { name: '申请保险箱' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '使用' })).toBeChecked();
    await dialog.getByTestId('application-submit').click();
    await expect(dialog.getByText('请输入申请原因')).toBeVisible();
    await dialog.getByTestId('application-reason').fill('季度数据库巡检');
    await dialog.getByRole('radio', { name: '查看密码' }).check();
    await dialog.getByTestId('application-start').fill(localInput(-1));
    await dialog.getByTestId('application-end').fill(localInput(-5));
    await dialog.getByTestId('application-submit').click();
    await expect(dialog.getByText('结束时间小于当前时间，请重新选择结束时间')).toBeVisible();
    await dialog.getByTestId('application-end').fill(localInput(10 * 24 * 60));
    await dialog.getByTestId('application-submit').click();
    await expectToast(page, '提交申请成功');
    await expect(row.getByTestId('coffer-action-viewApply')).toBeVisible();
  });

  const keeperContext = await browser.newContext();
  const keeperPage = await keeperContext.newPage();
  await test.step('the keeper approves it in another browser', async () => {
    await signIn(keeperPage, KEEPER, '/coffer');
    await keeperPage.getByTestId('coffer-applications').click();
    const row = keeperPage.getByRole('row').filter({ hasText: OPERATOR.userName });
    await row.getByTestId('application-decide').click();
    const dialog = keeperPage.getByTestId('safe-application-dialog');
    await expect(dialog).toHaveAttribute('data-mode', 'approve');
    await expect(dialog.getByRole('heading', { name: '保险箱审批' })).toBeVisible();
    await expect(dialog).toContainText('季度数据库巡检');
    await expect(dialog.getByRole('radio', { name: '通过' })).toBeChecked();
    await dialog.getByTestId('decision-submit').click();
    await expectToast(keeperPage, '审批已完成');
  });
  await closeContext(keeperContext);

  await test.step('the licence appears on the operator’s safe list', async () => {
    await page.goto('/coffer?category=use');
    const row = page.getByRole('row').filter({ hasText: SAFE });
    const cell = row.getByTestId('licence-cell');
    await expect(cell).toHaveAttribute('data-licence', 'reveal');
    await expect(cell).toHaveAttribute('data-licence-state', 'valid');
  });

  await test.step('the operator reveals the password with a reason', async () => {
    await page.goto(`/coffer-account?cofferId=${cofferId}`);
    await expect(page.getByTestId('coffer-rights').getByTestId('licence-cell')).toHaveAttribute(
      'data-licence',
      'reveal',
    );
    const row = page.getByRole('row').filter({ hasText: ACCOUNT });
    await row.getByTestId('coffer-reveal').click();
    const dialog = page.getByTestId('coffer-reveal-dialog');
    await dialog.getByTestId('coffer-reveal-reason').fill('巡检登录数据库');
    await dialog.getByTestId('coffer-reveal-submit').click();
    await expect(dialog.getByTestId('revealed-secret')).toHaveText(SECRET);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the operator exports the safe to a file only the export password opens', async () => {
    await page.goto('/coffer?category=use');
    const row = page.getByRole('row').filter({ hasText: SAFE });
    await row.getByTestId('coffer-action-export').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByTestId('export-password').fill('Export#Pass2026');
    await dialog.getByTestId('export-confirm').fill('Export#Pass2026');
    await dialog.getByTestId('export-reason').fill('季度备份');
    const download = page.waitForEvent('download');
    await dialog.getByTestId('export-submit').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv\.gpg$/);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.includes(Buffer.from(SECRET))).toBe(false);
    await expectToast(page, '导出成功：共 1 个账号');
    await page.goto(`/coffer-account?cofferId=${cofferId}`);
    await expect(page.getByRole('row').filter({ hasText: ACCOUNT }).getByTestId('coffer-reveal')).toBeVisible();
  });

  await test.step('once the licence has ended the secret is out of reach', async () => {
    endLicenceNow();
    // The page still lists the account: the server refuses the reveal itself.
    const row = page.getByRole('row').filter({ hasText: ACCOUNT });
    await row.getByTestId('coffer-reveal').click();
    const dialog = page.getByTestId('coffer-reveal-dialog');
    await dialog.getByTestId('coffer-reveal-reason').fill('再看一次');
    await dialog.getByTestId('coffer-reveal-submit').click();
    await expect(dialog.getByTestId('coffer-reveal-refused')).toHaveText('您对该保险箱的授权已失效');
    await expect(dialog.getByTestId('revealed-secret')).toBeHidden();
    await dialog.getByRole('button', { name: '关闭' }).click();
    // Opened afresh, the safe's accounts are not listed any more, and the page says why.
    await page.reload();
    await expect(page.getByTestId('coffer-rights')).toContainText('您对该保险箱的授权已失效');
    await expect(page.getByRole('row').filter({ hasText: ACCOUNT })).toHaveCount(0);
  });
});

test('use mode is kept for the user: another browser opens in it, with only the coffer’s search left', async ({
  page,
  browser,
}) => {
  await signIn(page, OPERATOR);
  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(menu.getByRole('button', { name: '我的资产' })).toBeVisible();
  const modeSwitch = page.getByRole('switch', { name: '管理模式' });
  await modeSwitch.click();
  await expect(page.getByRole('switch', { name: '使用模式' })).not.toBeChecked();
  await expect(menu.getByRole('button', { name: '我的资产' })).toBeHidden();
  await menu.getByRole('button', { name: '密码保险箱' }).click();
  await expect(menu.getByRole('button', { name: '全部保险箱查询' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '保险箱', exact: true })).toBeHidden();

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, OPERATOR);
  await expect(other.getByRole('switch', { name: '使用模式' })).not.toBeChecked();
  await expect(other.getByRole('navigation', { name: '菜单' }).getByRole('button', { name: '我的资产' })).toBeHidden();
  // Back to manage mode, for the user's next visit.
  await other.getByRole('switch', { name: '使用模式' }).click();
  await expect(other.getByRole('switch', { name: '管理模式' })).toBeChecked();
  await elsewhere.close();
});

test('the keeper’s vault pages: accounts with their strength and safes, password records, weak passwords, adoption', async ({
  page,
}) => {
  await signIn(page, KEEPER, '/account-manage-list');
  await expect(page.getByRole('heading', { level: 1, name: '账号管理' })).toBeVisible();
  await page.getByLabel('账号名称').fill(ACCOUNT);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'coffer-e2e-db' });
  await expect(row.getByTestId('strength-badge')).toHaveAttribute('data-strength', 'high');
  await expect(row).toContainText(SAFE);
  await expect(page.getByTestId('strength-chart')).toBeVisible();

  await page.goto('/password-record');
  await expect(page.getByRole('heading', { level: 1, name: '改密记录' })).toBeVisible();
  const record = page.getByRole('row').filter({ hasText: 'coffer-e2e-db' }).first();
  await expect(record.getByTestId('record-how')).toHaveAttribute('data-how', 'add');

  await page.goto('/weak-edit-password-form');
  await expect(page.getByRole('heading', { level: 1, name: '弱密码修改' })).toBeVisible();
  await page.goto('/ghost-add-account');
  await expect(page.getByRole('heading', { level: 1, name: '纳管账号' })).toBeVisible();
  await expect(page.getByTestId('adopt-discover')).toBeVisible();
});
