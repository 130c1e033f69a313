import { Badge, makeStyles } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { CommandPolicy, LoginPolicy } from '../../../../shared/api/policies';
import { formatDateTime } from '../../../components/formatDateTime';
import type { PolicyColumn } from './PolicyTable';

// A wide list squeezes its columns to their narrowest, and Chinese text may break after any character.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap' } });

function StateBadge({ isEnabled, t }: { isEnabled: boolean; t: TFunction }) {
  const styles = useStyles();
  return (
    <Badge appearance="tint" color={isEnabled ? 'success' : 'subtle'} className={styles.badge}>
      {isEnabled ? t('policies.enabled') : t('policies.disabled')}
    </Badge>
  );
}

/** The columns every policy list ends with: enabled and last change. */
export const stateColumns = <R extends { enabled: boolean; updateTime: string }>(t: TFunction): PolicyColumn<R>[] => [
  { key: 'enabled', render: (row) => <StateBadge isEnabled={row.enabled} t={t} /> },
  { key: 'updateTime', render: (row) => formatDateTime(row.updateTime) },
];

/** The closing columns of the policies that name approvers (command and login): approvers, then the state. */
export const closingColumns = <R extends CommandPolicy | LoginPolicy>(t: TFunction): PolicyColumn<R>[] => [
  { key: 'approvers', render: (row) => row.approvers.map((approver) => approver.name).join(', ') },
  ...stateColumns<R>(t),
];
