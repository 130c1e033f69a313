import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { confirmDialog } from './pages/UsersPages';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * On an asset pointing at a real sshd (started here), the administrator adds an account,
 * checks it and sees 正确, reveals the password with a reason, and deletes the account. Needs root (sshd).
 */
test.describe.configure({ mode: 'serial' });

const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let sshd: TestSshd;
let assetId: number;

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name, TEST_USERS.key.name] });
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const list = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const linux = ((await list.json()) as { rows: { platformId: number; platformName: string }[] }).rows.find(
    (row) => row.platformName === 'Linux',
  );
  if (!linux) throw new Error('no Linux asset type');
  const asset = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: 'e2e-accounts-host',
        assetType: 0,
        address: sshd.host,
        platformId: linux.platformId,
        encoding: 'UTF-8',
        protocols: [{ protocol: 'SSH', port: sshd.port }],
      }),
    },
    token,
  );
  assetId = asset.assetId;
});

test.afterAll(async () => {
  await sshd?.stop();
});

const accounts = (page: Page) => page.getByRole('table', { name: '账号' });
const row = (page: Page, name: string) => accounts(page).getByRole('row').filter({ hasText: name });

test('accounts on an asset: a password account checked 正确 and revealed with a reason, a key account 无密钥 until its generated key is authorised, both deleted', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, `/assets-manage-detail?assetId=${assetId}`);
  await expect(page.getByRole('heading', { name: '资产详情' })).toBeVisible();
  await expect(page.getByText('暂无账号')).toBeVisible();

  await page.getByRole('button', { name: '新增账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增账号' });
  await dialog.getByRole('textbox', { name: '账号名称' }).fill('bad name');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('账号名称不能包含空白、冒号或斜杠')).toBeVisible();
  await dialog.getByRole('textbox', { name: '账号名称' }).fill(TEST_USERS.password.name);
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill(TEST_USERS.password.password);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新增成功');
  await expect(dialog).toBeHidden();

  await expect(row(page, TEST_USERS.password.name)).toContainText('未知');
  await expect(row(page, TEST_USERS.password.name)).toContainText('已保存');
  await expect(row(page, TEST_USERS.password.name)).not.toContainText(TEST_USERS.password.password);
  await row(page, TEST_USERS.password.name).getByRole('button', { name: '检测' }).click();
  await expectToast(page, '检测完成');
  await expect(row(page, TEST_USERS.password.name)).toContainText('正确');
  await expect(page.getByText(sshd.hostKey.fingerprint)).toBeVisible();

  await row(page, TEST_USERS.password.name).getByRole('button', { name: '查看密码' }).click();
  const reveal = page.getByRole('dialog', { name: '查看账号凭据' });
  await reveal.getByRole('button', { name: '查看' }).click();
  await expect(reveal.getByText('请输入申请原因')).toBeVisible();
  await reveal.getByRole('textbox', { name: '申请原因' }).fill('e2e 变更窗口核对');
  await reveal.getByRole('button', { name: '查看' }).click();
  await expect(reveal.getByTestId('revealed-secret')).toHaveText(TEST_USERS.password.password);
  await reveal.getByRole('button', { name: '关闭' }).click();
  await expect(reveal).toBeHidden();

  // A key account: no key 无密钥, then a generated key whose public line is installed on the host: 正确.
  await page.getByRole('button', { name: '新增账号' }).click();
  const keyDialog = page.getByRole('dialog', { name: '新增账号' });
  await keyDialog.getByRole('textbox', { name: '账号名称' }).fill(TEST_USERS.key.name);
  await keyDialog.getByRole('radio', { name: 'SSH 密钥' }).check();
  await keyDialog.getByRole('button', { name: '保存' }).click();
  await expect(keyDialog).toBeHidden();
  await expect(row(page, TEST_USERS.key.name)).toContainText('未保存');
  await row(page, TEST_USERS.key.name).getByRole('button', { name: '检测' }).click();
  await expect(row(page, TEST_USERS.key.name)).toContainText('无密钥');
  await row(page, TEST_USERS.key.name).getByRole('button', { name: '生成密钥' }).click();
  const generated = page.getByRole('dialog', { name: '密钥已生成' });
  const publicLine = await generated.getByRole('textbox', { name: '密钥已生成' }).inputValue();
  expect(publicLine).toMatch(/^ssh-rsa AAAA/);
  await expect(generated).not.toContainText('PRIVATE KEY');
  await generated.getByRole('button', { name: '关闭' }).click();
  await sshd.authorizeKey(TEST_USERS.key.name, publicLine);
  await row(page, TEST_USERS.key.name).getByRole('button', { name: '检测' }).click();
  await expect(row(page, TEST_USERS.key.name)).toContainText('正确');
  await row(page, TEST_USERS.key.name).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page, TEST_USERS.key.name);
  await expectToast(page, '删除成功');
  await expect(row(page, TEST_USERS.key.name)).toHaveCount(0);

  await row(page, TEST_USERS.password.name).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page, 'gh_pw');
  await expect(page.getByText('暂无账号')).toBeVisible();
});
