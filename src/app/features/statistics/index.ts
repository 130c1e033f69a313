import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The statistics report (/index) and the lists behind it (/statis-info-list), keyed by the server menu's
 * component names (src/server/db/seed/menu.ts).
 */
export const statisticsPages: Readonly<Record<string, PageComponent>> = {
  StatisticsReport: asPage(() => import('./StatisticsReportPage'), 'StatisticsReportPage'),
  StatisInfoList: asPage(() => import('./StatisInfoListPage'), 'StatisInfoListPage'),
};
