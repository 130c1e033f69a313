import { join } from 'node:path';
import Database from 'better-sqlite3';
import { RoleKey } from '../../src/shared/access/permissions';
import { readCaptchaAnswer } from '../support/captcha';
import { E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { OwnServerWithAdmin } from './support/ownServerWithAdmin';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * The operations wall (docs/wall-screen.md): a user whose only role is 大屏展示 opens /wall, which rotates through
 * the periods of its address in the dark wall theme, stays signed in after a night without activity, follows
 * new events live, and through a server restart keeps its figures with their age and comes back by itself. On a
 * server of its own, which the spec restarts.
 */
const server = new OwnServerWithAdmin(E2E_PORT + 10, `${E2E_DATA_DIR}-wall`);
const fixtures = new AccessFixtures(server.baseUrl, server.dataDir);
const WALL = { userName: 'wall_e2e_soc', password: 'Wall#E2e2026' };
const HOUR_MS = 3_600_000;

function inDatabase(work: (db: Database.Database) => void): void {
  const db = new Database(join(server.dataDir, 'gatehouse.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    work(db);
  } finally {
    db.close();
  }
}

/** What the server judges idleness by: the sign-in's last activity, moved back as if the wall had hung idle. */
function idleFor(userName: string, ms: number): void {
  inDatabase((db) =>
    db
      .prepare(
        `update auth_tokens set last_seen_at = ? where revoked_at is null
         and user_id = (select id from users where user_name = ?)`,
      )
      .run(new Date(Date.now() - ms).toISOString(), userName),
  );
}

async function refuseSignIn(): Promise<void> {
  const { uuid } = await fixtures.api<{ uuid: string }>('/ucenter/captcha');
  const code = readCaptchaAnswer(server.dataDir, uuid);
  await fetch(`${server.baseUrl}/prod-api/ucenter/login/passwdLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'WEB' },
    body: JSON.stringify({ username: WALL.userName, password: 'wrong', uuid, code }),
  });
}

const failures = (page: Page) => page.getByTestId('figure-signInFailures');
const status = (page: Page) => page.getByTestId('wall-status');

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.baseUrl });

test.beforeAll(async () => {
  await server.start();
  await fixtures.createUser(WALL.userName, WALL.password);
  inDatabase((db) =>
    db
      .prepare(
        `insert into user_roles (user_id, role_id)
         select users.id, roles.id from users, roles where users.user_name = ? and roles.role_key = ?`,
      )
      .run(WALL.userName, RoleKey.wallScreen),
  );
});

test.afterAll(async () => {
  await server.stop();
});

test('the wall rotates, stays signed in through an idle night, follows events live and rides out a restart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, WALL, '/wall?periods=24h,7d&rotate=10', server);
  const wall = page.getByTestId('wall-screen');
  await expect(wall.getByRole('heading', { name: '运维大屏', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wall-period')).toHaveText('最近 24 小时');
  await expect(status(page)).toHaveText('● 实时');
  // Dark whatever the user's appearance.
  const background = await wall.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toMatch(/^rgb\((\d{1,2}), \1, \1\)$/);
  // Ten seconds later, the next period of the address.
  await expect(page.getByTestId('wall-period')).toHaveText('最近 7 天', { timeout: 20_000 });

  // One period from here on, so that the figure compared is always the same period's.
  await page.goto('/wall?periods=24h');
  await expect(status(page)).toHaveText('● 实时');
  await expect(failures(page)).toBeVisible();

  // A night without activity: an ordinary sign-in would be over (two hours idle); the wall's is not.
  idleFor(WALL.userName, 12 * HOUR_MS);
  const before = Number((await failures(page).textContent())?.replace(/\D/g, ''));
  await refuseSignIn();
  await expect(failures(page)).toContainText(String(before + 1));
  await expect(page).toHaveURL(/\/wall/);

  // The server restarts: the figures stay with their age; the socket comes back by itself (10 s ± 20 %).
  await server.stop();
  await expect(status(page)).toContainText('连接中断', { timeout: 20_000 });
  await expect(failures(page)).toContainText(String(before + 1));
  await server.restart();
  await expect(status(page)).toHaveText('● 实时', { timeout: 30_000 });
  await refuseSignIn();
  await expect(failures(page)).toContainText(String(before + 2));
});

test('a wall-screen user is always shown the wall, and refused what is not a dashboard', async ({ page }) => {
  const token = await signInByToken(page, WALL, '/', server);
  await expect(page).toHaveURL(/\/wall$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/wall$/);
  await expect(page.getByTestId('wall-screen')).toBeVisible();
  for (const path of ['/ucenter/user/list', '/privilege/my-assets/list', '/system/message/unreadCount']) {
    const answer = await fetch(`${server.baseUrl}/prod-api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await answer.json()) as { code: number }).code, path).toBe(403);
  }
});
