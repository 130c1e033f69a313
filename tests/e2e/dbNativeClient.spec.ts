import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { preparePostgresAsset } from './support/postgresAsset';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Issue 18 item 4: 客户端连接 on /assets-my. An operator granted a PostgreSQL asset issues a token in the dialog,
 * copies the psql command line it shows and runs it with the real psql through the server's listener (each test
 * server listens on a free port, playwright.config.ts), then revokes the token and the same command is refused.
 * A program of theirs binds parameters to a prepared statement; the administrator reads the values in the record.
 */
const OPERATOR = { userName: 'native_operator', password: 'Native#E2e2026' };
const ASSET = 'native_e2e_pg';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let assetName = '';

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  assetName = `${ASSET}_${Date.now()}`;
  await preparePostgresAsset(fixtures, `http://127.0.0.1:${E2E_PORT}`, token, assetName, OPERATOR.userName);
});

/** The dialog's psql line, run by a POSIX shell with a query added; psql's output and exit status. */
function runPsql(commandLine: string) {
  const result = spawnSync('sh', ['-c', `${commandLine} -XAtc 'select current_user'`], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { PATH: process.env.PATH ?? '' },
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

/** The operator's 客户端连接 dialog on /assets-my with a token just issued in it. */
async function issueInDialog(page: Page) {
  await signInByToken(page, OPERATOR, '/assets-my');
  const row = page.getByRole('row').filter({ hasText: assetName });
  await row.getByRole('button', { name: `${assetName} 的客户端连接` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`客户端连接：${assetName}`)).toBeVisible();
  await dialog.getByRole('button', { name: '签发令牌' }).click();
  return dialog;
}

test('issue 18: an operator issues a native client token, connects with the psql line shown, and revokes it', async ({
  page,
}) => {
  const dialog = await issueInDialog(page);
  await expect(dialog.getByText('PostgreSQL（psql）')).toBeVisible();
  const psqlLine = dialog.locator('pre', { hasText: 'sslmode=require' });
  await expect(dialog.getByText(/后失效（仅限新连接）/)).toBeVisible();
  const commandLine = (await psqlLine.textContent()) ?? '';
  expect(commandLine).toMatch(/^PGPASSWORD='[\w-]+' psql "host=\S+ port=\d+ user=gh_[a-z0-9]{10} sslmode=require"$/);

  const connected = runPsql(commandLine);
  expect(connected.stderr).toBe('');
  expect(connected.stdout).toBe('gatehouse_e2e_sql');

  await dialog.getByRole('button', { name: '吊销令牌' }).click();
  await expect(dialog.getByText('令牌已吊销', { exact: true })).toBeVisible();
  const refused = runPsql(commandLine);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('revoked');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
});

/** The host, port, user and token of the dialog's psql line, for a client program of the operator's. */
function connectionOf(commandLine: string): pg.ClientConfig {
  const [, password, host, port, user] =
    /^PGPASSWORD='([\w-]+)' psql "host=(\S+) port=(\d+) user=(\S+) sslmode=require"$/.exec(commandLine) ?? [];
  return { host, port: Number(port), user, password, database: 'postgres', ssl: { rejectUnauthorized: false } };
}

test('issue 18: a program’s prepared statement through the listener, its parameter values read on /vedio-replay', async ({
  page,
  browser,
}) => {
  const dialog = await issueInDialog(page);
  const commandLine = (await dialog.locator('pre', { hasText: 'sslmode=require' }).textContent()) ?? '';

  const client = new pg.Client(connectionOf(commandLine));
  await client.connect();
  try {
    const found = await client.query('select $1::text as who, $2::int + 1 as next, $3::text is null as unset', [
      '张三',
      41,
      null,
    ]);
    expect(found.rows).toEqual([{ who: '张三', next: 42, unset: true }]);
  } finally {
    await client.end();
  }

  const auditorContext = await browser.newContext();
  const auditor = await auditorContext.newPage();
  await signInByToken(auditor, E2E_ADMIN, '/vedio-replay');
  const listed = auditor.getByRole('row').filter({ hasText: assetName }).first();
  await listed.getByRole('button', { name: /^查看语句/ }).click();
  const statements = auditor.getByRole('table', { name: '语句列表' });
  await expect(statements.getByRole('row').nth(1)).toContainText('select $1::text as who');
  const params = statements.getByRole('list', { name: '参数' });
  await expect(params.getByRole('listitem')).toHaveText(['1 = 张三', '2 = 41', '3 = NULL']);

  await auditor.getByRole('searchbox', { name: '搜索语句' }).fill('张三');
  await expect(auditor.getByTestId('statement-count')).toHaveText('1 / 1 条语句');
  await closeContext(auditorContext);
});
