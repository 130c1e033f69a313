import pg from 'pg';
import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { E2E_MARIADB, prepareMariaDbAsset } from './support/mariadbAsset';
import { E2E_PG_ROLE, preparePostgresAsset } from './support/postgresAsset';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Issue 18: the SQL console as a DBA uses it every day. On the machine's PostgreSQL: the schema browser and
 * completion from the live schema, the statement under the cursor, Run all, EXPLAIN, paging and a resized column,
 * a change of database, and a reload that reattaches to the same session. On the machine's MariaDB: a database
 * chosen after opening, its tables in the browser, and a script split by MySQL's rules.
 */
const OPERATOR = { userName: 'sql_dba', password: 'Sql#Dba2026' };
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const PG_ASSET = `sql_wb_pg_${Date.now()}`;
const MARIA_ASSET = `sql_wb_maria_${Date.now()}`;
const fixtures = new AccessFixtures(ORIGIN, E2E_DATA_DIR);
let adminToken = '';

/** The PostgreSQL role's own schema in `postgres`, with 250 rows to page through. */
async function preparePgSchema(): Promise<void> {
  const admin = new pg.Client({
    connectionString: process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  try {
    await admin.query('drop schema if exists gatehouse_e2e cascade');
    await admin.query(`create schema gatehouse_e2e authorization ${E2E_PG_ROLE.user}`);
    await admin.query('create table gatehouse_e2e.items (id int primary key, label text not null)');
    await admin.query("insert into gatehouse_e2e.items select n, 'item ' || n from generate_series(1, 250) n");
    await admin.query(`alter table gatehouse_e2e.items owner to ${E2E_PG_ROLE.user}`);
  } finally {
    await admin.end();
  }
}

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  adminToken = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await preparePostgresAsset(fixtures, ORIGIN, adminToken, PG_ASSET, OPERATOR.userName);
  await preparePgSchema();
  await prepareMariaDbAsset(fixtures, ORIGIN, adminToken, MARIA_ASSET, OPERATOR.userName);
});

/** Replaces the editor's text; the cursor ends at its end. */
async function typeSql(page: Page, sql: string) {
  const editor = page.getByRole('textbox', { name: /SQL 编辑器/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

/** Opens the asset from /assets-my; the console opens in a new page. Returns it and its session id. */
async function openConsole(page: Page, asset: string) {
  await signInByToken(page, OPERATOR, '/assets-my');
  const opened = page.context().waitForEvent('page');
  await page.getByRole('row').filter({ hasText: asset }).getByRole('button', { name: /^连接/ }).click();
  const sqlPage = await opened;
  const reply = await sqlPage.waitForResponse(
    (response) => response.url().endsWith('/database/sessions') && response.request().method() === 'POST',
  );
  const sessionId = ((await reply.json()) as { data: { sessionId: number } }).data.sessionId;
  await expect(sqlPage.getByTestId('terminal-status')).toHaveText('已连接');
  return { sqlPage, sessionId };
}

test('issue 18: schema browser, completion, statement under the cursor, EXPLAIN, paging, column width, database, reload', async ({
  page,
}) => {
  const { sqlPage, sessionId } = await openConsole(page, PG_ASSET);
  // The statement socket passes through the test, which cuts it once a pg_sleep statement has been sent.
  await sqlPage.routeWebSocket(/\/ws\/database/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      server.send(message);
      if (String(message).includes('pg_sleep')) setTimeout(() => socket.close(), 300);
    });
    server.onMessage((message) => socket.send(message));
  });

  // The schema browser: the role's schema → its table → columns with types; the filter narrows it.
  const tree = sqlPage.getByRole('tree', { name: '数据库对象' });
  await tree.getByRole('treeitem', { name: 'gatehouse_e2e' }).click();
  await tree.getByRole('treeitem', { name: /items/ }).click();
  await expect(tree.getByRole('treeitem', { name: /label/ })).toContainText('text');
  await sqlPage.getByRole('textbox', { name: '筛选表和列' }).fill('LAB');
  await expect(tree.getByRole('treeitem', { name: /label/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /^id/ })).toHaveCount(0);
  await sqlPage.getByRole('textbox', { name: '筛选表和列' }).fill('');

  // Completion from the live schema: the table of the schema, then its columns.
  await typeSql(sqlPage, 'select * from gatehouse_e2e.it');
  await sqlPage.keyboard.press('Control+Space');
  await expect(sqlPage.getByRole('listbox').getByRole('option', { name: /items/ })).toBeVisible();
  await sqlPage.keyboard.press('Escape');

  // Ctrl+Enter runs the statement under the cursor (the second); Run all runs both in turn.
  await typeSql(sqlPage, 'select 1 as first_one;\nselect 2 as second_one;');
  await sqlPage.keyboard.press('Control+Enter');
  const grid = sqlPage.getByRole('region', { name: '查询结果' });
  await expect(grid.getByRole('columnheader')).toHaveText([/second_one/]);
  await sqlPage.getByRole('button', { name: '全部执行' }).click();
  await expect(sqlPage.getByText('已依次执行 2 条语句')).toBeVisible();

  // EXPLAIN: PostgreSQL's plan as text.
  await typeSql(sqlPage, 'select * from gatehouse_e2e.items where id = 5');
  await sqlPage.getByRole('button', { name: '执行计划' }).click();
  await expect(sqlPage.getByRole('region', { name: '执行计划' })).toContainText('Scan');

  // Paging over the returned rows, and a column widened by keyboard and by dragging.
  await typeSql(sqlPage, 'select id, label from gatehouse_e2e.items order by id');
  await sqlPage.keyboard.press('Control+Enter');
  await expect(sqlPage.getByTestId('sql-page-status')).toHaveText('第 1–100 行，共 250 行（第 1/3 页）');
  await sqlPage.getByRole('button', { name: '下一页' }).click();
  await expect(grid.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('101');
  const handle = sqlPage.getByRole('separator', { name: '调整列宽：label' });
  const before = Number(await handle.getAttribute('aria-valuenow'));
  await handle.focus();
  await sqlPage.keyboard.press('ArrowRight');
  await sqlPage.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 32));
  const box = await handle.boundingBox();
  if (!box) throw new Error('no resize handle on screen');
  await sqlPage.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await sqlPage.mouse.down();
  await sqlPage.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
  await sqlPage.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 92));

  // A network drop while a statement runs: the console says it is reconnecting, then finds the statement's outcome
  // in the session's statements instead of running it again.
  await typeSql(sqlPage, 'select pg_sleep(2) as slept');
  await sqlPage.keyboard.press('Control+Enter');
  await expect(sqlPage.getByTestId('sql-reconnecting')).toBeVisible();
  await expect(sqlPage.getByText(/连接中断期间语句已执行完成：返回 1 行/)).toBeVisible({ timeout: 10_000 });
  await expect(sqlPage.getByTestId('terminal-status')).toHaveText('已连接');
  const sleeps = await fixtures.api<{ sql: string }[]>(`/audit/sessions/${sessionId}/statements`, {}, adminToken);
  expect(sleeps.filter((row) => row.sql.includes('pg_sleep'))).toHaveLength(1);

  // Another database: PostgreSQL logs in again to it, the session goes on.
  await sqlPage.getByTestId('sql-database').selectOption('test');
  // Running waits for the move: the picker and the run button are back once the session is there.
  await expect(sqlPage.getByTestId('sql-database')).toBeEnabled();
  await typeSql(sqlPage, 'select current_database() as db');
  await sqlPage.keyboard.press('Control+Enter');
  await expect(grid.getByRole('cell')).toHaveText(['test']);

  // A reload reattaches to the same session with the editor's text; no new session is opened.
  const opens: string[] = [];
  sqlPage.on('request', (request) => {
    if (request.url().endsWith('/database/sessions') && request.method() === 'POST') opens.push(request.url());
  });
  await typeSql(sqlPage, 'select 42 as after_reload');
  await sqlPage.reload();
  await expect(sqlPage.getByTestId('terminal-status')).toHaveText('已连接');
  await expect(sqlPage.getByText(/已重新连接到原会话/)).toBeVisible();
  await expect(sqlPage.getByRole('textbox', { name: /SQL 编辑器/ })).toHaveText('select 42 as after_reload');
  await expect(sqlPage.getByTestId('sql-database')).toHaveValue('test');
  await sqlPage.getByRole('textbox', { name: /SQL 编辑器/ }).click();
  await sqlPage.keyboard.press('Control+Enter');
  await expect(grid.getByRole('cell')).toHaveText(['42']);
  expect(opens).toEqual([]);
  // The audit has it all in the one session: the change of database and the statement after the reload.
  const audit = await fixtures.api<{ sql: string }[]>(`/audit/sessions/${sessionId}/statements`, {}, adminToken);
  expect(audit.map((row) => row.sql)).toEqual(
    expect.arrayContaining(['\\connect "test"', 'select 42 as after_reload']),
  );

  await sqlPage.getByRole('button', { name: /关闭会话/ }).click();
  await expect(sqlPage.getByRole('tab')).toHaveCount(0);
});

test('issue 18: a MariaDB asset: choose the database after opening, browse it, run a MySQL script', async ({
  page,
}) => {
  const { sqlPage } = await openConsole(page, MARIA_ASSET);
  const picker = sqlPage.getByTestId('sql-database');
  await expect(picker).toHaveValue('');
  await picker.selectOption(E2E_MARIADB.database);
  const tree = sqlPage.getByRole('tree', { name: '数据库对象' });
  await tree.getByRole('treeitem', { name: E2E_MARIADB.database }).click();
  await tree.getByRole('treeitem', { name: /parts/ }).click();
  await expect(tree.getByRole('treeitem', { name: /weight_kg/ })).toContainText('decimal(8,2)');

  // Quotes with a backslash escape and a # comment keep their semicolons; Run all stops at nothing here.
  await typeSql(sqlPage, "select 'a\\';b' as quoted; # not; a statement\nselect count(*) as n from parts;");
  await sqlPage.getByRole('button', { name: '全部执行' }).click();
  await expect(sqlPage.getByText('已依次执行 2 条语句')).toBeVisible();
  const grid = sqlPage.getByRole('region', { name: '查询结果' });
  await expect(grid.getByRole('cell')).toHaveText(['120']);
  await sqlPage.getByRole('button', { name: /关闭会话/ }).click();
  await expect(sqlPage.getByRole('tab')).toHaveCount(0);

  // The database can be chosen at opening too, in the new-session dialog.
  await sqlPage.getByRole('button', { name: '新建会话' }).click();
  const dialog = sqlPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '输入资产名称或地址搜索' }).fill(MARIA_ASSET);
  await dialog.getByRole('combobox', { name: '资产' }).selectOption({ label: `${MARIA_ASSET} (127.0.0.1)` });
  await dialog.getByRole('textbox', { name: '数据库（可选）' }).fill(E2E_MARIADB.database);
  await dialog.getByRole('button', { name: '连接' }).click();
  await expect(sqlPage.getByTestId('terminal-status')).toHaveText('已连接');
  await expect(sqlPage.getByTestId('sql-database')).toHaveValue(E2E_MARIADB.database);
  await sqlPage.getByRole('button', { name: /关闭会话/ }).click();
  await expect(sqlPage.getByRole('tab')).toHaveCount(0);
});
