import { useTranslation } from 'react-i18next';
import type { CommandPolicy } from '../../../../shared/api/policies';

/** An SQL policy's rules in one line of the list: kinds, without WHERE, tables, the unparseable choice. */
export function SqlRuleSummary({ policy }: { policy: CommandPolicy }) {
  const { t } = useTranslation();
  const parts = [
    policy.sqlKinds.length > 0 ? policy.sqlKinds.join(' / ') : policy.sqlNoWhere ? '' : t('policies.sql.anyKind'),
    policy.sqlNoWhere ? `DELETE / UPDATE ${t('policies.sql.summaryNoWhere')}` : '',
    policy.sqlObjects.length > 0 ? t('policies.sql.summaryObjects', { objects: policy.sqlObjects.join(', ') }) : '',
    t(`policies.sql.summaryUnparseable.${policy.sqlUnparseable}`),
  ].filter((part) => part !== '');
  return <code>{parts.join('  ·  ')}</code>;
}
