import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { preparePostgresAsset } from './support/postgresAsset';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Issue 18 items 5 and 2: a behaviour policy masks a phone column of the web SQL console's results on the server
 * (the console shows the mark and the masked value, and the limits in effect), and the administrator replays the
 * database session on /vedio-replay: play, the statement shown with its result's shape, previous/next, jump.
 */
const OPERATOR = { userName: 'sql_policy_operator', password: 'Sql#Policy2026' };
const ASSET = 'sql_policy_pg';
const origin = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(origin, E2E_DATA_DIR);
let target = { assetId: 0, accountId: 0 };

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const admin = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  target = await preparePostgresAsset(fixtures, origin, admin, `${ASSET}_${Date.now()}`, OPERATOR.userName);
  await fixtures.api(
    '/policy/behavior/add',
    {
      method: 'POST',
      body: JSON.stringify({
        name: `mask-phone-${Date.now()}`,
        assetIds: [target.assetId],
        dbRowLimit: 200,
        maxSessionMinutes: 600,
        masking: [{ pattern: 'phone', kind: 'phone' }],
      }),
    },
    admin,
  );
});

test('issue 18: a masked phone column in the SQL console, then the session replayed on /vedio-replay', async ({
  page,
}) => {
  await signInByToken(page, OPERATOR, `/terminal?assetId=${target.assetId}`);
  await expect(page.getByTestId('terminal-status')).toHaveText('已连接');
  await expect(page.getByTestId('sql-limits')).toHaveText(/^每条语句最多返回 200 行，超时 30 秒 · 最长至 \S+/);
  const editor = page.getByRole('textbox', { name: /SQL 编辑器/ });
  await editor.click();
  await page.keyboard.type("select '13812341234' as phone, 'ann' as name");
  // A completion list may be open after the last word: close it so Ctrl+Enter runs.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Enter');
  const grid = page.getByRole('region', { name: '查询结果' });
  await expect(grid.getByRole('cell')).toHaveText(['138****1234', 'ann']);
  await expect(grid.getByRole('columnheader', { name: /phone/ })).toContainText('已脱敏');
  await expect(grid.getByRole('columnheader', { name: /name/ })).not.toContainText('已脱敏');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('select * from replay_nope');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('sql-error')).toContainText('replay_nope');

  await signInByToken(page, E2E_ADMIN, '/vedio-replay');
  const listed = page.getByRole('row').filter({ hasText: ASSET }).first();
  await listed.getByRole('button', { name: /查看语句/ }).click();
  await page.getByRole('tab', { name: '回放' }).click();
  const shape = page.getByTestId('statement-shape');
  await expect(shape.getByRole('heading')).toHaveText('第 1 条语句（共 2 条）');
  await expect(shape.getByRole('table', { name: '结果列' }).getByRole('row').nth(1)).toContainText('已脱敏');
  await expect(page.getByTestId('statement-mark')).toHaveCount(2);

  await page.getByRole('button', { name: '播放' }).click();
  await expect(shape.getByRole('heading')).toHaveText('第 2 条语句（共 2 条）', { timeout: 10_000 });
  await expect(shape).toContainText('relation "replay_nope" does not exist');
  await expect(page.getByRole('button', { name: '播放' })).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: '上一条语句' }).click();
  await expect(shape.getByRole('heading')).toHaveText('第 1 条语句（共 2 条）');
  await page.getByLabel('跳到语句').selectOption({ index: 1 });
  await expect(shape.getByRole('heading')).toHaveText('第 2 条语句（共 2 条）');
});
