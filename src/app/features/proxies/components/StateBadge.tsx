import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { enumTables } from '../../../../shared/enums';
import { LIST_CLASS_COLOURS } from '../../../components/page';

/** A spec §4 state (agent status, deployment) with its dictionary label; "not checked" when null. */
export function StateBadge({
  dictType,
  value,
}: {
  dictType: 'agent_status' | 'deployment_status';
  value: number | null;
}) {
  const { t, i18n } = useTranslation();
  const item = enumTables
    .find((table) => table.dictType === dictType)
    ?.items.find((entry) => value !== null && entry.value === String(value));
  // Fluent's "subtle" outline badge has white text, for dark backgrounds: on the list it was invisible (1:1).
  if (!item)
    return (
      <Badge appearance="outline" color="informative">
        {t('proxies.notChecked')}
      </Badge>
    );
  return (
    <Badge appearance="tint" color={LIST_CLASS_COLOURS[item.listClass ?? 'default']}>
      {i18n.language.startsWith('en') ? item.en : item.zh}
    </Badge>
  );
}
