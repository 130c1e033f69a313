import { describe, expect, it } from 'vitest';
import {
  activityTable,
  approvalsTable,
  bucketLabel,
  commandsTable,
  formatWaited,
  proxiesTable,
  topUsersTable,
} from '../../../src/app/features/dashboard/dashboardTables';
import { dashboardTexts, ensureDashboardTexts } from '../../../src/app/features/dashboard/i18n';
import { i18n, setLanguage } from '../../../src/app/i18n';
import type { DashboardOverview } from '../../../src/shared/api/dashboard';

const bucket = (bucketStart: string, sessions: number, signInFailures = 0) => ({
  bucketStart,
  sessions,
  commands: sessions * 10,
  blocked: 1,
  held: 2,
  signInFailures,
});

const overview: DashboardOverview = {
  period: '7d',
  grain: 'day',
  from: '2026-11-21T00:00:00.000Z',
  generatedAt: '2026-11-27T09:30:00.000Z',
  liveSessions: 2,
  series: [bucket('2026-11-26T00:00:00.000Z', 4, 1), bucket('2026-11-27T00:00:00.000Z', 6, 3)],
  totals: { sessions: 10, commands: 100, blocked: 2, held: 4, signInFailures: 4 },
  topUsers: [
    { userId: 7, userName: 'ops01', nickName: '运维一', sessions: 6 },
    { userId: 9, userName: null, nickName: null, sessions: 4 },
  ],
  topAssets: [{ assetId: 3, assetName: 'db01', sessions: 10 }],
  protocols: [{ protocol: 'SSH', sessions: 10 }],
  approvals: { total: 3, under1h: 1, under24h: 1, under7d: 0, older: 1, oldestTime: null, byKind: [] },
  proxies: { online: 2, offline: 1, unknown: 0, disabled: 1 },
  licence: { status: 1, limits: { assets: 10, sessions: 2, nodes: 1 }, usage: { assets: 3, sessions: 1, nodes: 1 } },
};

describe('the dashboard’s tables (what each chart and its table view show)', () => {
  it('labels a UTC day bucket with its UTC date and an hour bucket with the local hour', () => {
    expect(bucketLabel('2026-11-27T00:00:00.000Z', 'day')).toBe('11-27');
    const hour = new Date(2026, 10, 27, 14, 0, 0);
    expect(bucketLabel(hour.toISOString(), 'hour')).toBe('14:00');
  });

  it('puts one row per bucket with its sessions and failed sign-ins, in order', async () => {
    ensureDashboardTexts();
    await setLanguage('zh-CN');
    const table = activityTable(overview, i18n.t);
    expect(table).toEqual({
      category: '日期（UTC）',
      series: ['会话', '登录失败'],
      rows: [
        { label: '11-26', values: [4, 1] },
        { label: '11-27', values: [6, 3] },
      ],
    });
    expect(commandsTable(overview, i18n.t).rows[1]?.values).toEqual([60, 1, 2]);
  });

  it('names users as they are now, and a deleted one by its id', async () => {
    ensureDashboardTexts();
    await setLanguage('en');
    expect(topUsersTable(overview, i18n.t).rows.map((row) => row.label)).toEqual(['运维一 (ops01)', '(deleted #9)']);
    await setLanguage('zh-CN');
  });

  it('counts waiting approvals by age band and proxies by state, zero bands included', async () => {
    ensureDashboardTexts();
    await setLanguage('zh-CN');
    expect(approvalsTable(overview, i18n.t).rows.map((row) => [row.label, row.values[0]])).toEqual([
      ['1 小时内', 1],
      ['1–24 小时', 1],
      ['1–7 天', 0],
      ['7 天以上', 1],
    ]);
    expect(proxiesTable(overview, i18n.t).rows.map((row) => row.values[0])).toEqual([2, 1, 0, 1]);
  });

  it('says how long the oldest request waited in its largest whole unit', () => {
    expect(formatWaited(5 * 60_000, 'en')).toBe('5 minutes');
    expect(formatWaited(3 * 3_600_000 + 59 * 60_000, 'en')).toBe('3 hours');
    expect(formatWaited(50 * 3_600_000, 'zh-CN')).toBe('2天');
  });

  it('has every text in both languages', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(dashboardTexts.en)).toEqual(keys(dashboardTexts['zh-CN']));
  });
});
