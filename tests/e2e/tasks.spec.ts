import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Scheduled tasks (issue 15): the cron guide in both languages; an inspection task made through the form, with the
 * next firings and the matching accounts shown before saving, on an asset that points at a real sshd (started
 * here); run now, its result in the task centre as it happens (pushed through the hub's socket: the page is never
 * reloaded and no tab polls); the run's detail with the password check; the job log. Needs root (sshd).
 */
test.describe.configure({ mode: 'serial' });

const ASSET = 'e2e-tasks-host';
const TASK = 'e2e 巡检任务';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let sshd: TestSshd;
let token: string;

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const list = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const linux = ((await list.json()) as { rows: { platformId: number; platformName: string }[] }).rows.find(
    (row) => row.platformName === 'Linux',
  );
  if (!linux) throw new Error('no Linux asset type');
  const asset = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: ASSET,
        assetType: 0,
        address: sshd.host,
        platformId: linux.platformId,
        encoding: 'UTF-8',
        protocols: [{ protocol: 'SSH', port: sshd.port }],
      }),
    },
    token,
  );
  await fixtures.api(
    '/privilege/account/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetId: asset.assetId,
        accountName: TEST_USERS.password.name,
        authKind: 'password',
        password: TEST_USERS.password.password,
      }),
    },
    token,
  );
});

test.afterAll(async () => {
  await sshd?.stop();
});

/** The administrator, signed in with a token, on `path`. */
async function signIn(page: Page, path: string): Promise<void> {
  await signInByToken(page, E2E_ADMIN, path);
}

const examples = (page: Page, name: string) => page.getByRole('table', { name });

test('the cron guide reads in Chinese and in English, with the examples the scheduler accepts', async ({ page }) => {
  await signIn(page, '/cron-document-list');
  await expect(page.getByRole('heading', { name: 'Cron 表达式说明', level: 1 })).toBeVisible();
  const zhRow = examples(page, '示例').getByRole('row').filter({ hasText: '每月最后一天 23:00' });
  await expect(zhRow).toContainText('0 23 L * *');
  await expect(examples(page, '示例').getByRole('row').filter({ hasText: '每周一 03:30' })).toContainText('30 3 * * 1');
  await expect(page.getByText('两次执行至少间隔 1 分钟', { exact: false })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cron expression guide', level: 1 })).toBeVisible();
  const enRow = examples(page, 'Examples').getByRole('row').filter({ hasText: 'The last day of every month at 23:00' });
  await expect(enRow).toContainText('0 23 L * *');
  await expect(examples(page, 'Nicknames').getByRole('row', { name: /^@daily / })).toContainText('0 0 * * *');
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
});

test('an inspection task: saved with its previews, run now, followed live in the task centre, with its detail and the job log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/cycle-task-manage-list');
  await expect(page.getByRole('heading', { name: '周期任务', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增任务' }).click();
  await expect(page).toHaveURL(/\/cycle-task-manage-form$/);
  await expect(page.getByRole('heading', { name: '新增周期任务' })).toBeVisible();

  await page.getByRole('textbox', { name: '任务名称' }).fill(TASK);
  const zone = page.getByRole('combobox', { name: '时区' });
  await zone.click();
  await zone.fill('shanghai');
  await page.getByRole('option', { name: 'Asia/Shanghai' }).click();
  const nextRuns = page.getByRole('region', { name: '最近 5 次执行时间（Asia/Shanghai）' });

  // A weekly cycle: the next five firings, each a Monday or a Wednesday at 03:30 in Shanghai.
  await page.getByRole('radio', { name: '每周' }).check();
  await page.getByRole('checkbox', { name: '周一' }).check();
  await page.getByRole('checkbox', { name: '周三' }).check();
  await page.getByRole('textbox', { name: '执行时间' }).fill('03:30');
  const firings = nextRuns.getByRole('listitem');
  await expect(firings).toHaveCount(5);
  for (const firing of await firings.all()) await expect(firing).toHaveText(/ 03:30:00 (周一|周三)$/);

  // A cron expression: the server's reason while it cannot fire, then the firings of the one kept.
  await page.getByRole('radio', { name: 'Cron 表达式' }).check();
  const cron = page.getByRole('textbox', { name: 'Cron 表达式' });
  await cron.fill('0 2 * *');
  await expect(nextRuns.getByRole('alert')).toHaveText('Cron 表达式无效，请参考 Cron 表达式说明');
  await cron.fill('*/30 * * * * *');
  await expect(nextRuns.getByRole('alert')).toHaveText('执行间隔不能小于1分钟');
  await cron.fill('0 23 L * *');
  await expect(firings).toHaveCount(5);
  await expect(firings.first()).toHaveText(/ 23:00:00 /);
  await page.getByRole('radio', { name: '周期', exact: true }).check();
  await page.getByRole('radio', { name: '每天' }).check();
  await page.getByRole('textbox', { name: '执行时间' }).fill('02:00');
  await expect(firings.first()).toHaveText(/ 02:00:00 /);

  // Targets: the asset made above; its one account is what the task will inspect.
  await page.getByRole('tab', { name: '资产', exact: true }).click();
  await page.getByRole('textbox', { name: '搜索资产', exact: true }).fill(ASSET);
  await page.getByRole('checkbox', { name: ASSET, exact: true }).check();
  const matching = page.getByRole('region', { name: '匹配的账号' });
  await expect(matching.getByTestId('target-count')).toHaveText('共匹配 1 个账号');
  await expect(matching.getByRole('row').filter({ hasText: TEST_USERS.password.name })).toContainText(sshd.host);

  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新增成功');
  await expect(page).toHaveURL(/\/cycle-task-manage-list$/);
  const taskRow = page.getByRole('table', { name: '周期任务列表' }).getByRole('row').filter({ hasText: TASK });
  await expect(taskRow).toContainText('每天 02:00（Asia/Shanghai）');
  await expect(taskRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:00:00/);
  await expect(taskRow).toContainText('未执行过');

  // Run now: the run's detail opens and shows the inspection's result on the account.
  await taskRow.getByRole('button', { name: `立即执行 ${TASK}` }).click();
  await expect(page).toHaveURL(/\/task-center-detail-list\?runId=\d+$/);
  await expect(page.getByRole('heading', { name: '任务详情', level: 1 })).toBeVisible();
  const targetRow = page
    .getByRole('table', { name: '执行对象列表' })
    .getByRole('row')
    .filter({ hasText: TEST_USERS.password.name });
  await expect(targetRow).toContainText('正确', { timeout: 30_000 });
  await expect(targetRow).toContainText('成功');
  await expect(page.getByTestId('run-log')).toContainText('执行结束：成功 1，失败 0');
  await expect(page.getByTestId('run-result-chart')).toContainText('正确 1');

  // The task centre, opened without a reload: a run started elsewhere appears and ends there as it happens.
  await page.getByRole('link', { name: '返回任务中心' }).click();
  await expect(page.getByRole('heading', { name: '任务中心', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const runRows = page.getByRole('table', { name: '任务执行记录' }).getByRole('row').filter({ hasText: TASK });
  await expect(runRows).toHaveCount(1);
  await expect(runRows.first()).toContainText('手动');
  await expect(runRows.first()).toContainText('成功');
  const taskId = await taskIdOf(TASK);
  const { runId } = await fixtures.api<{ runId: number }>(`/task/cycle/run/${taskId}`, { method: 'POST' }, token);
  await expect(runRows).toHaveCount(2, { timeout: 15_000 });
  const newest = runRows.first();
  await expect(newest.getByRole('button', { name: `详情 ${TASK} #${runId}` })).toBeVisible();
  await expect(newest).toContainText('成功', { timeout: 30_000 });
  await expect(newest).toContainText('1 / 0');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await newest.getByRole('button', { name: `详情 ${TASK} #${runId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/task-center-detail-list\\?runId=${runId}$`));
  await expect(targetRow).toContainText('正确');
  // Two ended runs: the results over time, one column per run, oldest left, the run shown marked.
  const trendColumns = page.getByTestId('run-trend-chart').getByRole('link');
  await expect(trendColumns).toHaveCount(2);
  await expect(trendColumns.last()).toHaveAttribute('aria-current', 'page');
  await expect(trendColumns.last()).toHaveAccessibleName(/：正确 1（当前）$/);

  // The job log: every firing of the scheduler (manual runs are not firings).
  await page.goto('/monitor/job-log/index');
  await expect(page.getByRole('heading', { name: '调度日志', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '调度日志列表' })).toBeVisible();

  // Disabled, the task has no next run.
  await page.goto('/cycle-task-manage-list');
  // The switch follows the server's answer, so it is clicked rather than unchecked (which expects an instant change).
  const enabled = taskRow.getByRole('switch', { name: `启用 ${TASK}` });
  await enabled.click();
  await expectToast(page, `已停用“${TASK}”`);
  await expect(enabled).not.toBeChecked();
  await expect(taskRow).toContainText('未计划');
});

/** A task's id by its name. A page answers `{rows, total}` beside the envelope's data, which the fixtures read. */
async function taskIdOf(taskName: string): Promise<number> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_PORT}/prod-api/task/cycle/list?taskName=${encodeURIComponent(taskName)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const body = (await response.json()) as { rows: { taskId: number; taskName: string }[] };
  const task = body.rows.find((row) => row.taskName === taskName);
  if (!task) throw new Error(`no task ${taskName}`);
  return task.taskId;
}
