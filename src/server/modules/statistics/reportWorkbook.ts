import type { FileDownload } from '../../../shared/api/assetImport';
import type { StatisticsBreakdown, StatisticsReport } from '../../../shared/api/statistics';
import type { Lang } from '../../../shared/messages';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook's words in both languages; the console's own texts for the same report live in its i18n. */
const WORDS = {
  zh: {
    summary: '概览',
    series: '趋势',
    period: '统计区间（UTC）',
    grain: '粒度',
    day: '按日',
    hour: '按小时',
    generatedAt: '生成时间（UTC）',
    time: '时间（UTC）',
    sessions: '会话',
    commands: '命令',
    blocked: '阻断',
    held: '审批命令',
    signInFailures: '登录失败',
    share: '占比',
    others: '其他（{{count}} 项）',
    deleted: '已删除（ID {{id}}）',
    nickName: '姓名',
    user: '用户',
    asset: '资产',
    protocol: '协议',
    action: '命令处理',
    figure: '指标',
    value: '数值',
  },
  en: {
    summary: 'Summary',
    series: 'Series',
    period: 'Period (UTC)',
    grain: 'Grain',
    day: 'Per day',
    hour: 'Per hour',
    generatedAt: 'Generated (UTC)',
    time: 'Time (UTC)',
    sessions: 'Sessions',
    commands: 'Commands',
    blocked: 'Blocked',
    held: 'Held for approval',
    signInFailures: 'Failed sign-ins',
    share: 'Share',
    others: 'Others ({{count}})',
    deleted: 'Deleted (ID {{id}})',
    nickName: 'Name',
    user: 'User',
    asset: 'Asset',
    protocol: 'Protocol',
    action: 'Command outcome',
    figure: 'Figure',
    value: 'Value',
  },
} as const;

const ACTIONS = {
  zh: {
    run: '执行',
    warned: '已告警',
    blocked: '已阻断',
    approved: '审批通过',
    refused: '审批拒绝',
    withdrawn: '已撤回',
  },
  en: {
    run: 'Run',
    warned: 'Warned',
    blocked: 'Blocked',
    approved: 'Approved',
    refused: 'Refused',
    withdrawn: 'Withdrawn',
  },
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * GET /statistics/report/export: the report as an XLSX workbook — a summary sheet, the series (one row per
 * bucket, UTC), and a sheet per breakdown with each row's share of the period's total.
 */
export async function reportWorkbook(report: StatisticsReport, lang: Lang): Promise<FileDownload> {
  const words = WORDS[lang];
  // exceljs costs ~200 ms to load: loaded with the first workbook, not at server start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.created = new Date(report.generatedAt);

  const summary = workbook.addWorksheet(words.summary);
  summary.addRow([words.figure, words.value]).font = { bold: true };
  summary.addRow([words.period, `${report.from} – ${report.to}`]);
  summary.addRow([words.grain, report.grain === 'hour' ? words.hour : words.day]);
  summary.addRow([words.generatedAt, report.generatedAt.replace('T', ' ').slice(0, 19)]);
  for (const figure of ['sessions', 'commands', 'blocked', 'held', 'signInFailures'] as const) {
    summary.addRow([words[figure], report.totals[figure]]);
  }
  summary.getColumn(1).width = 24;
  summary.getColumn(2).width = 28;

  const series = workbook.addWorksheet(words.series);
  series.addRow([words.time, words.sessions, words.commands, words.blocked, words.held, words.signInFailures]).font = {
    bold: true,
  };
  for (const bucket of report.series) {
    const time =
      report.grain === 'hour' ? bucket.bucketStart.slice(0, 16).replace('T', ' ') : bucket.bucketStart.slice(0, 10);
    series.addRow([time, bucket.sessions, bucket.commands, bucket.blocked, bucket.held, bucket.signInFailures]);
  }
  series.getColumn(1).width = 20;
  for (const index of [2, 3, 4, 5, 6]) series.getColumn(index).width = 14;

  for (const breakdown of report.breakdowns) addBreakdownSheet(workbook, breakdown, report, lang);

  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    fileName: `gatehouse-statistics-${report.from}-${report.to}.xlsx`,
    mimeType: XLSX_MIME,
    contentBase64: content.toString('base64'),
    rowCount: report.series.length,
  };
}

type Workbook = InstanceType<typeof import('exceljs')['Workbook']>;

function addBreakdownSheet(workbook: Workbook, breakdown: StatisticsBreakdown, report: StatisticsReport, lang: Lang) {
  const words = WORDS[lang];
  const sheet = workbook.addWorksheet(words[breakdown.dimension]);
  const countHeading = breakdown.metric === 'commands' ? words.commands : words.sessions;
  const withNick = breakdown.dimension === 'user';
  sheet.addRow([words[breakdown.dimension], ...(withNick ? [words.nickName] : []), countHeading, words.share]).font = {
    bold: true,
  };
  const total = breakdown.metric === 'commands' ? report.totals.commands : report.totals.sessions;
  const share = (count: number) => (total > 0 ? count / total : 0);
  for (const row of breakdown.rows) {
    const label =
      breakdown.dimension === 'action'
        ? (ACTIONS[lang][row.key as keyof (typeof ACTIONS)['zh']] ?? row.key)
        : (row.name ?? fill(words.deleted, { id: row.key }));
    sheet.addRow([label, ...(withNick ? [row.nickName ?? ''] : []), row.count, share(row.count)]);
  }
  if (breakdown.others > 0) {
    const unlisted = breakdown.keys - breakdown.rows.length;
    sheet.addRow([
      fill(words.others, { count: unlisted }),
      ...(withNick ? [''] : []),
      breakdown.others,
      share(breakdown.others),
    ]);
  }
  sheet.getColumn(1).width = 28;
  if (withNick) sheet.getColumn(2).width = 20;
  sheet.getColumn(withNick ? 4 : 3).numFmt = '0.0%';
  sheet.getColumn(withNick ? 3 : 2).width = 14;
}
