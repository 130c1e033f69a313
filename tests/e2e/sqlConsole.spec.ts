import { readFile } from 'node:fs/promises';
import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { preparePostgresAsset } from './support/postgresAsset';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Issue 18: the web SQL console. An operator granted a PostgreSQL asset (the machine's PostgreSQL on 127.0.0.1:5432,
 * a vault account with a password) opens it from /assets-my: the terminal page opens a SQL console instead of a
 * terminal, runs a query (grid with types, NULL apart), exports it as CSV, shows the database's own error, and
 * cancels a long statement. The login role is this spec's own, so the server tests' target database is left alone.
 */
const OPERATOR = { userName: 'sql_operator', password: 'Sql#E2e2026' };
const ASSET = 'sql_e2e_pg';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await preparePostgresAsset(
    fixtures,
    `http://127.0.0.1:${E2E_PORT}`,
    token,
    `${ASSET}_${Date.now()}`,
    OPERATOR.userName,
  );
});

/** Replaces the editor's text. */
async function typeSql(page: Page, sql: string) {
  const editor = page.getByRole('textbox', { name: /SQL 编辑器/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
}

test('issue 18: an operator opens a PostgreSQL asset as a SQL console, queries, exports CSV, sees errors and cancels', async ({
  page,
  context,
}) => {
  await signInByToken(page, OPERATOR, '/assets-my');
  const opened = context.waitForEvent('page');
  await page.getByRole('row').filter({ hasText: ASSET }).getByRole('button', { name: /^连接/ }).click();
  const sqlPage = await opened;
  // Statements go over the tab's statement socket, not one HTTP request each.
  const statementSockets: string[] = [];
  const statementRequests: string[] = [];
  sqlPage.on('websocket', (socket) => {
    if (socket.url().includes('/prod-api/ws/database')) statementSockets.push(socket.url());
  });
  sqlPage.on('request', (request) => {
    if (/\/database\/sessions\/\d+\/statements/.test(request.url())) statementRequests.push(request.url());
  });
  await expect(sqlPage.getByTestId('terminal-status')).toHaveText('已连接');
  await expect(sqlPage.getByTestId('sql-console')).toBeVisible();
  await expect(sqlPage.getByTestId('terminal-host')).toHaveCount(0);

  // Ctrl+Enter runs the statement under the cursor (here the only one).
  await typeSql(sqlPage, "select 1 as one, 'x' as two, null as three");
  await sqlPage.keyboard.press('Control+Enter');
  const grid = sqlPage.getByRole('region', { name: '查询结果' });
  await expect(grid.getByRole('columnheader', { name: /one/ })).toContainText('int4');
  await expect(grid.getByRole('cell')).toHaveText(['1', 'x', 'NULL']);
  await expect(sqlPage.getByTestId('sql-summary')).toContainText('返回 1 行');

  expect(statementSockets).toHaveLength(1);
  expect(statementRequests).toEqual([]);

  const download = sqlPage.waitForEvent('download');
  await sqlPage.getByRole('button', { name: '导出 CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toBe('\uFEFFone,two,three\r\n1,x,\r\n');

  // The database's own message, in the error bar; the grid of the last result is gone.
  await typeSql(sqlPage, 'select * from nope');
  await sqlPage.getByRole('button', { name: '执行', exact: true }).click();
  await expect(sqlPage.getByTestId('sql-error')).toContainText('relation "nope" does not exist');
  await expect(grid).toHaveCount(0);

  // A long statement can be cancelled; the session goes on.
  await typeSql(sqlPage, 'select pg_sleep(30)');
  await sqlPage.getByRole('button', { name: '执行', exact: true }).click();
  await sqlPage.getByRole('button', { name: '取消执行' }).click();
  await expect(sqlPage.getByTestId('sql-error')).toContainText('语句已被取消', { timeout: 10_000 });
  await typeSql(sqlPage, 'select 2 as again');
  await sqlPage.getByRole('button', { name: '执行', exact: true }).click();
  await expect(grid.getByRole('cell')).toHaveText(['2']);

  await sqlPage.getByRole('button', { name: /关闭会话/ }).click();
  await expect(sqlPage.getByRole('tab')).toHaveCount(0);
});
