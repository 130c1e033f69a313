import { existsSync, readFileSync, rmSync } from 'node:fs';
import { RoleKey } from '../../src/shared/access/permissions';
import { ensureRdpUser, TestXrdp, testRdpUser } from '../support/xrdp';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { desktopClipboard, pasteInto } from './support/desktopClipboard';
import { drawnColours } from './support/drawnColours';
import { prepareGrantedAsset } from './support/grantedAsset';
import { type BrowserContext, closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/** This suite's own desktop user: suites running at once never share one. */
const RDP_USER = testRdpUser('e2e_monitor');

/**
 * The live monitor and shares of a remote desktop in the browser (docs/monitor-share.md), against a real xrdp whose
 * desktop is an xterm: the administrator watches an operator's desktop from /vedio-replay and ends it; the operator
 * shares the desktop with a guest who has no account, who watches with the right code and, once let, types on it.
 * Needs root (xrdp).
 */
const OPERATOR = { userName: 'rdp_share_operator', password: 'RdpShare#E2e2026' };
const ASSET = `rdp_share_host_${Date.now()}`;
const GUEST_FILE = `/home/${RDP_USER.name}/typed-by-share-guest-${Date.now()}.txt`;
const origin = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(origin, E2E_DATA_DIR);
let rdp: TestXrdp;
let target = { assetId: 0, accountId: 0 };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await ensureAdminReady();
  await ensureRdpUser(RDP_USER);
  rdp = await TestXrdp.start({ user: RDP_USER });
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const admin = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  target = await prepareGrantedAsset(
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
});

test.afterAll(async () => {
  rmSync(GUEST_FILE, { force: true });
  await rdp?.stop();
});

/** The operator opens the RDP asset in /terminal (the keyboard layout already chosen in this browser). */
async function operatorDesktop(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => window.localStorage.setItem('gatehouse.desktop.keyboardLayout', 'en-us'));
  const page = await context.newPage();
  await signInByToken(page, OPERATOR, `/terminal?assetId=${target.assetId}&accountId=${target.accountId}`);
  await expect(page.getByTestId('terminal-status')).toHaveText('已连接', { timeout: 30_000 });
  await expect.poll(() => drawnColours(page, '[data-testid="desktop-host"]'), { timeout: 30_000 }).toBeGreaterThan(1);
  return page;
}

test('the administrator monitors an operator’s remote desktop from /vedio-replay and terminates it', async ({
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const desktop = await operatorDesktop(context);
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInByToken(admin, E2E_ADMIN, '/vedio-replay');
    const row = admin.getByRole('row').filter({ hasText: ASSET }).first();
    await expect(row).toContainText('RDP', { timeout: 20_000 });
    const opened = adminContext.waitForEvent('page');
    await row.getByRole('button', { name: /^监控/ }).click();
    const monitor = await opened;
    await expect(monitor).toHaveURL(/\/monitor-rdp\?sessionId=\d+$/);
    await expect(monitor.getByRole('heading', { name: '远程桌面监控' })).toBeVisible();
    await expect(monitor.getByText('只读监控，您在此处的操作不会发送到会话')).toBeVisible();
    await expect
      .poll(() => drawnColours(monitor, '[data-testid="monitor-screen"]'), { timeout: 30_000 })
      .toBeGreaterThan(1);

    await monitor.getByRole('button', { name: '终止会话' }).click();
    await monitor.getByRole('button', { name: '确定' }).click();
    await expectToast(monitor, '会话已终止');
    await expect(monitor.getByTestId('monitor-ended')).toContainText('会话已被管理员终止');
    await expect(desktop.getByTestId('terminal-status')).toContainText('会话已被管理员终止');
  } finally {
    await closeContext(adminContext);
  }
});

test('the operator shares the remote desktop: the guest needs the right code, watches, and types once let', async ({
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  rmSync(GUEST_FILE, { force: true });
  const desktop = await operatorDesktop(context);
  await desktop.getByRole('button', { name: '分享' }).click();
  const dialog = desktop.getByRole('dialog', { name: '分享会话' });
  await dialog.getByRole('button', { name: '创建分享' }).click();
  await expectToast(desktop, '创建成功');
  const link = await dialog.getByTestId('share-link').inputValue();
  const code = await dialog.getByTestId('share-code').inputValue();
  expect(link).toMatch(/\/share-rdp\?token=/);

  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: '共享远程桌面' })).toBeVisible();
    await guest.getByTestId('share-code-input').fill(code === '000000' ? '111111' : '000000');
    await guest.getByRole('button', { name: '查看' }).click();
    await expect(guest.getByText('验证码错误')).toBeVisible();
    await guest.getByTestId('share-code-input').fill(code);
    await guest.getByRole('button', { name: '查看' }).click();
    await expect
      .poll(() => drawnColours(guest, '[data-testid="share-screen"]'), { timeout: 30_000 })
      .toBeGreaterThan(1);
    await expect(guest.getByText('只读：分享者允许后才能操作桌面')).toBeVisible();

    // The owner sees the guest and lets them use the desktop: the guest's command runs on the RDP host.
    await expect(dialog.getByText(/访客 .*加入/)).toBeVisible();
    await dialog.getByRole('button', { name: '允许输入' }).click();
    await expect(guest.getByText('分享者已允许您操作桌面')).toBeVisible();
    await guest
      .getByTestId('share-screen')
      .locator('canvas')
      .click({ position: { x: 60, y: 60 } });
    await guest.keyboard.type(`echo typed-by-share-guest > ${GUEST_FILE}`);
    await guest.keyboard.press('Enter');
    await expect
      .poll(() => (existsSync(GUEST_FILE) ? readFileSync(GUEST_FILE, 'utf8') : ''), { timeout: 20_000 })
      .toBe('typed-by-share-guest\n');
    // The guest's Ctrl+V: Chinese reaches the desktop's clipboard whole (the share socket carries UTF-8).
    const pasted = `来宾粘贴 ${Date.now()}`;
    await guest.getByTestId('share-screen').evaluate(pasteInto, pasted);
    await expect.poll(() => desktopClipboard(rdp), { timeout: 20_000 }).toBe(pasted);

    // Revoked: the guest is disconnected with a notice.
    await dialog.getByRole('button', { name: '撤销分享' }).click();
    await expect(guest.getByTestId('share-refused')).toContainText('分享已结束');
  } finally {
    await closeContext(guestContext);
  }
});
