import { Badge } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { CommandPolicy, LoginPolicy } from '../../../../shared/api/policies';
import { formatDateTime } from '../../../components/formatDateTime';
import type { PolicyColumn } from './PolicyTable';

/** The columns every policy list ends with: approvers, enabled, last change. */
export const closingColumns = <R extends CommandPolicy | LoginPolicy>(t: TFunction): PolicyColumn<R>[] => [
  { key: 'approvers', render: (row) => row.approvers.map((approver) => approver.name).join(', ') },
  {
    key: 'enabled',
    render: (row) => (
      <Badge appearance="tint" color={row.enabled ? 'success' : 'subtle'}>
        {row.enabled ? t('policies.enabled') : t('policies.disabled')}
      </Badge>
    ),
  },
  { key: 'updateTime', render: (row) => formatDateTime(row.updateTime) },
];
