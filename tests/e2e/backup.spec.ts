import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { ensureTestUser, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { BackupArchivesPage, BackupSettingsTab } from './pages/BackupPages';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expectAccessibleDialog } from './support/dialogAxe';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Account backup in the console (docs/tasks.md "Backup (type 2)"): the archives page before any backup server is set
 * up, with the restore dialog's warning; the settings tab's connection test answered with the server's precise
 * refusal (a port where nothing listens); the settings saved with their write-only secrets, the SFTP password asked
 * again for another port, and the archives page then showing the saved server's refusal; then a round trip through a
 * real OpenSSH internal-sftp (started here; needs root): the test pins the host key, a backup task's run uploads an
 * archive, the page lists it and restores it from the server, showing the counts. What the archive holds (gpg opens
 * it), retention and the public-key protection are tests/server/backup.test.ts's.
 */
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let deadPort: number;

const SFTP_USER = { name: 'gh_e2e_bk', password: 'E2e-Bk-Sftp-4471' };
const SFTP_DIR = 'e2e-backups';
const ARCHIVE_PASSWORD = 'E2e#Archive-Pass-2026';
const ASSET = 'e2e-backup-host';

/** A paged list's rows (paged replies carry rows beside code, not in data). */
async function rowsOf<T>(path: string, token: string): Promise<T[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { rows: T[] }).rows;
}

/** A loopback port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function signIn(page: Page): Promise<void> {
  await signInByToken(page, E2E_ADMIN);
}

test.beforeAll(async () => {
  await ensureAdminReady();
  deadPort = await closedPort();
});

// Later specs on this server meet no backup server: the settings go back to none (the archive password stays).
test.afterAll(async () => {
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const stored = await fixtures.api<{ host: string; archivePasswordSet: boolean }>('/setting-center/backup', {}, token);
  if (stored.host === '' || !stored.archivePasswordSet) return;
  await fixtures.api(
    '/setting-center/backup',
    {
      method: 'PUT',
      body: JSON.stringify({ host: '', port: 22, username: '', directory: '', hostKeyFingerprint: null }),
    },
    token,
  );
});

test('the archives page without a backup server: its empty state, the link to the tasks and the restore warning', async ({
  page,
}) => {
  await signIn(page);
  const archives = new BackupArchivesPage(page);
  // /system-backup-list is the spec's old address of this page.
  await page.goto('/system-backup-list');
  await expect(page).toHaveURL(/\/setup-manage-task$/);
  await expect(page.getByRole('heading', { name: '系统任务', level: 1 })).toBeVisible();
  await expect(archives.listStatus()).toHaveText('尚未配置账号备份服务器：请先在系统配置的“账号备份”中设置。');
  await expect(page.getByRole('link', { name: '在周期任务中创建或管理备份任务' })).toHaveAttribute(
    'href',
    '/cycle-task-manage-list',
  );

  await archives.openRestoreFromFile();
  const dialog = archives.restoreDialog;
  await expect(dialog.getByText('恢复会在本系统中新建备份中的资产和账号', { exact: false })).toBeVisible();
  // Nothing is sent without a file and what opens it.
  await dialog.getByRole('button', { name: '恢复', exact: true }).click();
  await expect(dialog.getByText('备份文件不能为空')).toBeVisible();
  await expect(dialog.getByText('密码不能为空')).toBeVisible();
  await dialog.getByRole('radio', { name: '使用 OpenPGP 私钥' }).check();
  await expect(dialog.getByRole('textbox', { name: 'OpenPGP 私钥' })).toBeVisible();
  await expect(dialog.getByLabel('私钥密码', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});

test("the system tasks: all three listed, the database backup's dialog, and a run now whose end shows live", async ({
  page,
}) => {
  await signIn(page);
  const archives = new BackupArchivesPage(page);
  await archives.open();
  await expect(page.getByRole('heading', { name: '系统维护任务', level: 2 })).toBeVisible();
  for (const name of ['日志清理', '录像保留期清理', '系统数据库备份'])
    await expect(archives.systemTaskRow(name)).toHaveCount(1);
  await expect(archives.systemTaskRow('日志清理')).toContainText('保留 180 天');
  const backup = archives.systemTaskRow('系统数据库备份');
  await expect(backup).toContainText('每天 02:30（Asia/Shanghai）');
  await expect(backup).toContainText('保留最近 7 份');
  await expect(backup.getByRole('switch', { name: '启用 系统数据库备份' })).toBeChecked();
  await expect(page.getByText('主密钥不在备份中', { exact: false })).toBeVisible();

  // The dialog: the tasks' schedule fields with their next runs, and the setting checked before anything is sent.
  await backup.getByRole('button', { name: '编辑 系统数据库备份' }).click();
  const dialog = archives.systemTaskDialog('系统数据库备份');
  await expect(dialog.getByTestId('next-runs').getByRole('listitem')).not.toHaveCount(0);
  await expectAccessibleDialog(page, dialog);
  await dialog.getByRole('textbox', { name: '保留份数' }).fill('0');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog.getByText('保留份数格式不正确')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  // Run now: the link to the run at once, its end through the hub's task_runs signal (no reload, no polling).
  await backup.getByRole('button', { name: '立即执行 系统数据库备份' }).click();
  const runLink = page.getByRole('link', { name: '查看执行记录' });
  await expect(runLink).toHaveAttribute('href', /^\/task-center-detail-list\?runId=\d+$/);
  const runHref = await runLink.getAttribute('href');
  await expect(backup.getByRole('link', { name: '成功' })).toHaveAttribute('href', runHref ?? '', { timeout: 30_000 });
  await expect(backup).toContainText('已备份到 backups/');
});

test('the connection test says precisely why the server cannot be used: nothing listens on the port', async ({
  page,
}) => {
  await signIn(page);
  const tab = new BackupSettingsTab(page);
  await tab.open();
  await expect(tab.form.getByText('修改这些设置需要单独的权限 system:backup:edit', { exact: false })).toBeVisible();
  await expect(tab.form.getByText('尚未配置备份服务器或加密方式：备份任务会失败。')).toBeVisible();

  await tab.fillServer({ host: '127.0.0.1', port: deadPort, username: 'backup' });
  expect(await tab.testConnection()).toContain(`备份服务器 127.0.0.1:${deadPort} 拒绝连接，请检查地址和端口`);
});

test('the settings keep their secrets written only; another port takes the SFTP password again', async ({ page }) => {
  await signIn(page);
  const tab = new BackupSettingsTab(page);
  await tab.open();
  await tab.fillServer({ host: '127.0.0.1', port: deadPort, username: 'backup', password: 'Sftp#Pass2026' });
  await tab.setArchivePassword('Backup#Pass2026');
  await tab.submit();
  await expectToast(page, '保存成功');
  await page.reload();
  await page.getByRole('tab', { name: '账号备份' }).click();
  await expect(tab.field('SFTP 密码')).toHaveAttribute('placeholder', '已设置，留空则不修改');
  await expect(tab.field('加密密码')).toHaveAttribute('placeholder', '已设置，留空则不修改');
  await expect(tab.form.getByText('账号备份已就绪', { exact: false })).toBeVisible();

  // The saved password goes to the saved server only.
  await tab.field('端口').fill(String(deadPort === 65535 ? deadPort - 1 : deadPort + 1));
  await expect(tab.form.getByText('服务器地址、端口或用户名已更改：请重新输入 SFTP 密码。')).toBeVisible();
  await tab.submit();
  await expect(tab.form.getByText('备份服务器地址、端口或用户名已变更，请重新输入 SFTP 密码')).toBeVisible();

  // The archives page lists the saved server's directory: here, its refusal.
  const archives = new BackupArchivesPage(page);
  await archives.open();
  await expect(archives.listStatus()).toContainText(`备份服务器 127.0.0.1:${deadPort} 拒绝连接，请检查地址和端口`);
});

test('a round trip through a real SFTP server: the host key pinned by the test, an archive listed and restored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ensureTestUser(SFTP_USER.name, SFTP_USER.password);
  const home = `/home/${SFTP_USER.name}/${SFTP_DIR}`;
  await run('rm', ['-rf', home]);
  await run('install', ['-d', '-o', SFTP_USER.name, '-g', SFTP_USER.name, '-m', '700', home]);
  const sshd = await TestSshd.start({ users: [SFTP_USER.name] });
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  let taskId = 0;
  try {
    await signIn(page);
    const tab = new BackupSettingsTab(page);
    await tab.open();
    await tab.fillServer({
      host: sshd.host,
      port: sshd.port,
      username: SFTP_USER.name,
      password: SFTP_USER.password,
      directory: SFTP_DIR,
    });
    await tab.setArchivePassword(ARCHIVE_PASSWORD);
    await tab.submit();
    await expectToast(page, '保存成功');
    const outcome = await tab.testConnection();
    expect(outcome).toContain('备份服务器连接正常，已在备份目录写入并删除测试文件');
    expect(outcome).toContain(`服务器上的备份目录：${home}`);
    expect(outcome).toContain(sshd.hostKey.fingerprint);
    expect(outcome).toContain('首次连接：已记录该主机密钥。');
    await page.reload();
    await page.getByRole('tab', { name: '账号备份' }).click();
    await expect(tab.form.getByText(`已记录：${sshd.hostKey.fingerprint}`, { exact: false })).toBeVisible();

    // A backup task's run uploads one archive of the asset's account (made through the API: the task form is
    // tasks.spec.ts's); the asset is then deleted, so that the restore creates it again.
    const [linux] = (
      await rowsOf<{ platformId: number; platformName: string }>('/privilege/platform/list?pageSize=500', token)
    ).filter((platform) => platform.platformName === 'Linux');
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
          accountName: 'e2e_bk_acct',
          authKind: 'password',
          password: 'E2e-Acct-Secret-19',
        }),
      },
      token,
    );
    const task = await fixtures.api<{ taskId: number }>(
      '/task/cycle/add',
      {
        method: 'POST',
        body: JSON.stringify({
          taskName: 'e2e 账号备份',
          taskType: 2,
          schedule: { kind: 'cycle', cycle: 0, time: '02:00', timeZone: 'UTC' },
          targets: { accountIds: [], assetIds: [asset.assetId], tagIds: [], platformIds: [], deptIds: [] },
        }),
      },
      token,
    );
    taskId = task.taskId;
    const { runId } = await fixtures.api<{ runId: number }>(`/task/cycle/run/${taskId}`, { method: 'POST' }, token);
    await expect
      .poll(async () => (await fixtures.api<{ status: number }>(`/task/center/${runId}`, {}, token)).status, {
        timeout: 30_000,
      })
      .toBe(1);
    await fixtures.api(`/privilege/assets/remove/${asset.assetId}`, { method: 'POST' }, token);

    const archives = new BackupArchivesPage(page);
    await archives.open();
    const row = page.getByRole('row').filter({ hasText: `-task${taskId}-run${runId}.jsonl.gpg` });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^恢复 / }).click();
    const dialog = archives.restoreDialog;
    await expect(dialog.getByRole('combobox', { name: '备份文件' })).toContainText(`-task${taskId}-run${runId}`);
    await dialog.getByLabel('加密密码', { exact: true }).fill(ARCHIVE_PASSWORD);
    await dialog.getByRole('button', { name: '恢复', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('已恢复 gatehouse-backup-');
    const counts = dialog.getByRole('region', { name: '恢复结果' });
    await expect(counts).toContainText('新建资产1');
    await expect(counts).toContainText('新建账号1');
    await expect(counts).toContainText('保存的凭据1');
    await dialog.getByRole('button', { name: '关闭' }).click();
  } finally {
    await sshd.stop();
    await run('rm', ['-rf', home]);
    if (taskId) await fixtures.api(`/task/cycle/remove/${taskId}`, { method: 'POST' }, token);
    const restored = await rowsOf<{ assetId: number; assetName: string }>(
      `/privilege/assets/list?keyword=${ASSET}`,
      token,
    );
    const ids = restored.filter((row) => row.assetName === ASSET).map((row) => row.assetId);
    if (ids.length > 0) await fixtures.api(`/privilege/assets/remove/${ids.join(',')}`, { method: 'POST' }, token);
  }
});
