import { existsSync, readFileSync, rmSync } from 'node:fs';
import { RoleKey } from '../../src/shared/access/permissions';
import { ensureRdpUser, TestXrdp, testRdpUser } from '../support/xrdp';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { desktopClipboard, pasteInto } from './support/desktopClipboard';
import { drawnColours } from './support/drawnColours';
import { prepareGrantedAsset } from './support/grantedAsset';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/** This suite's own desktop user: suites running at once never share one. */
const RDP_USER = testRdpUser('e2e_session');

/**
 * A remote desktop in the browser against a real xrdp (its desktop is an xterm running a shell): the operator
 * connects to the RDP asset from /assets-my, sees the desktop drawn, types a command that writes a file on the host,
 * pastes Chinese text into it,
 * survives a network drop and a reload, and disconnects; the auditor then replays the session's recording in /vedio-replay. Needs root (xrdp).
 */
const OPERATOR = { userName: 'rdp_operator', password: 'Rdp#E2e2026' };
const ASSET = `rdp_e2e_host_${Date.now()}`;
const FILE = `/home/${RDP_USER.name}/typed-in-browser-${Date.now()}.txt`;
const origin = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(origin, E2E_DATA_DIR);
let rdp: TestXrdp;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await ensureAdminReady();
  await ensureRdpUser(RDP_USER);
  rdp = await TestXrdp.start({ user: RDP_USER });
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
});

test.afterAll(async () => {
  rmSync(FILE, { force: true });
  await rdp?.stop();
});

test('an operator works on an RDP desktop in the browser; the auditor replays it', async ({ page, context }) => {
  test.setTimeout(120_000);
  rmSync(FILE, { force: true });
  await signInByToken(page, OPERATOR, '/assets-my');
  const opened = context.waitForEvent('page');
  await page.getByRole('row').filter({ hasText: ASSET }).getByRole('button', { name: /连接/ }).click();
  const desktop = await opened;
  await expect(desktop).toHaveURL(/\/terminal$/);
  // The first remote desktop in this browser asks for the keyboard layout (then remembered).
  const picker = desktop.getByRole('dialog', { name: '新建会话' });
  await expect(picker.getByLabel('键盘布局')).toHaveValue('en-us');
  await picker.getByLabel('键盘布局').selectOption('en-us');
  await picker.getByRole('button', { name: '连接' }).click();
  expect(await desktop.evaluate(() => window.localStorage.getItem('gatehouse.desktop.keyboardLayout'))).toBe('en-us');
  const status = desktop.getByTestId('terminal-status');
  await expect(status).toHaveText('已连接', { timeout: 30_000 });
  await expect(desktop.getByRole('tab', { name: new RegExp(`${ASSET}.*${RDP_USER.name}`) })).toBeVisible();
  // The xterm of the remote desktop is drawn: more than a blank screen's colours.
  await expect
    .poll(() => drawnColours(desktop, '[data-testid="desktop-host"]'), { timeout: 30_000 })
    .toBeGreaterThan(1);
  await expect(desktop.getByText('键盘布局：英语（美国）')).toBeVisible();

  // Keys go to the window under the pointer (the desktop has no window manager): the xterm at the top left.
  const canvas = desktop.getByTestId('desktop-host').locator('canvas');
  await canvas.click({ position: { x: 60, y: 60 } });
  await desktop.keyboard.type(`echo typed-in-browser > ${FILE}`);
  await desktop.keyboard.press('Enter');
  await expect
    .poll(() => (existsSync(FILE) ? readFileSync(FILE, 'utf8') : ''), { timeout: 20_000 })
    .toBe('typed-in-browser\n');

  // A paste in the browser (the user's Ctrl+V): Chinese reaches the desktop's clipboard whole.
  const pasted = `从浏览器粘贴 ${Date.now()}`;
  await desktop.getByTestId('desktop-host').evaluate(pasteInto, pasted);
  await expect.poll(() => desktopClipboard(rdp), { timeout: 20_000 }).toBe(pasted);

  await expect(desktop.getByRole('button', { name: 'Ctrl+Alt+Del' })).toBeEnabled();

  // A network drop: the tab reattaches (a new RFB connection, drawn again) within the server's grace.
  await context.setOffline(true);
  await expect(status).toContainText('正在重新连接');
  await context.setOffline(false);
  await expect(status).toHaveText('已连接', { timeout: 30_000 });
  await expect
    .poll(() => drawnColours(desktop, '[data-testid="desktop-host"]'), { timeout: 30_000 })
    .toBeGreaterThan(1);

  // A reload: the desktop still online is offered for reattaching, and is drawn again.
  await desktop.reload();
  await desktop.getByRole('button', { name: new RegExp(`重新连接 ${ASSET}`) }).click();
  await expect(status).toHaveText('已连接', { timeout: 30_000 });
  await expect
    .poll(() => drawnColours(desktop, '[data-testid="desktop-host"]'), { timeout: 30_000 })
    .toBeGreaterThan(1);

  await desktop.getByRole('button', { name: '断开连接' }).click();
  await expect(status).toHaveText('会话已关闭');
  await expect(desktop.getByRole('button', { name: '断开连接' })).toBeDisabled();

  // The auditor finds the RDP session and replays its recording.
  await signInByToken(page, E2E_ADMIN, '/vedio-replay');
  await page.getByRole('tab', { name: '历史会话' }).click();
  const row = page.getByRole('row').filter({ hasText: ASSET });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText('RDP');
  await row.getByRole('button', { name: /回放/ }).click();
  await expect(page.getByRole('heading', { name: /会话回放/ })).toContainText(ASSET);
  await expect(page.getByRole('button', { name: '播放' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: '倍速' }).click();
  await page.getByRole('option', { name: '8×' }).click();
  await page.getByRole('button', { name: '播放' }).click();
  await expect
    .poll(() => drawnColours(page, '[data-testid="graphical-replay-screen"]'), { timeout: 30_000 })
    .toBeGreaterThan(1);
  // It plays through the reattaches to the end (each one a new RFB connection) with the desktop still drawn.
  await expect(page.getByRole('button', { name: '播放' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => drawnColours(page, '[data-testid="graphical-replay-screen"]'), { timeout: 10_000 })
    .toBeGreaterThan(1);
  // Back to the middle: the desktop is drawn again from the recording.
  await page.getByRole('slider', { name: '播放进度' }).evaluate((input) => {
    const slider = input as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(slider, String(Number(slider.max) / 2));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    slider.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(page.getByTestId('replay-time')).not.toContainText(/^00:00 \//);
  await expect
    .poll(() => drawnColours(page, '[data-testid="graphical-replay-screen"]'), { timeout: 30_000 })
    .toBeGreaterThan(1);
});
