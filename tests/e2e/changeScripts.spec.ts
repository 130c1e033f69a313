import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTestUser, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expectAccessibleDialog } from './support/dialogAxe';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Password-change scripts and the selector guide: the guide in both languages; the scripts page with the three
 * built-in scripts, a dialogue script added (the shared schema's regex message first), then deleted; a test run of
 * the built-in "Linux passwd" on an account of a real sshd, as a Unix user made here, after which the OpenSSH client
 * finds the old password refused. Needs root (useradd, sshd).
 */
test.describe.configure({ mode: 'serial' });

const ASSET = 'e2e-scripts-host';
/** A Unix user of this spec alone: its password really changes. Set again to this one at every run. */
const UNIX_USER = { name: 'gh_e2e_chg', password: 'Chg-Start-Pw-5' };
const SCRIPT = 'e2e 交互脚本';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let sshd: TestSshd;
let askpassDir: string;

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUser(UNIX_USER.name, UNIX_USER.password);
  sshd = await TestSshd.start({ users: [UNIX_USER.name] });
  askpassDir = await mkdtemp(join(tmpdir(), 'gh-askpass-'));
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
        assetName: ASSET,
        assetType: 0,
        address: sshd.host,
        platformId: linux.platformId,
        encoding: 'UTF-8',
        protocols: [{ protocol: 'SSH', port: sshd.port }],
      }),
    },
    token,
  );
  await fixtures.api(
    '/privilege/account/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetId: asset.assetId,
        accountName: UNIX_USER.name,
        authKind: 'password',
        password: UNIX_USER.password,
      }),
    },
    token,
  );
});

test.afterAll(async () => {
  await sshd?.stop();
  if (askpassDir) await rm(askpassDir, { recursive: true, force: true });
});

/** The administrator, signed in with a token, on `path`. */
async function signIn(page: Page, path: string): Promise<void> {
  await signInByToken(page, E2E_ADMIN, path);
}

/** Whether the OpenSSH client signs in as `user` with `password` (password authentication only). */
async function opensshTakes(user: string, password: string): Promise<boolean> {
  const askpass = join(askpassDir, `askpass-${Math.random().toString(36).slice(2)}`);
  await writeFile(askpass, `#!/bin/sh\nprintf '%s\\n' '${password.replaceAll("'", "'\\''")}'\n`);
  await chmod(askpass, 0o700);
  const args = [
    ...['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'LogLevel=ERROR'],
    ...['-o', 'PubkeyAuthentication=no', '-o', 'PreferredAuthentications=password,keyboard-interactive'],
    ...['-o', 'NumberOfPasswordPrompts=1', '-p', String(sshd.port), `${user}@${sshd.host}`, 'true'],
  ];
  const env = { ...process.env, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' };
  return new Promise((resolve) => {
    execFile('ssh', args, { env, timeout: 15_000 }, (error) => resolve(error === null));
  });
}

const table = (page: Page, name: string) => page.getByRole('table', { name });

test('the selector guide reads in Chinese and in English, with the examples the server parses', async ({ page }) => {
  await signIn(page, '/selector-document-list');
  await expect(page.getByRole('heading', { name: '选择器说明', level: 1 })).toBeVisible();
  const zhRow = table(page, '示例').getByRole('row').filter({ hasText: '资产或账号带有 prod 或 db 标签的账号' });
  await expect(zhRow).toContainText('tag in ("prod", "db")');
  await expect(table(page, '字段').getByRole('row').filter({ hasText: '最近一次密码检测结果' })).toContainText(
    'nokey 无密钥',
  );
  await expect(table(page, '运算符').getByRole('row').filter({ hasText: 'not in (…)' })).toContainText(
    '不等于列表中的任何值',
  );
  await expect(page.getByText('选择器第 9 个字符处有误，应为："…"', { exact: false })).toBeVisible();
  await expect(page.getByText('不会越过这个范围', { exact: false })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Selector guide', level: 1 })).toBeVisible();
  const enRow = table(page, 'Examples')
    .getByRole('row')
    .filter({ hasText: 'Accounts signing in with a key, and accounts on Windows assets' });
  await expect(enRow).toContainText('kind = "key" or platform = "Windows" and check = "wrong"');
  await expect(table(page, 'Fields').getByRole('row').filter({ hasText: 'The last password check' })).toContainText(
    'nokey No key',
  );
  await expect(page.getByText('The selector is wrong at character 9: expected "…"', { exact: false })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
});

test('the scripts: the built-in three, a dialogue script refused on its regex, saved, then deleted', async ({
  page,
}) => {
  // The task form's script picker leads to the scripts page.
  await signIn(page, '/cycle-task-manage-form');
  await page.getByRole('combobox', { name: '任务类型' }).click();
  await page.getByRole('option', { name: '改密' }).click();
  await expect(page.getByRole('link', { name: '管理改密脚本' })).toHaveAttribute(
    'href',
    '/densification-template-list',
  );

  await page.goto('/densification-template-list');
  await expect(page.getByRole('heading', { name: '改密脚本', level: 1 })).toBeVisible();
  const rows = table(page, '改密脚本列表').getByRole('row');
  const row = (name: string) => rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row('Linux passwd')).toContainText('账号自身');
  await expect(row('Linux passwd')).toContainText('目标账号本身');
  await expect(row('Linux passwd')).toContainText('交互对话');
  await expect(row('Linux chpasswd (root)')).toContainText('特权账号');
  await expect(row('Linux chpasswd (root)')).toContainText('root');
  await expect(row('Linux chpasswd (root)')).toContainText('标准输入');
  await expect(row('Network device (IOS style)')).toContainText('configure terminal');
  for (const name of ['Linux passwd', 'Linux chpasswd (root)', 'Network device (IOS style)']) {
    await expect(row(name)).toContainText('内置');
    await expect(row(name).getByRole('button', { name: `删除 ${name}` })).toBeDisabled();
  }

  // A dialogue of two steps, the second moved first and back; the first one's pattern does not compile.
  await page.getByRole('button', { name: '新增脚本' }).click();
  const dialog = page.getByRole('dialog', { name: '新增改密脚本' });
  await expectAccessibleDialog(page, dialog);
  await dialog.getByRole('textbox', { name: '脚本名称' }).fill(SCRIPT);
  await dialog.getByRole('textbox', { name: '命令' }).fill('passwd');
  const step = (n: number) => dialog.getByRole('group', { name: `第 ${n} 步` });
  await step(1).getByRole('textbox', { name: '期望内容' }).fill('(unclosed');
  await step(1).getByRole('textbox', { name: '发送内容' }).fill('{{oldPassword}}');
  await dialog.getByRole('button', { name: '添加步骤' }).click();
  await step(2).getByRole('textbox', { name: '期望内容' }).fill('new password:');
  await step(2).getByRole('textbox', { name: '发送内容' }).fill('{{newPassword}}');
  await dialog.getByRole('button', { name: '上移第 2 步' }).click();
  await expect(step(1).getByRole('textbox', { name: '期望内容' })).toHaveValue('new password:');
  await dialog.getByRole('button', { name: '下移第 1 步' }).click();
  await expect(step(1).getByRole('textbox', { name: '期望内容' })).toHaveValue('(unclosed');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(step(1)).toContainText('期望内容不是有效的正则表达式');
  await expect(step(2)).not.toContainText('期望内容不是有效的正则表达式');

  await step(1).getByRole('textbox', { name: '期望内容' }).fill('(current|old) password:');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新增成功');
  await expect(dialog).toBeHidden();
  await expect(row(SCRIPT)).toContainText('交互对话');
  await expect(row(SCRIPT)).not.toContainText('内置');

  await row(SCRIPT)
    .getByRole('button', { name: `删除 ${SCRIPT}` })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: `确定删除改密脚本“${SCRIPT}”吗？` });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '删除成功');
  await expect(row(SCRIPT)).toHaveCount(0);
});

test("a test run of 'Linux passwd' changes the account's password on the host, verified and stored", async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(await opensshTakes(UNIX_USER.name, UNIX_USER.password)).toBe(true);
  await signIn(page, '/densification-template-list');
  await page.getByRole('button', { name: '测试运行 Linux passwd' }).click();
  const dialog = page.getByRole('dialog', { name: '测试运行：Linux passwd' });
  await expect(dialog.getByText('测试运行会真实修改所选账号在主机上的密码', { exact: false })).toBeVisible();
  const run = dialog.getByRole('button', { name: '修改密码并验证' });
  await expect(run).toBeDisabled();
  await dialog.getByRole('textbox', { name: '搜索账号' }).fill(ASSET);
  await dialog.getByRole('checkbox', { name: `${UNIX_USER.name}@${ASSET}` }).check();
  await expect(dialog.getByRole('button', { name: `移除 ${UNIX_USER.name}@${ASSET}` })).toBeVisible();
  await expectAccessibleDialog(page, dialog);

  await run.click();
  const result = dialog.getByRole('region', { name: '运行结果' });
  await expect(result).toContainText('密码已修改', { timeout: 60_000 });
  await expect(result).toContainText('密码已修改并验证，已保存到保险箱');
  const transcript = result.getByRole('textbox', { name: '会话记录' });
  await expect(transcript).toHaveValue(/password/i);
  expect(await transcript.inputValue()).not.toContain(UNIX_USER.password);
  await expectAccessibleDialog(page, dialog);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  // The host no longer takes the password the vault held before.
  expect(await opensshTakes(UNIX_USER.name, UNIX_USER.password)).toBe(false);
});
