import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { insertAttempt, insertCommand } from '../../src/server/modules/terminal/sessionRows';
import { Permission } from '../../src/shared/access/permissions';
import { type StatisticsReport, StatisticsReportSchema } from '../../src/shared/api/statistics';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { sessionStart } from './sessionStarts';

/**
 * Issue 17 item 3: the statistics report (/index) and the lists behind it (/statis-info-list). Figures match
 * hand-counted fixtures over chosen UTC days; the XLSX export holds the same figures; the report needs
 * system:statistics:query and the lists system:log:query; a bad period is refused, naming what is wrong.
 */
const DAY_MS = 86_400_000;
const ASSET_A = 920_001;
const ASSET_B = 920_002;

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

async function report(server: TestServer, token: string, query: Record<string, string>): Promise<StatisticsReport> {
  const result = await call(server.app, 'GET', '/statistics/report', { token, query });
  expect(result.body.msg).toBe('操作成功');
  return StatisticsReportSchema.parse(result.body.data);
}

describeEachDatabase('statistics report (issue 17)', (server) => {
  it('counts the chosen UTC days per day and per hour, with breakdowns, as hand-counted', async () => {
    const s = server();
    const token = await signInAdmin(s);
    const carol = await createUser(s, { userName: 'stat_carol' });
    const dave = await createUser(s, { userName: 'stat_dave' });
    const now = s.clock.now();
    const today = new Date(`${dayOf(now)}T00:00:00.000Z`);
    const at = (days: number, hour: number) => new Date(today.getTime() - days * DAY_MS + hour * 3_600_000);
    // Two days ago: carol 2 SSH on A at 01:xx, dave 1 TELNET on B at 05:xx. Five days ago: dave SSH on A.
    // Twenty days ago: carol SSH on B (outside a week, inside a month).
    const first = await insertAttempt(s.db, sessionStart(carol.id, ASSET_A, 'SSH'), at(2, 1));
    await insertAttempt(s.db, sessionStart(carol.id, ASSET_A, 'SSH'), at(2, 1));
    const telnet = await insertAttempt(s.db, sessionStart(dave.id, ASSET_B, 'TELNET'), at(2, 5));
    await insertAttempt(s.db, sessionStart(dave.id, ASSET_A, 'SSH'), at(5, 3));
    await insertAttempt(s.db, sessionStart(carol.id, ASSET_B, 'SSH'), at(20, 3));
    for (const action of ['run', 'run', 'blocked', 'refused'] as const) {
      await insertCommand(s.db, first, 1, `echo ${action}`, action, at(2, 1));
    }
    await insertCommand(s.db, telnet, 1, 'reboot', 'blocked', at(2, 5));

    const week = await report(s, token, { from: dayOf(at(6, 0)), to: dayOf(today) });
    expect(week.grain).toBe('day');
    expect(week.series).toHaveLength(7);
    expect(week.totals).toEqual({ sessions: 4, commands: 5, blocked: 2, held: 1, signInFailures: 0 });
    expect(week.series.find((bucket) => bucket.bucketStart === at(2, 0).toISOString())).toMatchObject({
      sessions: 3,
      commands: 5,
      blocked: 2,
      held: 1,
    });
    const byDimension = Object.fromEntries(week.breakdowns.map((breakdown) => [breakdown.dimension, breakdown]));
    expect(Object.keys(byDimension).sort()).toEqual(['action', 'asset', 'protocol', 'user']);
    expect(byDimension.user?.rows.map((row) => [row.name, row.count])).toEqual([
      ['stat_carol', 2],
      ['stat_dave', 2],
    ]);
    expect(byDimension.user?.rows[0]?.nickName).toBe('stat_carol nick');
    expect(byDimension.asset?.rows.map((row) => [row.key, row.name, row.count])).toEqual([
      [String(ASSET_A), null, 3],
      [String(ASSET_B), null, 1],
    ]);
    expect(byDimension.protocol?.rows.map((row) => [row.name, row.count])).toEqual([
      ['SSH', 3],
      ['TELNET', 1],
    ]);
    expect(byDimension.action).toMatchObject({ metric: 'commands', keys: 3, others: 0 });
    expect(byDimension.action?.rows.map((row) => [row.key, row.count])).toEqual([
      ['blocked', 2],
      ['run', 2],
      ['refused', 1],
    ]);

    // One day per hour, one breakdown: 24 buckets, the sessions in their hours.
    const oneDay = await report(s, token, {
      from: dayOf(at(2, 0)),
      to: dayOf(at(2, 0)),
      grain: 'hour',
      dimensions: 'protocol',
    });
    expect(oneDay.series).toHaveLength(24);
    expect(oneDay.series[1]?.sessions).toBe(2);
    expect(oneDay.series[5]?.sessions).toBe(1);
    expect(oneDay.breakdowns.map((breakdown) => breakdown.dimension)).toEqual(['protocol']);

    // A month, no breakdown: the session twenty days ago counts, and sign-ins refused today too.
    await attemptSignIn(s, 'stat_carol', 'wrong-password');
    const month = await report(s, token, { from: dayOf(at(29, 0)), to: dayOf(today), dimensions: '' });
    expect(month.series).toHaveLength(30);
    expect(month.totals.sessions).toBe(5);
    expect(month.totals.signInFailures).toBe(1);
    expect(month.breakdowns).toEqual([]);
  });

  it('exports the same figures as an XLSX workbook in the caller’s language', async () => {
    const s = server();
    const token = await signInAdmin(s);
    const erin = await createUser(s, { userName: 'stat_erin' });
    const now = s.clock.now();
    await insertAttempt(s.db, sessionStart(erin.id, ASSET_A, 'SSH'), now);
    await insertAttempt(s.db, sessionStart(erin.id, ASSET_B, 'SSH'), now);
    const query = { from: dayOf(now), to: dayOf(now), dimensions: 'user,asset' };
    const result = await call(s.app, 'GET', '/statistics/report/export', { token, query });
    expect(result.body.code).toBe(ResponseCode.ok);
    const file = result.body.data as { fileName: string; contentBase64: string };
    expect(file.fileName).toBe(`gatehouse-statistics-${dayOf(now)}-${dayOf(now)}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contentBase64, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['概览', '趋势', '用户', '资产']);
    const series = workbook.getWorksheet('趋势');
    expect(series?.getRow(1).values).toEqual([
      undefined,
      '时间（UTC）',
      '会话',
      '命令',
      '阻断',
      '审批命令',
      '登录失败',
    ]);
    // The same figures as the report itself (other tests of this server add to the day's counts).
    const same = await report(s, token, query);
    const bucket = same.series[0];
    expect(bucket?.sessions).toBeGreaterThanOrEqual(2);
    expect(series?.getRow(2).values).toEqual([
      undefined,
      dayOf(now),
      bucket?.sessions,
      bucket?.commands,
      bucket?.blocked,
      bucket?.held,
      bucket?.signInFailures,
    ]);
    const users = workbook.getWorksheet('用户');
    const erinRow = same.breakdowns[0]?.rows.findIndex((row) => row.name === 'stat_erin') ?? -1;
    expect(erinRow).toBeGreaterThanOrEqual(0);
    expect(users?.getRow(erinRow + 2).values).toEqual([
      undefined,
      'stat_erin',
      'stat_erin nick',
      2,
      2 / (bucket?.sessions ?? 1),
    ]);

    const english = await call(s.app, 'GET', '/statistics/report/export', {
      token,
      query,
      headers: { 'accept-language': 'en' },
    });
    const englishBook = new ExcelJS.Workbook();
    await englishBook.xlsx.load(
      Buffer.from((english.body.data as { contentBase64: string }).contentBase64, 'base64') as unknown as ArrayBuffer,
    );
    expect(englishBook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Series', 'User', 'Asset']);
  });

  it('refuses a period that is reversed, too long, or too long per hour, naming what is wrong', async () => {
    const s = server();
    const token = await signInAdmin(s);
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-03-10', to: '2026-03-01' }, 'to: 结束日期不能早于开始日期'],
      [{ from: '2024-01-01', to: '2025-12-31' }, 'to: 统计区间不能超过 366 天'],
      [{ from: '2026-03-01', to: '2026-03-10', grain: 'hour' }, 'grain: 按小时统计的区间不能超过 7 天'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from格式不正确'],
      [{ from: '2026-03-01', to: '2026-03-02', dimensions: 'user,planet' }, 'dimensions格式不正确'],
    ];
    for (const [query, message] of cases) {
      const result = await call(s.app, 'GET', '/statistics/report', { token, query });
      expect(result.body.code, JSON.stringify(query)).not.toBe(ResponseCode.ok);
      // The field goes in front of a message that does not name it (the console maps it to the field).
      expect(result.body.msg).toBe(message);
    }
  });

  it('gives the report to system:statistics:query and the lists behind it to system:log:query only', async () => {
    const s = server();
    const operator = await createUser(s, {
      userName: 'stat_operator',
      permissions: [Permission.homeQuery, Permission.dashboardQuery],
    });
    const operatorToken = await signIn(s, 'stat_operator', operator.password);
    const query = { from: '2026-03-01', to: '2026-03-02' };
    for (const path of ['/statistics/report', '/statistics/report/export', '/audit/commands/list']) {
      const refused = await call(s.app, 'GET', path, {
        token: operatorToken,
        query: path.startsWith('/audit') ? {} : query,
      });
      expect(refused.body.code, path).toBe(ResponseCode.forbidden);
    }
    const reader = await createUser(s, { userName: 'stat_reader', permissions: [Permission.statisticsQuery] });
    const readerToken = await signIn(s, 'stat_reader', reader.password);
    expect((await call(s.app, 'GET', '/statistics/report', { token: readerToken, query })).body.code).toBe(
      ResponseCode.ok,
    );
    expect((await call(s.app, 'GET', '/audit/commands/list', { token: readerToken })).body.code).toBe(
      ResponseCode.forbidden,
    );
  });

  it('lists the command lines and sessions behind a count, by time, outcome, user, asset and protocol', async () => {
    const s = server();
    const token = await signInAdmin(s);
    const frank = await createUser(s, { userName: 'stat_frank' });
    const grace = await createUser(s, { userName: 'stat_grace' });
    const now = s.clock.now();
    const earlier = new Date(now.getTime() - 3 * DAY_MS);
    const franks = await insertAttempt(s.db, sessionStart(frank.id, ASSET_A, 'SSH'), now);
    const graces = await insertAttempt(s.db, sessionStart(grace.id, ASSET_B, 'TELNET'), earlier);
    await insertCommand(s.db, franks, 1, 'uptime', 'run', now);
    await insertCommand(s.db, franks, 2, 'rm -rf /srv', 'blocked', now);
    await insertCommand(s.db, franks, 3, 'shutdown now', 'withdrawn', now);
    await insertCommand(s.db, graces, 1, 'rm -rf /tmp/x', 'blocked', earlier);

    const list = async (query: Record<string, string>) => {
      const result = await call(s.app, 'GET', '/audit/commands/list', { token, query });
      expect(result.body.code).toBe(ResponseCode.ok);
      return result.body as unknown as { total: number; rows: { line: string; userName: string; sessionId: number }[] };
    };
    // Other tests of this server add lines of their own: the assertions look at these two users' lines.
    const ours = (rows: { line: string; userName: string }[]) =>
      rows.filter((row) => row.userName === `u${frank.id}` || row.userName === `u${grace.id}`);
    const blocked = await list({ action: 'blocked' });
    expect(ours(blocked.rows).map((row) => [row.line, row.userName])).toEqual([
      ['rm -rf /srv', `u${frank.id}`],
      ['rm -rf /tmp/x', `u${grace.id}`],
    ]);
    const recent = await list({ action: 'blocked', timeFrom: new Date(now.getTime() - DAY_MS).toISOString() });
    expect(ours(recent.rows).map((row) => row.line)).toEqual(['rm -rf /srv']);
    expect(ours((await list({ held: 'true' })).rows).map((row) => row.line)).toEqual(['shutdown now']);
    expect((await list({ userId: String(grace.id) })).total).toBe(1);
    expect((await list({ assetId: String(ASSET_A), line: 'UPTIME' })).rows.map((row) => row.sessionId)).toEqual([
      franks,
    ]);
    const bad = await call(s.app, 'GET', '/audit/commands/list', { token, query: { action: 'exploded' } });
    expect(bad.body.msg).toBe('action格式不正确');

    const sessions = await call(s.app, 'GET', '/audit/sessions/list', {
      token,
      query: { protocol: 'telnet', userId: String(grace.id) },
    });
    expect((sessions.body as unknown as { rows: { sessionId: number }[] }).rows.map((row) => row.sessionId)).toEqual([
      graces,
    ]);
    const sshOfGrace = await call(s.app, 'GET', '/audit/sessions/list', {
      token,
      query: { protocol: 'ssh', userId: String(grace.id) },
    });
    expect((sshOfGrace.body as unknown as { total: number }).total).toBe(0);
    const byAsset = await call(s.app, 'GET', '/audit/sessions/list', {
      token,
      query: { assetId: String(ASSET_A), userId: String(frank.id) },
    });
    expect((byAsset.body as unknown as { total: number }).total).toBe(1);
  });
});
