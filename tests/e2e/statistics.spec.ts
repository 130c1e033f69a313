import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { RoleKey } from '../../src/shared/access/permissions';
import type { StatisticsReport } from '../../src/shared/api/statistics';
import { readCaptchaAnswer } from '../support/captcha';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { prepareSshAsset, recordSession } from './support/recordedSession';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * The statistics report (/index) and the lists behind it (/statis-info-list), issue 17 item 3: an operator really
 * works on a host through the gateway and a visitor's sign-ins are refused; the auditor reads the week's figures as
 * tiles, charts and tables, follows a breakdown row to the sessions and command lines behind it, exports the
 * report as XLSX and prints it to PDF, and is told plainly when the period asked for cannot be counted.
 */
const origin = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(origin, E2E_DATA_DIR);
const OPERATOR = { userName: 'stat_e2e_operator', password: 'Stat#E2e2026' };
const VISITOR = { userName: 'stat_e2e_visitor', password: 'Visit#E2e2026' };
const ASSET = `stat_e2e_host_${Date.now()}`;
const MARKER = { line: 'echo stat-marker-$((6*7))', output: 'stat-marker-42' };
let sshd: TestSshd;
let adminToken = '';

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const TODAY = utcDay(Date.now());
const WEEK_AGO = utcDay(Date.now() - 6 * 86_400_000);

async function report(query: string): Promise<StatisticsReport> {
  return fixtures.api<StatisticsReport>(`/statistics/report?${query}`, {}, adminToken);
}

/** A sign-in with a wrong password, as a guessing visitor makes it: refused and counted. */
async function refuseSignIn(): Promise<void> {
  const { uuid } = await fixtures.api<{ uuid: string }>('/ucenter/captcha');
  const response = await fetch(`${origin}/prod-api/ucenter/login/passwdLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'WEB' },
    body: JSON.stringify({
      username: VISITOR.userName,
      password: 'not-the-password',
      uuid,
      code: readCaptchaAnswer(E2E_DATA_DIR, uuid),
    }),
  });
  expect(((await response.json()) as { code: number }).code).not.toBe(200);
}

function total(page: Page, name: string) {
  return page.getByTestId(`report-total-${name}`);
}

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  await fixtures.createUser(VISITOR.userName, VISITOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  adminToken = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const target = await prepareSshAsset(fixtures, origin, adminToken, sshd, ASSET, OPERATOR.userName);
  const operator = await fixtures.signIn(OPERATOR.userName, OPERATOR.password);
  await recordSession(fixtures, origin, operator, target, [MARKER]);
  for (let attempt = 0; attempt < 2; attempt++) await refuseSignIn();
});

test.afterAll(async () => {
  await sshd?.stop();
});

test('the auditor reads the week as figures, charts and tables, and follows a row to the sessions and commands behind it', async ({
  page,
}) => {
  const week = await report(`from=${WEEK_AGO}&to=${TODAY}`);
  const operatorRow = week.breakdowns
    .find((breakdown) => breakdown.dimension === 'user')
    ?.rows.find((row) => row.name === OPERATOR.userName);
  expect(operatorRow?.count).toBeGreaterThanOrEqual(1);
  expect(week.totals.signInFailures).toBeGreaterThanOrEqual(2);

  await signInByToken(page, E2E_ADMIN, '/index');
  await expect(page.getByRole('heading', { name: '统计报表', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-period')).toContainText(`${WEEK_AGO} 至 ${TODAY}（UTC），按日`);
  await expect(total(page, 'sessions')).toContainText(week.totals.sessions.toLocaleString('zh-CN'));
  await expect(total(page, 'signInFailures')).toContainText(week.totals.signInFailures.toLocaleString('zh-CN'));

  // The series as a chart, and the same figures as a table: one row per UTC day.
  const activity = page.getByRole('region', { name: '会话与登录失败' });
  await expect(activity.getByRole('img').locator('svg')).toBeVisible();
  await activity.getByRole('button', { name: '表格' }).click();
  const table = activity.getByRole('table', { name: '会话与登录失败' });
  await expect(table.getByRole('columnheader')).toHaveText(['日期（UTC）', '会话', '登录失败']);
  await expect(table.getByRole('row')).toHaveCount(7 + 1);
  await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText(TODAY);

  // The user breakdown lists the operator with a share; its link opens the sessions behind the count.
  const users = page.getByTestId('breakdown-user').getByRole('table', { name: '按用户统计' });
  const row = users.getByRole('row').filter({ hasText: OPERATOR.userName });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(operatorRow?.count));
  await row.getByRole('link', { name: /的明细$/ }).click();
  await expect(page).toHaveURL(/\/statis-info-list\?tab=sessions&.*userId=\d+/);
  await expect(page.getByRole('heading', { name: '统计信息' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toHaveCount(0);
  await expect(page.getByText(`筛选：用户: ${OPERATOR.userName}`)).toBeVisible();
  const sessions = page.getByRole('table', { name: '会话' });
  await expect(sessions.getByRole('row').filter({ hasText: ASSET })).toHaveCount(1);

  // The same user's command lines: the one typed on the host, with a link to its replay.
  await page.getByRole('tab', { name: '命令' }).click();
  const commands = page.getByRole('table', { name: '命令' });
  const line = commands.getByRole('row').filter({ hasText: MARKER.line });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('cell').nth(5)).toHaveText('执行');

  // Failed sign-ins of the period: the visitor's refusals.
  await page.getByRole('tab', { name: '登录失败' }).click();
  await expect(
    page.getByRole('table', { name: '登录失败' }).getByRole('row').filter({ hasText: VISITOR.userName }),
  ).not.toHaveCount(0);

  // Back in the report, per hour over ten days is refused before any call, in words.
  await page.getByRole('link', { name: '返回统计报表' }).click();
  await expect(page.getByRole('heading', { name: '统计报表', level: 1 })).toBeVisible();
  await page.getByLabel('开始日期').fill(utcDay(Date.now() - 9 * 86_400_000));
  await page.getByRole('radio', { name: '按小时' }).check();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert')).toContainText('按小时统计的区间不能超过 7 天');
  // Today per hour: 24 rows, kept in the address.
  await page.getByRole('button', { name: '今天' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/grain=hour/);
  await expect(page.getByTestId('report-period')).toContainText(`${TODAY} 至 ${TODAY}（UTC），按小时`);
  const hourly = page.getByRole('region', { name: '会话与登录失败' });
  await hourly.getByRole('button', { name: '表格' }).click();
  await expect(hourly.getByRole('table').getByRole('row')).toHaveCount(24 + 1);
});

test('the report is exported as an XLSX workbook and printed to PDF without the console around it', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, `/index?from=${WEEK_AGO}&to=${TODAY}&grain=day&dimensions=user,action`);
  await expect(total(page, 'sessions')).toBeVisible();
  const week = await report(`from=${WEEK_AGO}&to=${TODAY}&dimensions=user,action`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`gatehouse-statistics-${WEEK_AGO}-${TODAY}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['概览', '趋势', '用户', '命令处理']);
  const series = workbook.getWorksheet('趋势');
  let sessions = 0;
  series?.eachRow((row, index) => {
    if (index > 1) sessions += Number(row.getCell(2).value);
  });
  expect(sessions).toBeGreaterThanOrEqual(week.totals.sessions);

  // Printed: the report alone (no menu, no buttons, no form), its charts and tables kept.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: '统计报表', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '导出 XLSX' })).toBeHidden();
  await expect(page.getByRole('form', { name: '统计条件' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: '菜单' })).toBeHidden();
  await expect(page.getByTestId('breakdown-user').getByRole('table')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(20_000);
  await page.emulateMedia({ media: 'screen' });

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Statistics report', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-period')).toContainText(`${WEEK_AGO} to ${TODAY} (UTC), Per day`);
  await expect(page.getByRole('region', { name: 'By User' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
});
