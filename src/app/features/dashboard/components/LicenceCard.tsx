import { Card, CardHeader, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../../../shared/api/dashboard';
import { UsageBars, type UsageRow } from '../../../components/UsageBars';

const FIGURES = ['assets', 'sessions', 'nodes'] as const;

/** Licence usage against its limits, as the licence page draws it. */
export function LicenceCard({ licence }: { licence: DashboardOverview['licence'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows: UsageRow[] = FIGURES.map((figure) => ({
    key: figure,
    label: t(`dashboard.licence.${figure}`),
    used: licence.usage[figure],
    limit: licence.limits[figure],
  }));
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader
        header={
          <Text as="h2" id={titleId} weight="semibold">
            {t('dashboard.charts.licence')}
          </Text>
        }
      />
      <UsageBars
        rows={rows}
        label={t('dashboard.licence.label')}
        valueText={(row) => t('dashboard.licence.value', { used: row.used, limit: row.limit })}
        barLabel={(row) => t('dashboard.licence.bar', { name: row.label, used: row.used, limit: row.limit })}
        testIdPrefix="dashboard-licence"
      />
    </Card>
  );
}
