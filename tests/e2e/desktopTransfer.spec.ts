import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoleKey } from '../../src/shared/access/permissions';
import { ensureRdpUser, TestXrdp, testRdpUser } from '../support/xrdp';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { prepareGrantedAsset } from './support/grantedAsset';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/** This suite's own desktop user: suites running at once never share one. */
const RDP_USER = testRdpUser('e2e_transfer');

/**
 * The transfer drive of a remote desktop tab (docs/file-transfer.md, "Remote desktops") against a real xrdp with drive
 * redirection: the operator uploads a file from the panel and it lands whole in the folder xfreerdp redirects; a file
 * written there as the desktop would downloads with the same content. xrdp's own mount of the drive cannot be read with
 * this peer (docs/rdp.md, "File transfer"), so the desktop's side is the folder xfreerdp serves. Needs root (xrdp).
 */
const OPERATOR = { userName: 'rdp_drive_operator', password: 'Rdp#Drive2026' };
const ASSET = `rdp_drive_host_${Date.now()}`;
const origin = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(origin, E2E_DATA_DIR);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const upName = `to-desktop-${process.pid}.bin`;
const localFile = join(tmpdir(), upName);
const content = randomBytes(40_000);
let rdp: TestXrdp;

/** The folders the running xfreerdp clients redirect as the Gatehouse drive (from their command lines). */
function redirectedFolders(): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        return [];
      }
    })
    .flatMap((arg) => (arg.startsWith('/drive:Gatehouse,') ? [arg.slice('/drive:Gatehouse,'.length)] : []));
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await ensureAdminReady();
  await ensureRdpUser(RDP_USER);
  rdp = await TestXrdp.start({ user: RDP_USER, driveRedirection: true });
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const admin = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await prepareGrantedAsset(
    fixtures,
    origin,
    admin,
    {
      assetName: ASSET,
      assetType: 0,
      platformName: 'Windows',
      address: rdp.host,
      protocol: 'RDP',
      port: rdp.port,
      accountName: RDP_USER.name,
      password: RDP_USER.password,
    },
    OPERATOR.userName,
  );
  await fixtures.api('/ucenter/logout', { method: 'POST' }, admin);
  writeFileSync(localFile, content);
});

test.afterAll(async () => {
  rmSync(localFile, { force: true });
  await rdp?.stop();
});

test('an operator moves files through the remote desktop’s transfer drive', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInByToken(page, OPERATOR, '/assets-my');
  const opened = context.waitForEvent('page');
  await page.getByRole('row').filter({ hasText: ASSET }).getByRole('button', { name: /连接/ }).click();
  const desktop = await opened;
  const picker = desktop.getByRole('dialog', { name: '新建会话' });
  await picker.getByLabel('键盘布局').selectOption('en-us');
  await picker.getByRole('button', { name: '连接' }).click();
  await expect(desktop.getByTestId('terminal-status')).toHaveText('已连接', { timeout: 30_000 });

  await desktop.getByRole('button', { name: '文件传输' }).click();
  const drive = desktop.getByRole('region', { name: '传输盘' });
  await expect(drive.getByText('目录为空')).toBeVisible();
  await drive.getByLabel('选择文件').setInputFiles(localFile);
  await drive.getByRole('button', { name: '上传到此目录' }).click();
  await expect(drive.getByTestId('drive-result')).toHaveText('上传成功', { timeout: 30_000 });
  await expect(drive.getByRole('table', { name: '传输盘' })).toContainText(upName);

  // The desktop's side of the drive: the upload is there whole, and the desktop writes a file of its own.
  const folder = redirectedFolders().find((path) => existsSync(join(path, upName)));
  expect(folder).toBeTruthy();
  expect(sha256(readFileSync(join(folder ?? '', upName)))).toBe(sha256(content));
  const report = `from-desktop-${process.pid}.txt`;
  writeFileSync(join(folder ?? '', report), 'quarterly figures\n');

  await drive.getByRole('button', { name: '刷新' }).click();
  const download = desktop.waitForEvent('download');
  await drive.getByRole('button', { name: `下载 ${report}` }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved, 'utf8')).toBe('quarterly figures\n');
  await expect(drive.getByTestId('drive-result')).toHaveText('下载成功');
});
