import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { ApprovalDialog } from './pages/ApprovalPages';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { preparePostgresAsset } from './support/postgresAsset';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Issue 18 item 3, SQL interception: the administrator makes an SQL policy on /command-intercept-list (DROP is
 * blocked on the asset); a second one holds a DELETE without WHERE for approval. The operator's SQL console on a
 * PostgreSQL asset shows the DROP blocked, the DELETE held until the administrator approves it in the approval
 * centre, then its result; another held DELETE is withdrawn by the operator and not run.
 */
const OPERATOR = { userName: 'sqlint_operator', password: 'Sql#Int2026' };
const origin = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(origin, E2E_DATA_DIR);
const ASSET = `sqlint_pg_${Date.now()}`;
const POLICY = `sql-no-drop-${Date.now() % 1e6}`;
let assetId = 0;
let adminToken = '';

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  adminToken = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  ({ assetId } = await preparePostgresAsset(fixtures, origin, adminToken, ASSET, OPERATOR.userName));
});

async function typeSql(page: Page, sql: string) {
  const editor = page.getByRole('textbox', { name: /SQL 编辑器/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
}

async function runSql(page: Page, sql: string) {
  await typeSql(page, sql);
  await page.getByRole('button', { name: '执行', exact: true }).click();
}

test('issue 18: an SQL policy made in the UI blocks DROP; a DELETE without WHERE waits for approval, then runs', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await test.step('the administrator adds an SQL policy blocking DROP on the asset', async () => {
    await signInByToken(page, E2E_ADMIN, '/command-intercept-list');
    await page.getByRole('button', { name: '新增策略' }).click();
    const form = page.getByRole('form', { name: '新增命令拦截策略' });
    await form.getByRole('textbox', { name: '策略名称' }).fill(POLICY);
    await form.getByRole('radio', { name: 'SQL 语句（数据库会话）' }).check();
    await form.getByRole('checkbox', { name: 'DROP', exact: true }).check();
    await form.getByRole('radio', { name: '拦截（按匹配处理）' }).check();
    await form.getByRole('combobox', { name: '资产' }).click();
    await page.getByRole('menuitemcheckbox', { name: ASSET }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    const row = page.getByRole('row').filter({ hasText: POLICY });
    await expect(row).toContainText('SQL');
    await expect(row).toContainText('DROP');
    await expect(row).toContainText('解析失败时拦截');
  });
  // The second policy by the API: held for approval, decided by the holders of the approval right.
  await fixtures.api(
    '/policy/command/add',
    {
      method: 'POST',
      body: JSON.stringify({
        name: `${POLICY}-delete`,
        target: 1,
        matchKind: 0,
        action: 1,
        sqlKinds: ['DELETE'],
        sqlNoWhere: true,
        assetIds: [assetId],
      }),
    },
    adminToken,
  );

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInByToken(operator, OPERATOR, '/assets-my');
  const opened = operatorContext.waitForEvent('page');
  await operator.getByRole('button', { name: `连接 ${ASSET}`, exact: true }).click();
  const sql = await opened;
  await expect(sql.getByTestId('sql-console')).toBeVisible();

  await test.step('DROP is blocked, naming the policy', async () => {
    await runSql(sql, 'create temp table gh_e2e as select generate_series(1, 3) as id');
    await expect(sql.getByTestId('sql-summary')).toContainText('3');
    await runSql(sql, 'drop table gh_e2e');
    await expect(sql.getByTestId('sql-error')).toContainText(`语句已被拦截（策略：${POLICY}）`);
  });

  await test.step('a DELETE without WHERE is held until the administrator approves it', async () => {
    await runSql(sql, 'delete from gh_e2e');
    await expect(sql.getByTestId('sql-held')).toContainText('语句需要审批');
    await expect(sql.getByRole('button', { name: '撤回审批' })).toBeVisible();

    await page.getByRole('button', { name: '待审批' }).click();
    await page.getByRole('button', { name: new RegExp(`^命令审批 · ${OPERATOR.userName}`) }).click();
    const dialog = new ApprovalDialog(page);
    await expect(dialog.root).toBeVisible();
    await dialog.expectFact('命令', 'delete from gh_e2e');
    await dialog.choose('同意');
    await dialog.submit();
    await expectToast(page, '提交审批成功');

    await expect(sql.getByTestId('sql-held')).toBeHidden({ timeout: 15_000 });
    await expect(sql.getByTestId('sql-policy-note')).toContainText('已同意执行语句');
    await expect(sql.getByTestId('sql-summary')).toContainText('影响 3 行');
  });

  await test.step('the operator withdraws another held DELETE: it is not run', async () => {
    await runSql(sql, 'insert into gh_e2e values (7)');
    await runSql(sql, 'delete from gh_e2e');
    await expect(sql.getByTestId('sql-held')).toBeVisible();
    await sql.getByRole('button', { name: '撤回审批' }).click();
    await expect(sql.getByTestId('sql-held')).toBeHidden();
    await expect(sql.getByTestId('sql-error')).toContainText('已撤回语句审批，语句未执行');
    await runSql(sql, 'select count(*) as left_rows from gh_e2e');
    await expect(sql.getByRole('region', { name: '查询结果' }).getByRole('cell')).toHaveText(['1']);
  });
  await closeContext(operatorContext);
});
