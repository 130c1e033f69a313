import { existsSync, rmSync } from 'node:fs';
import { RoleKey } from '../../src/shared/access/permissions';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { ApprovalDialog } from './pages/ApprovalPages';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser: an operator granted an SSH asset (a password account on a real
 * sshd) connects from /assets-my; the terminal opens in a new tab, runs a command, follows the window's
 * size, survives the browser going offline (the output produced meanwhile appears after it comes back),
 * offers to reattach after a reload, and ends the session when its tab is closed. An asset with several
 * accounts asks which one; a refused login is shown in its tab with a retry. Needs root (sshd).
 */
const OPERATOR = { userName: 'term_operator', password: 'Term#E2e2026' };
const ASSET = 'term_e2e_host';
/** An asset whose two granted accounts cannot log in: a wrong password, and a key account without a key. */
const BAD_ASSET = 'term_e2e_refused';
/** An asset granted by the grant form's default: no account ticked, i.e. every account. */
const DEFAULT_ASSET = 'term_e2e_default';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
const marker = `/tmp/term-e2e-after-drop-${process.pid}`;
const blockedMarker = `/tmp/term-e2e-blocked-${process.pid}`;
const heldMarker = `/tmp/term-e2e-held-${process.pid}`;
let sshd: TestSshd;
let wrongPasswordAccountId = 0;
let keylessAccountId = 0;
let goodAssetId = 0;
let goodAccountId = 0;

interface AdminApi {
  token: string;
  platformId: number;
}

async function addAsset(admin: AdminApi, name: string): Promise<number> {
  const asset = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: `${name}_${Date.now()}`,
        assetType: 0,
        address: sshd.host,
        platformId: admin.platformId,
        encoding: 'UTF-8',
        protocols: [{ protocol: 'SSH', port: sshd.port }],
      }),
    },
    admin.token,
  );
  return asset.assetId;
}

async function addAccount(admin: AdminApi, body: Record<string, unknown>): Promise<number> {
  const account = await fixtures.api<{ accountId: number }>(
    '/privilege/account/add',
    { method: 'POST', body: JSON.stringify(body) },
    admin.token,
  );
  return account.accountId;
}

async function grantLogin(admin: AdminApi, assetId: number, accountIds: number[]): Promise<void> {
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
        accountIds,
        permissionType: 1,
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 86_400_000).toISOString(),
      }),
    },
    admin.token,
  );
}

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name, TEST_USERS.key.name] });
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const platforms = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const linux = ((await platforms.json()) as { rows: { platformId: number; platformName: string }[] }).rows.find(
    (row) => row.platformName === 'Linux',
  );
  if (!linux) throw new Error('no Linux asset type');
  const admin = { token, platformId: linux.platformId };
  const assetId = await addAsset(admin, ASSET);
  const accountId = await addAccount(admin, {
    assetId,
    accountName: TEST_USERS.password.name,
    password: TEST_USERS.password.password,
  });
  // The check records the host key on first contact, as an administrator does before handing an asset out.
  await fixtures.api(`/privilege/account/check/${accountId}`, { method: 'POST' }, token);
  await grantLogin(admin, assetId, [accountId]);
  goodAssetId = assetId;
  goodAccountId = accountId;

  const badAssetId = await addAsset(admin, BAD_ASSET);
  wrongPasswordAccountId = await addAccount(admin, {
    assetId: badAssetId,
    accountName: TEST_USERS.password.name,
    password: 'not-the-password',
  });
  keylessAccountId = await addAccount(admin, {
    assetId: badAssetId,
    accountName: TEST_USERS.key.name,
    authKind: 'key',
  });
  await grantLogin(admin, badAssetId, [wrongPasswordAccountId, keylessAccountId]);

  const defaultAssetId = await addAsset(admin, DEFAULT_ASSET);
  await addAccount(admin, {
    assetId: defaultAssetId,
    accountName: TEST_USERS.password.name,
    password: TEST_USERS.password.password,
  });
  await grantLogin(admin, defaultAssetId, []);
});

test.afterAll(async () => {
  await sshd?.stop();
  for (const path of [marker, blockedMarker, heldMarker]) rmSync(path, { force: true });
});

/** What the terminal shows (its buffer, scrollback included), read from the page. */
function terminalText(page: Page): Promise<string> {
  return page
    .getByTestId('terminal-host')
    .evaluate(
      (host) => (host as HTMLElement & { gatehouseTerminalText?: () => string }).gatehouseTerminalText?.() ?? '',
    );
}

async function run(page: Page, command: string) {
  await page.getByTestId('terminal-host').click();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
}

/** The rows and columns `stty size` printed last. */
async function lastSttySize(page: Page): Promise<string | undefined> {
  return (await terminalText(page)).match(/^\d+ \d+$/gm)?.at(-1);
}

test('an operator connects from /assets-my in a new tab, runs commands, resizes, survives going offline and closes the session', async ({
  page,
  context,
}) => {
  // The whole journey, an offline spell and the reconnect included: past a minute when the machine is busy.
  test.setTimeout(120_000);
  await signInByToken(page, OPERATOR, '/assets-my');

  const assetRow = page.getByRole('row').filter({ hasText: ASSET });
  const opened = context.waitForEvent('page');
  await assetRow.getByRole('button', { name: /连接/ }).click();
  const terminal = await opened;
  await expect(terminal).toHaveURL(/\/terminal$/);
  const status = terminal.getByTestId('terminal-status');
  await expect(status).toHaveText('已连接');
  await expect(terminal.getByRole('tab', { name: new RegExp(`${ASSET}.*${TEST_USERS.password.name}`) })).toBeVisible();
  // No sidebar on the terminal page, and never the credential.
  await expect(terminal.getByRole('navigation')).toHaveCount(0);

  await run(terminal, 'echo e2e-$((6*7))');
  await expect.poll(() => terminalText(terminal)).toMatch(/^e2e-42$/m);
  expect(await terminalText(terminal)).not.toContain(TEST_USERS.password.password);

  await run(terminal, 'stty size');
  await expect.poll(() => lastSttySize(terminal)).toMatch(/^\d+ \d+$/);
  const before = await lastSttySize(terminal);
  const viewport = terminal.viewportSize() ?? { width: 1280, height: 720 };
  await terminal.setViewportSize({
    width: Math.floor(viewport.width * 0.6),
    height: Math.floor(viewport.height * 0.6),
  });
  await run(terminal, 'clear; stty size');
  await expect.poll(() => lastSttySize(terminal)).not.toBe(before);

  // Offline while the host is still producing output; the host's marker file says the output was written.
  // The host says the command runs before the drop: typed keys still on their way would be lost with the network.
  await run(terminal, `echo drop-armed; sleep 4; echo after-drop; touch ${marker}`);
  await expect.poll(() => terminalText(terminal)).toMatch(/^drop-armed$/m);
  await context.setOffline(true);
  await expect(status).toContainText('正在重新连接');
  await expect.poll(() => existsSync(marker), { timeout: 20_000 }).toBe(true);
  expect(await terminalText(terminal)).not.toMatch(/^after-drop$/m);
  await context.setOffline(false);
  await expect(status).toHaveText('已连接');
  await expect.poll(() => terminalText(terminal)).toMatch(/^after-drop$/m);

  // A reload offers the session still online; reattaching replays its output.
  await terminal.reload();
  await expect(terminal.getByText('您有 1 个仍在线的会话')).toBeVisible();
  await terminal.getByRole('button', { name: new RegExp(`重新连接 ${ASSET}`) }).click();
  await expect(status).toHaveText('已连接');
  await expect.poll(() => terminalText(terminal)).toMatch(/^after-drop$/m);

  // The browser's own sign-in (a second sign-in could end the first one).
  const operatorToken = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
  const online = () =>
    fixtures.api<unknown[]>('/terminal/sessions/mine', {}, operatorToken).then((rows) => rows.length);
  expect(await online()).toBe(1);
  await terminal.getByRole('button', { name: /关闭会话/ }).click();
  await expect(terminal.getByRole('tab')).toHaveCount(0);
  await expect.poll(online).toBe(0);
});

test('an asset with several accounts asks which one; a refused login shows in the tab with a retry', async ({
  page,
  context,
}) => {
  await signInByToken(page, OPERATOR, '/assets-my');

  const opened = context.waitForEvent('page');
  await page.getByRole('row').filter({ hasText: BAD_ASSET }).getByRole('button', { name: /连接/ }).click();
  const terminal = await opened;
  const picker = terminal.getByRole('dialog', { name: '新建会话' });
  await expect(picker).toBeVisible();
  // An operator outside the asset's department may not read its account list, yet the granted
  // accounts go by name.
  const account = picker.getByRole('combobox', { name: '账号' });
  await expect(account.getByRole('option')).toHaveText([TEST_USERS.key.name, TEST_USERS.password.name]);
  await account.selectOption(String(wrongPasswordAccountId));
  await picker.getByRole('button', { name: '连接' }).click();

  const status = terminal.getByTestId('terminal-status');
  await expect(status).toContainText('无法打开会话');
  await expect(terminal.getByRole('tab')).toHaveText(new RegExp(`${BAD_ASSET}.* · ${TEST_USERS.password.name}$`));
  await expect(status).not.toContainText('not-the-password');
  await terminal.getByRole('button', { name: '重试' }).click();
  await expect(status).toContainText('无法打开会话');

  await terminal.getByRole('button', { name: '新建会话' }).click();
  const again = terminal.getByRole('dialog', { name: '新建会话' });
  await again.getByRole('textbox', { name: '输入资产名称或地址搜索' }).fill(BAD_ASSET);
  await expect(again.getByRole('combobox', { name: '资产' }).getByRole('option')).toHaveCount(2);
  await again.getByRole('combobox', { name: '资产' }).selectOption({ index: 1 });
  await again.getByRole('combobox', { name: '账号' }).selectOption(String(keylessAccountId));
  await again.getByRole('button', { name: '连接' }).click();
  await expect(terminal.getByRole('tab')).toHaveCount(2);
  await expect(terminal.getByTestId('terminal-status').last()).toContainText('无法打开会话');

  // The tab strip is a keyboard tablist: arrows move between the tabs, Delete closes the focused one.
  const tabs = terminal.getByRole('tablist', { name: '会话' }).getByRole('tab');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).focus();
  await terminal.keyboard.press('ArrowLeft');
  await expect(tabs.nth(0)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await terminal.keyboard.press('Delete');
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});

test('the default grant (every account) connects an operator outside the asset’s department; the tab names the account', async ({
  page,
  context,
}) => {
  await signInByToken(page, OPERATOR, '/assets-my');
  const opened = context.waitForEvent('page');
  await page.getByRole('row').filter({ hasText: DEFAULT_ASSET }).getByRole('button', { name: /连接/ }).click();
  const terminal = await opened;
  await expect(terminal.getByTestId('terminal-status')).toHaveText('已连接');
  await expect(terminal.getByRole('tab')).toHaveText(
    new RegExp(`^${DEFAULT_ASSET}_\\d+ · ${TEST_USERS.password.name}$`),
  );
  await run(terminal, 'echo default-$((6*7))');
  await expect.poll(() => terminalText(terminal)).toMatch(/^default-42$/m);
  await terminal.getByRole('button', { name: /关闭会话/ }).click();
  await expect(terminal.getByRole('tab')).toHaveCount(0);
});

test('after a plain reload, output older than the replay buffer is named as such, not as a network drop', async ({
  page,
}) => {
  await signInByToken(page, OPERATOR, `/terminal?assetId=${goodAssetId}&accountId=${goodAccountId}`);
  const status = page.getByTestId('terminal-status');
  await expect(status).toHaveText('已连接');
  await expect(page.getByRole('tab')).toHaveText(new RegExp(`^${ASSET}_\\d+ · ${TEST_USERS.password.name}$`));
  // More than the server's 1 MiB replay buffer, then a line to wait for.
  await run(page, "head -c 1300000 /dev/zero | tr '\\0' x; echo; echo big-$((40+2))");
  await expect.poll(() => terminalText(page), { timeout: 30_000 }).toMatch(/^big-42$/m);

  await page.reload();
  await page.getByRole('button', { name: new RegExp(`重新连接 ${ASSET}`) }).click();
  await expect(status).toHaveText('已连接');
  await expect.poll(() => terminalText(page)).toMatch(/^big-42$/m);
  // The note beside the status (the one written into the terminal scrolls away under the replayed megabyte).
  await expect(page.getByTestId('terminal-notice')).toHaveText(/^更早的 \d+ 字节输出已超出服务器的重放缓冲区/);
  expect(await terminalText(page)).not.toContain('网络中断');
  await page.getByRole('button', { name: /关闭会话/ }).click();
});

test('signing out ends the terminal session, and the terminal page then says the sign-in has expired', async ({
  page,
  context,
}) => {
  await signInByToken(page, OPERATOR, `/terminal?assetId=${goodAssetId}&accountId=${goodAccountId}`);
  const status = page.getByTestId('terminal-status');
  await expect(status).toHaveText('已连接');

  // The console session ends elsewhere (another tab signs out): its terminal sessions end with it.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
  await fixtures.api('/ucenter/logout', { method: 'POST' }, token);
  await expect(status).toHaveText('您已退出登录，会话已关闭');

  // Spec §8 on the terminal page: the next call meets the expired session and says so, without a reload.
  await page.getByRole('button', { name: '新建会话' }).click();
  await expectToast(page, '登录已过期，请重新登录');
  await expect(page).toHaveURL(/\/terminal$/);
});

test('a blocked command never runs; a held one runs only once the administrator approves it in 审批消息', async ({
  page,
  browser,
}) => {
  const adminToken = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  for (const [name, pattern, action] of [
    ['term-e2e-block', 'term-e2e-blocked', 0],
    ['term-e2e-ask', 'term-e2e-held', 1],
  ] as const) {
    await fixtures.api(
      '/policy/command/add',
      {
        method: 'POST',
        body: JSON.stringify({ name, matchKind: 0, patterns: [pattern], action, assetIds: [goodAssetId] }),
      },
      adminToken,
    );
  }

  await signInByToken(page, OPERATOR, `/terminal?assetId=${goodAssetId}&accountId=${goodAccountId}`);
  await expect(page.getByTestId('terminal-status')).toHaveText('已连接');

  await run(page, `touch ${blockedMarker}`);
  await expect.poll(() => terminalText(page)).toContain('命令已被拦截');
  await run(page, 'echo still-$((40+2))');
  await expect.poll(() => terminalText(page)).toMatch(/^still-42$/m);
  expect(existsSync(blockedMarker)).toBe(false);

  await run(page, `touch ${heldMarker}`);
  await expect.poll(() => terminalText(page)).toContain('命令需要审批');
  expect(existsSync(heldMarker)).toBe(false);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInByToken(adminPage, E2E_ADMIN, '/assets-my');
  await adminPage.getByRole('button', { name: '待审批' }).click();
  await adminPage.getByRole('button', { name: new RegExp(`^命令审批 · ${OPERATOR.userName}`) }).click();
  const dialog = new ApprovalDialog(adminPage);
  await expect(dialog.root).toBeVisible();
  await dialog.expectFact('命令', `touch ${heldMarker}`);
  await dialog.submit();
  await expectToast(adminPage, '提交审批成功');
  await closeContext(adminContext);

  await expect.poll(() => existsSync(heldMarker), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => terminalText(page)).toContain('已同意执行命令');
});
