import { readFile } from 'node:fs/promises';
import { RoleKey } from '../../src/shared/access/permissions';
import type { TerminalSession } from '../../src/shared/api/terminal';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { Shell } from './pages/Shell';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { prepareSshAsset, recordSession } from './support/recordedSession';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser, on a real session: an operator logs into a real sshd through the gateway
 * (the API and the terminal socket, as the web terminal does) and runs two commands; the administrator finds
 * the session on /vedio-replay by command text, replays it, sees the output appear, jumps with the command
 * list (backwards too: the screen is re-rendered as it was), and downloads the .cast file. Needs root (sshd).
 */
const OPERATOR = { userName: 'replay_operator', password: 'Replay#E2e2026' };
const ASSET = `replay_e2e_host_${Date.now()}`;
const FIRST = 'echo replay-marker-$((6*7))';
const FIRST_OUTPUT = 'replay-marker-42';
const SECOND = 'echo second-$((3+4))-done';
const SECOND_OUTPUT = 'second-7-done';
const origin = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(origin, E2E_DATA_DIR);
let sshd: TestSshd;
let sessionId = 0;

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const admin = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const target = await prepareSshAsset(fixtures, origin, admin, sshd, ASSET, OPERATOR.userName);
  const operator = await fixtures.signIn(OPERATOR.userName, OPERATOR.password);
  // A pause between the two, so that the recording has distinct moments to jump between.
  sessionId = await recordSession(
    fixtures,
    origin,
    operator,
    target,
    [
      { line: FIRST, output: FIRST_OUTPUT },
      { line: SECOND, output: SECOND_OUTPUT },
    ],
    1500,
  );
  // The row is finished once the recording is closed.
  await expect
    .poll(async () => (await fixtures.api<TerminalSession>(`/audit/sessions/${sessionId}`, {}, admin)).state)
    .toBe(2);
  await fixtures.api('/ucenter/logout', { method: 'POST' }, admin);
});

test.afterAll(async () => {
  await sshd?.stop();
});

/** What the replay's terminal shows right now. */
function screenText(page: Page): Promise<string> {
  return page.getByTestId('replay-screen').locator('.xterm-rows').innerText();
}

test('the administrator finds a session by command, replays it, jumps with the command list and downloads the recording', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');
  await new Shell(page).openMenu('审计中心', '会话记录');
  await expect(page).toHaveURL(/\/vedio-replay$/);

  // Full screen: no sidebar on the session records.
  await expect(page.getByRole('heading', { name: '会话记录' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '菜单' })).toHaveCount(0);

  await page.getByRole('tab', { name: '历史会话' }).click();
  await page.getByLabel('命令', { exact: true }).fill('replay-marker');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const rows = page.getByRole('row').filter({ hasText: ASSET });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(TEST_USERS.password.name);
  await expect(row).toContainText('成功');
  await expect(row).toContainText('SSH');
  await page.getByLabel('命令', { exact: true }).fill('no-such-command-anywhere');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: ASSET })).toHaveCount(0);
  await page.getByLabel('命令', { exact: true }).fill('second-$((3+4))');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('row').filter({ hasText: ASSET }).getByRole('button', { name: /回放/ }).click();

  await expect(page).toHaveURL(new RegExp(`/vedio-replay\\?session=${sessionId}$`));
  await expect(page.getByRole('heading', { name: /会话回放/ })).toContainText(ASSET);
  const commands = page.getByRole('list', { name: '命令列表' });
  await expect(commands.getByRole('button')).toHaveCount(2);
  await expect(commands.getByRole('button').nth(0)).toContainText(FIRST);
  await expect(commands.getByRole('button').nth(1)).toContainText(SECOND);

  await page.getByRole('button', { name: '播放' }).click();
  await expect.poll(() => screenText(page), { timeout: 20_000 }).toContain(FIRST_OUTPUT);
  await expect.poll(() => screenText(page), { timeout: 20_000 }).toContain(SECOND_OUTPUT);
  await expect(page.getByRole('button', { name: '播放' })).toBeVisible();

  // Back to the first command: the screen is re-rendered as it was when it was submitted, before its output.
  await commands.getByRole('button').nth(0).click();
  await expect(commands.getByRole('button').nth(0)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => screenText(page)).toContain('replay-marker-$((6*7))');
  await expect.poll(() => screenText(page)).not.toContain(FIRST_OUTPUT);
  // Forward to the second: the first output is there, the second not yet.
  await commands.getByRole('button').nth(1).click();
  await expect(commands.getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => screenText(page)).toContain(FIRST_OUTPUT);
  expect(await screenText(page)).not.toContain(SECOND_OUTPUT);
  // And it plays on from there, at 8×.
  await page.getByRole('combobox', { name: '倍速' }).click();
  await page.getByRole('option', { name: '8×' }).click();
  await page.getByRole('button', { name: '播放' }).click();
  await expect.poll(() => screenText(page), { timeout: 20_000 }).toContain(SECOND_OUTPUT);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载录像' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`session-${sessionId}.cast`);
  const cast = await readFile(await file.path(), 'utf8');
  expect(JSON.parse(cast.split('\n')[0] ?? '')).toMatchObject({ version: 2, width: 100, height: 30 });
  expect(cast).toContain(FIRST_OUTPUT);

  await page.getByRole('button', { name: '返回会话记录' }).click();
  await expect(page).toHaveURL(/\/vedio-replay$/);
});
