import { existsSync, rmSync } from 'node:fs';
import { RoleKey } from '../../src/shared/access/permissions';
import { BehaviorRule } from '../../src/shared/rules/behaviorRules';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { prepareSshAsset } from './support/recordedSession';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser: a terminal session under a behaviour policy that forbids pasting, copying out, uploading and
 * live monitoring. A paste into the terminal is stopped before xterm sends it (the host never runs it) with a
 * notice naming the policy, a copy likewise, the upload button is disabled, and the session's limits show beside
 * its status. The same paste into a session on an asset the policy does not name reaches the host. The live
 * monitor says it may not watch the session and still terminates it. Needs root (sshd).
 */
const OPERATOR = { userName: 'bhv_term_operator', password: 'Bhv#Term2026' };
const LIMITED = 'bhv_term_limited';
const FREE = 'bhv_term_free';
const POLICY = 'bhv-term-no-clipboard';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
const marker = `/tmp/bhv-term-pasted-${process.pid}`;
let sshd: TestSshd;
const sessions: Record<string, { assetId: number; accountId: number }> = {};

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const now = Date.now();
  for (const name of [LIMITED, FREE]) {
    sessions[name] = await prepareSshAsset(
      fixtures,
      `http://127.0.0.1:${E2E_PORT}`,
      token,
      sshd,
      `${name}_${now}`,
      OPERATOR.userName,
    );
  }
  await fixtures.api(
    '/policy/behavior/add',
    {
      method: 'POST',
      body: JSON.stringify({
        name: POLICY,
        assetIds: [sessions[LIMITED]?.assetId],
        idleMinutes: 30,
        maxSessionMinutes: 120,
        clipboardPaste: BehaviorRule.deny,
        clipboardCopy: BehaviorRule.deny,
        upload: BehaviorRule.deny,
        monitor: BehaviorRule.deny,
      }),
    },
    token,
  );
});

test.afterAll(async () => {
  await sshd?.stop();
  rmSync(marker, { force: true });
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

/** A paste of `text` as the browser delivers it: a paste event on xterm's textarea, inside the terminal's box. */
function paste(page: Page, text: string): Promise<void> {
  return page.getByTestId('terminal-host').evaluate((host, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const target = host.querySelector('textarea') ?? host;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function openSession(page: Page, name: string) {
  const session = sessions[name];
  if (!session) throw new Error(`no session for ${name}`);
  await page.goto(`/terminal?assetId=${session.assetId}&accountId=${session.accountId}`);
  await expect(page.getByTestId('terminal-status')).toHaveText('已连接');
}

test('a behaviour policy stops pasting and copying in the web terminal, disables uploads and shows the limits', async ({
  page,
  browser,
}) => {
  await signInByToken(page, OPERATOR, '/assets-my');

  await test.step('an asset the policy does not name: the paste reaches the host', async () => {
    await openSession(page, FREE);
    await expect(page.getByTestId('terminal-limits')).toHaveCount(0);
    await paste(page, 'echo pasted-$((6*7))\r');
    await expect.poll(() => terminalText(page)).toMatch(/^pasted-42$/m);
    await expect(page.getByTestId('transfer-upload')).toBeEnabled();
    await page.getByRole('button', { name: /关闭会话/ }).click();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  await test.step('under the policy: limits shown, the paste stopped with a notice, nothing run', async () => {
    await openSession(page, LIMITED);
    // The end shows its date too when it falls on another day (a run after 22:00 with a two-hour limit).
    await expect(page.getByTestId('terminal-limits')).toHaveText(/^空闲 30 分钟断开 · 最长至 (\d\d-\d\d )?\d\d:\d\d$/);
    await paste(page, `touch ${marker}\r`);
    await expect(page.getByTestId('terminal-notice')).toHaveText(`行为策略“${POLICY}”禁止粘贴到此会话`);
    await run(page, 'echo after-$((40+2))');
    await expect.poll(() => terminalText(page)).toMatch(/^after-42$/m);
    expect(existsSync(marker)).toBe(false);
    expect(await terminalText(page)).not.toContain('touch');
  });

  await test.step('copying out is stopped too, and the upload button names the policy', async () => {
    await page.getByTestId('terminal-host').click();
    await page.keyboard.press('Control+Shift+C');
    await expect(page.getByTestId('terminal-notice')).toHaveText(`行为策略“${POLICY}”禁止从此会话复制内容`);
    const upload = page.getByTestId('transfer-upload');
    await expect(upload).toBeDisabled();
    await upload.focus();
    await expect(page.getByRole('tooltip')).toHaveText(`行为策略“${POLICY}”禁止在此会话中上传文件`);
    await expect(page.getByTestId('transfer-download')).toBeEnabled();
  });

  await test.step('the live monitor may not watch the session, and still terminates it', async () => {
    const operatorToken = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;
    const [session] = await fixtures.api<{ sessionId: number }[]>('/terminal/sessions/mine', {}, operatorToken);
    if (!session) throw new Error('the operator has no session online');
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signInByToken(admin, E2E_ADMIN, `/monitor-terminal?sessionId=${session.sessionId}`);
      await expect(admin.getByTestId('monitor-refused')).toHaveText('行为策略不允许监控此会话，仍可终止会话');
      await admin.getByRole('button', { name: '终止会话' }).click();
      await admin.getByRole('button', { name: '确定' }).click();
      await expectToast(admin, '会话已终止');
      await expect(admin.getByRole('button', { name: '终止会话' })).toBeDisabled();
      await expect(page.getByTestId('terminal-status')).toContainText('会话已被管理员终止');
    } finally {
      await closeContext(adminContext);
    }
  });
});
