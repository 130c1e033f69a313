import { useTranslation } from 'react-i18next';
import type { LicenceView } from '../../../../shared/api/licence';
import { LIMIT_KINDS } from '../../../../shared/rules/licenceRules';
import { UsageBars as Bars } from '../../../components/UsageBars';

/** The licence's use against each limit (the shared bars of components/UsageBars). */
export function UsageBars({ view }: { view: Pick<LicenceView, 'usage' | 'limits'> }) {
  const { t } = useTranslation();
  const rows = LIMIT_KINDS.map((kind) => ({
    key: kind,
    label: t(`licence.kinds.${kind}`),
    used: view.usage[kind],
    limit: view.limits[kind],
  }));
  return (
    <Bars
      rows={rows}
      label={t('licence.usage')}
      valueText={(row) => t('licence.usageOf', { used: row.used, limit: row.limit })}
      barLabel={(row) => t('licence.usageLabel', { kind: row.label, used: row.used, limit: row.limit })}
      testIdPrefix="licence-usage"
    />
  );
}
