import { RoleKey } from '../../src/shared/access/permissions';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { LoginPage } from './pages/LoginPage';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { type BrowserContext, closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser (docs/monitor-share.md): the administrator watches an operator's live
 * session from /vedio-replay and ends it; the operator shares a session with a guest who has no account.
 * Against a real sshd (needs root).
 */
const OPERATOR = { userName: 'monitor_operator', password: 'Mon#E2e2026' };
const ASSET = 'monitor_e2e_host';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let sshd: TestSshd;
let assetId = 0;
let accountId = 0;

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const platforms = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const rows = ((await platforms.json()) as { rows: { platformId: number; platformName: string }[] }).rows;
  const linux = rows.find((row) => row.platformName === 'Linux');
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
  assetId = asset.assetId;
  const account = await fixtures.api<{ accountId: number }>(
    '/privilege/account/add',
    {
      method: 'POST',
      body: JSON.stringify({ assetId, accountName: TEST_USERS.password.name, password: TEST_USERS.password.password }),
    },
    token,
  );
  accountId = account.accountId;
  await fixtures.api(`/privilege/account/check/${accountId}`, { method: 'POST' }, token);
  const now = Date.now();
  await fixtures.api(
    '/privilege/impower/add',
    {
      method: 'POST',
      body: JSON.stringify({
        userIds: [fixtures.userId(OPERATOR.userName)],
        groupIds: [],
        deptIds: [],
        assetIds: [assetId],
        accountIds: [accountId],
        permissionType: 1,
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 86_400_000).toISOString(),
      }),
    },
    token,
  );
});

test.afterAll(async () => {
  await sshd?.stop();
});

/** What an xterm on the page shows (scrollback included), read from its host element. */
function screenText(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .evaluate(
      (host) => (host as HTMLElement & { gatehouseTerminalText?: () => string }).gatehouseTerminalText?.() ?? '',
    );
}

async function run(page: Page, command: string) {
  await page.getByTestId('terminal-host').click();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
}

/** The operator signs in and opens a session to the asset in the terminal page. */
async function operatorTerminal(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signInByToken(page, OPERATOR, `/terminal?assetId=${assetId}&accountId=${accountId}`);
  await expect(page.getByTestId('terminal-status')).toHaveText('已连接');
  return page;
}

test('the administrator monitors an operator’s live session from /vedio-replay and terminates it', async ({
  context,
  browser,
}) => {
  const terminal = await operatorTerminal(context);
  await run(terminal, 'echo before-$((6*7))');
  await expect.poll(() => screenText(terminal, 'terminal-host')).toMatch(/^before-42$/m);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    const login = new LoginPage(admin);
    await login.open();
    await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
    // Signing in navigates by itself; a goto before it lands would race it.
    await expect(admin).toHaveURL(/\/assets-my$/);
    await admin.goto('/vedio-replay');
    const row = admin.getByRole('row').filter({ hasText: OPERATOR.userName }).filter({ hasText: ASSET }).first();
    const opened = adminContext.waitForEvent('page');
    await row.getByRole('button', { name: /^监控/ }).click();
    const monitor = await opened;
    await expect(monitor).toHaveURL(/\/monitor-terminal\?sessionId=\d+$/);
    // The current screen first, then what the operator types now.
    await expect.poll(() => screenText(monitor, 'monitor-screen')).toMatch(/^before-42$/m);
    await run(terminal, 'echo live-$((7*8))');
    await expect.poll(() => screenText(monitor, 'monitor-screen')).toMatch(/^live-56$/m);
    // Typing on the monitor goes nowhere.
    await monitor.getByTestId('monitor-screen').click();
    await monitor.keyboard.type('echo intruder-$((2*3))');
    await monitor.keyboard.press('Enter');
    await run(terminal, 'echo after-$((8*9))');
    await expect.poll(() => screenText(monitor, 'monitor-screen')).toMatch(/^after-72$/m);
    expect(await screenText(terminal, 'terminal-host')).not.toContain('intruder');

    await monitor.getByRole('button', { name: '终止会话' }).click();
    await monitor.getByRole('button', { name: '确定' }).click();
    await expectToast(monitor, '会话已终止');
    await expect(monitor.getByTestId('monitor-ended')).toContainText('会话已被管理员终止');
    await expect(terminal.getByTestId('terminal-status')).toContainText('会话已被管理员终止');

    await admin.reload();
    const ended = admin.getByRole('row').filter({ hasText: OPERATOR.userName }).first();
    await expect(ended).toContainText('管理员终止');
  } finally {
    await closeContext(adminContext);
  }
});

test('the operator shares a session: a guest without an account needs the right code, then watches', async ({
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const terminal = await operatorTerminal(context);
  await run(terminal, 'echo shared-$((5*5))');
  await expect.poll(() => screenText(terminal, 'terminal-host')).toMatch(/^shared-25$/m);

  await terminal.getByRole('button', { name: '分享' }).click();
  const dialog = terminal.getByRole('dialog', { name: '分享会话' });
  await dialog.getByRole('button', { name: '创建分享' }).click();
  await expectToast(terminal, '创建成功');
  const link = await dialog.getByTestId('share-link').inputValue();
  const code = await dialog.getByTestId('share-code').inputValue();
  expect(link).toMatch(/\/share-terminal\?token=/);
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByRole('button', { name: '复制链接', exact: true }).click();
  await expectToast(terminal, '复制成功');
  expect(await terminal.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.getByRole('button', { name: '查看' }).click();
    await expect(guest.getByText('请输入验证码')).toBeVisible();
    await guest.getByTestId('share-code-input').fill(code === '000000' ? '111111' : '000000');
    await guest.getByRole('button', { name: '查看' }).click();
    await expect(guest.getByText('验证码错误')).toBeVisible();
    await guest.getByTestId('share-code-input').fill(code);
    await guest.getByRole('button', { name: '查看' }).click();
    await expect.poll(() => screenText(guest, 'share-screen')).toMatch(/^shared-25$/m);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await run(terminal, 'echo guest-sees-$((4*4))');
    await expect.poll(() => screenText(guest, 'share-screen')).toMatch(/^guest-sees-16$/m);

    // The owner sees the guest and can let them type.
    await terminal.getByRole('button', { name: '分享' }).click();
    await expect(dialog.getByText(/访客 .*加入/)).toBeVisible();
    await dialog.getByRole('button', { name: '允许输入' }).click();
    await expect(guest.getByText('分享者已允许您输入').first()).toBeVisible();
    await guest.getByTestId('share-screen').click();
    await guest.keyboard.type('echo typed-by-guest-$((3*3))');
    await guest.keyboard.press('Enter');
    await expect.poll(() => screenText(terminal, 'terminal-host')).toMatch(/^typed-by-guest-9$/m);
  } finally {
    await closeContext(guestContext);
  }
});
