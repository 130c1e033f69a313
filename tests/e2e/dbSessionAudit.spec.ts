import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { preparePostgresAsset } from './support/postgresAsset';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Issue 18 item 2: a database session in the session records. An operator runs statements in a PostgreSQL session
 * (the machine's PostgreSQL, set up as tests/e2e/sqlConsole.spec.ts does, through the API); the administrator opens
 * it on /vedio-replay and sees its statements in order instead of a player, searches one, and sees the failed one's
 * error.
 */
const OPERATOR = { userName: 'sql_audit_operator', password: 'Sql#Audit2026' };
const ASSET = 'sql_audit_pg';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let target = { assetId: 0, accountId: 0 };

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  target = await preparePostgresAsset(
    fixtures,
    `http://127.0.0.1:${E2E_PORT}`,
    token,
    `${ASSET}_${Date.now()}`,
    OPERATOR.userName,
  );
});

/** Runs one statement in the operator's session; a database error is an answer too (recorded), so it is kept. */
async function run(sessionId: number, sql: string, token: string): Promise<void> {
  await fixtures
    .api(`/database/sessions/${sessionId}/statements`, { method: 'POST', body: JSON.stringify({ sql }) }, token)
    .catch((error: unknown) => {
      if (!String(error).includes('does not exist')) throw error;
    });
}

test('issue 18: the administrator reads a database session’s statements on /vedio-replay, searches and sees the error', async ({
  page,
}) => {
  const operator = await fixtures.signIn(OPERATOR.userName, OPERATOR.password);
  const session = await fixtures.api<{ sessionId: number }>(
    '/database/sessions',
    { method: 'POST', body: JSON.stringify(target) },
    operator,
  );
  await run(session.sessionId, 'select 1 as audited_one', operator);
  await run(session.sessionId, 'select * from audit_nope_table', operator);
  await run(session.sessionId, "select 'needle_text' as found", operator);
  await fixtures.api(`/database/sessions/${session.sessionId}`, { method: 'DELETE' }, operator);

  // The list offers the statements, not a replay (there is no recording).
  await signInByToken(page, E2E_ADMIN, '/vedio-replay');
  const listed = page.getByRole('row').filter({ hasText: ASSET }).first();
  await expect(listed.getByRole('button', { name: `查看语句 ${session.sessionId}` })).toBeVisible();
  await expect(listed.getByRole('button', { name: /回放|监控/ })).toHaveCount(0);
  await listed.getByRole('button', { name: `查看语句 ${session.sessionId}` }).click();
  await expect(page).toHaveURL(new RegExp(`session=${session.sessionId}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('数据库会话');
  const table = page.getByRole('table', { name: '语句列表' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('select 1 as audited_one');
  await expect(rows.nth(2)).toContainText('select * from audit_nope_table');
  await expect(rows.nth(3)).toContainText('needle_text');
  await expect(page.getByTestId('statement-error')).toContainText('relation "audit_nope_table" does not exist');
  await expect(page.getByTestId('statement-count')).toHaveText('3 / 3 条语句');
  // No player: the page fetched no recording.
  await expect(page.getByRole('button', { name: '下载录像' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: '搜索语句' }).fill('NEEDLE');
  await expect(page.getByTestId('statement-count')).toHaveText('1 / 3 条语句');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('needle_text');

  await page.getByRole('searchbox', { name: '搜索语句' }).fill('does not exist');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('audit_nope_table');
});
