import type { TFunction } from 'i18next';
import type { DashboardOverview } from '../../../shared/api/dashboard';
import type { ChartTable } from '../../components/charts/chartOption';

/**
 * The dashboard's figures as chart tables: each chart and its table view are drawn from one of these, so what
 * a reader hears is what the chart shows.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An hour bucket in the browser's time zone (HH:00); a UTC day bucket as its UTC date (MM-DD), which it is. */
export function bucketLabel(bucketStart: string, grain: DashboardOverview['grain']): string {
  const date = new Date(bucketStart);
  if (grain === 'hour') return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function activityTable(overview: DashboardOverview, t: TFunction): ChartTable {
  return {
    category: t(`dashboard.bucket.${overview.grain}`),
    series: [t('dashboard.series.sessions'), t('dashboard.series.signInFailures')],
    rows: overview.series.map((bucket) => ({
      label: bucketLabel(bucket.bucketStart, overview.grain),
      values: [bucket.sessions, bucket.signInFailures],
    })),
  };
}

export function commandsTable(overview: DashboardOverview, t: TFunction): ChartTable {
  return {
    category: t(`dashboard.bucket.${overview.grain}`),
    series: [t('dashboard.series.commands'), t('dashboard.series.blocked'), t('dashboard.series.held')],
    rows: overview.series.map((bucket) => ({
      label: bucketLabel(bucket.bucketStart, overview.grain),
      values: [bucket.commands, bucket.blocked, bucket.held],
    })),
  };
}

export function topUsersTable(overview: DashboardOverview, t: TFunction): ChartTable {
  return {
    category: t('dashboard.charts.user'),
    series: [t('dashboard.series.sessions')],
    rows: overview.topUsers.map((user) => ({
      label: user.userName
        ? user.nickName && user.nickName !== user.userName
          ? `${user.nickName} (${user.userName})`
          : user.userName
        : t('dashboard.charts.deleted', { id: user.userId }),
      values: [user.sessions],
    })),
  };
}

export function topAssetsTable(overview: DashboardOverview, t: TFunction): ChartTable {
  return {
    category: t('dashboard.charts.asset'),
    series: [t('dashboard.series.sessions')],
    rows: overview.topAssets.map((asset) => ({
      label: asset.assetName ?? t('dashboard.charts.deleted', { id: asset.assetId }),
      values: [asset.sessions],
    })),
  };
}

export function protocolsTable(overview: DashboardOverview, t: TFunction): ChartTable {
  return {
    category: t('dashboard.charts.protocol'),
    series: [t('dashboard.series.sessions')],
    rows: overview.protocols.map((row) => ({ label: row.protocol, values: [row.sessions] })),
  };
}

const AGE_BANDS = ['under1h', 'under24h', 'under7d', 'older'] as const;

export function approvalsTable(overview: DashboardOverview, t: TFunction): ChartTable {
  return {
    category: t('dashboard.charts.age'),
    series: [t('dashboard.charts.count')],
    rows: AGE_BANDS.map((band) => ({ label: t(`dashboard.age.${band}`), values: [overview.approvals[band]] })),
  };
}

const PROXY_STATES = ['online', 'offline', 'unknown', 'disabled'] as const;

export function proxiesTable(overview: DashboardOverview, t: TFunction): ChartTable {
  return {
    category: t('dashboard.charts.state'),
    series: [t('dashboard.charts.count')],
    rows: PROXY_STATES.map((state) => ({ label: t(`dashboard.proxy.${state}`), values: [overview.proxies[state]] })),
  };
}

/** How long something has waited, in its largest whole unit: "3 小时" / "3 hours". */
export function formatWaited(milliseconds: number, language: string): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 1440
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
