import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoleKey } from '../../src/shared/access/permissions';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { type BrowserContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser: an operator in a terminal session uploads a file to the host's home
 * directory (progress bar to 100 %, 上传成功), `sha256sum` on the host matches, and downloads it back with
 * the same SHA-256. The hub worker carries the bytes; the server relays them over SFTP. Needs root (sshd).
 */
const OPERATOR = { userName: 'sftp_operator', password: 'Sftp#E2e2026' };
/** Granted the same account by an authorisation that forbids uploads. */
const DOWNLOAD_ONLY = { userName: 'sftp_download_only', password: 'Sftp#E2e2026' };
const ASSET = 'sftp_e2e_host';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
const fileName = `gh-e2e-upload-${process.pid}.bin`;
const localFile = join(tmpdir(), fileName);
const content = randomBytes(3 * 65_536 + 999);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const home = (user: string) => execFileSync('getent', ['passwd', user], { encoding: 'utf8' }).split(':')[5] as string;
let sshd: TestSshd;

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  for (const user of [OPERATOR, DOWNLOAD_ONLY]) {
    await fixtures.createUser(user.userName, user.password);
    grantRole(user.userName, RoleKey.opsOperators);
  }
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const linux = ((await response.json()) as { rows: { platformId: number; platformName: string }[] }).rows.find(
    (row) => row.platformName === 'Linux',
  );
  if (!linux) throw new Error('no Linux asset type');
  const asset = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: `${ASSET}_${Date.now()}`,
        assetType: 0,
        address: sshd.host,
        platformId: linux.platformId,
        encoding: 'UTF-8',
        protocols: [{ protocol: 'SSH', port: sshd.port }],
      }),
    },
    token,
  );
  const account = await fixtures.api<{ accountId: number }>(
    '/privilege/account/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetId: asset.assetId,
        accountName: TEST_USERS.password.name,
        password: TEST_USERS.password.password,
      }),
    },
    token,
  );
  await fixtures.api(`/privilege/account/check/${account.accountId}`, { method: 'POST' }, token);
  const now = Date.now();
  for (const [user, rights] of [
    [OPERATOR, {}],
    [DOWNLOAD_ONLY, { mayUpload: false }],
  ] as const) {
    await fixtures.api(
      '/privilege/impower/add',
      {
        method: 'POST',
        body: JSON.stringify({
          userIds: [fixtures.userId(user.userName)],
          assetIds: [asset.assetId],
          accountIds: [account.accountId],
          permissionType: 1,
          startTime: new Date(now - 60_000).toISOString(),
          endTime: new Date(now + 86_400_000).toISOString(),
          ...rights,
        }),
      },
      token,
    );
  }
  writeFileSync(localFile, content);
});

test.afterAll(async () => {
  await sshd?.stop();
  rmSync(localFile, { force: true });
  rmSync(join(home(TEST_USERS.password.name), fileName), { force: true });
});

function terminalText(page: Page): Promise<string> {
  return page
    .getByTestId('terminal-host')
    .evaluate(
      (host) => (host as HTMLElement & { gatehouseTerminalText?: () => string }).gatehouseTerminalText?.() ?? '',
    );
}

async function openTerminal(page: Page, context: BrowserContext, user: { userName: string; password: string }) {
  await signInByToken(page, user, '/assets-my');
  const opened = context.waitForEvent('page');
  await page.getByRole('row').filter({ hasText: ASSET }).getByRole('button', { name: /连接/ }).click();
  const terminal = await opened;
  await expect(terminal.getByTestId('terminal-status')).toHaveText('已连接');
  return terminal;
}

test('an operator uploads a file from the terminal page and downloads it back with the same SHA-256', async ({
  page,
  context,
}) => {
  const terminal = await openTerminal(page, context, OPERATOR);

  // Nothing chosen: the §8 text.
  await terminal.getByTestId('transfer-upload').click();
  await terminal.getByTestId('transfer-start').click();
  await expect(terminal.getByTestId('transfer-result')).toHaveText('请选择一个文件');

  await terminal.getByTestId('transfer-file').setInputFiles(localFile);
  await terminal.getByTestId('transfer-start').click();
  await expect(terminal.getByTestId('transfer-result')).toHaveText('上传成功', { timeout: 20_000 });
  await expect(terminal.getByTestId('transfer-percent')).toHaveText(`${fileName}：100%`);
  await expect(terminal.getByTestId('transfer-progress')).toHaveAttribute('aria-valuenow', '100');

  await terminal.getByTestId('terminal-host').click();
  await terminal.keyboard.type(`sha256sum ~/${fileName}`);
  await terminal.keyboard.press('Enter');
  await expect.poll(() => terminalText(terminal)).toContain(sha256(content));
  expect(sha256(readFileSync(join(home(TEST_USERS.password.name), fileName)))).toBe(sha256(content));

  await terminal.getByTestId('transfer-download').click();
  await terminal.getByTestId('transfer-remote-path').fill(fileName);
  const download = terminal.waitForEvent('download');
  await terminal.getByTestId('transfer-start').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(fileName);
  const path = await saved.path();
  expect(sha256(readFileSync(path))).toBe(sha256(content));
  await expect(terminal.getByTestId('transfer-result')).toHaveText('下载成功');
});

test('an authorisation without the upload right refuses the upload with a clear message', async ({ page, context }) => {
  const terminal = await openTerminal(page, context, DOWNLOAD_ONLY);
  await terminal.getByTestId('transfer-upload').click();
  await terminal.getByTestId('transfer-file').setInputFiles(localFile);
  await terminal.getByTestId('transfer-start').click();
  await expect(terminal.getByTestId('transfer-result')).toHaveText('传输失败：您的授权不允许上传文件');
  await expect(terminal.getByTestId('transfer-progress')).toHaveCount(0);
});

test('once the session has ended its tab’s transfer bar is disabled', async ({ page, context }) => {
  const terminal = await openTerminal(page, context, OPERATOR);
  await terminal.getByTestId('transfer-download').click();
  await expect(terminal.getByTestId('transfer-remote-path')).toBeEnabled();
  await terminal.getByTestId('terminal-host').click();
  await terminal.keyboard.type('exit');
  await terminal.keyboard.press('Enter');
  await expect(terminal.getByTestId('terminal-status')).toContainText('会话已结束');
  for (const id of ['transfer-upload', 'transfer-download', 'transfer-remote-path', 'transfer-start'])
    await expect(terminal.getByTestId(id)).toBeDisabled();
});
