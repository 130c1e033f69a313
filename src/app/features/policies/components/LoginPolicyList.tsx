import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginPolicy } from '../../../../shared/api/policies';
import { deleteLoginPolicy } from '../api';
import { loginPoliciesQuery } from '../queries';
import { closingColumns } from './closingColumns';
import { LoginPolicyFormDialog } from './LoginPolicyFormDialog';
import { PolicyListFrame } from './PolicyListFrame';
import type { PolicyColumn } from './PolicyTable';
import { ScopeSummary } from './ScopeSummary';

/** The login-policy tab (spec §2 login-policy form): who may log in to which assets when and from where. */
export function LoginPolicyList({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation();
  const columns: PolicyColumn<LoginPolicy>[] = [
    { key: 'name', render: (row) => row.name },
    { key: 'action', render: (row) => t(`policies.loginAction.${row.action}`) },
    { key: 'priority', render: (row) => row.priority },
    { key: 'scope', render: (row) => <ScopeSummary names={row.scopeNames} /> },
    {
      key: 'days',
      render: (row) =>
        row.days.length ? row.days.map((day) => t(`policies.day.${day}`)).join(' ') : t('policies.all'),
    },
    {
      key: 'timeRanges',
      render: (row) =>
        row.timeRanges.length
          ? row.timeRanges.map((range) => `${range.start}-${range.end}`).join(', ')
          : t('policies.all'),
    },
    {
      key: 'access',
      render: (row) =>
        row.accessMode === null
          ? t('policies.accessMode.none')
          : `${t(`policies.accessMode.${row.accessMode}`)}: ${row.accessEntries.join(', ')}`,
    },
    ...closingColumns<LoginPolicy>(t),
  ];

  return (
    <PolicyListFrame
      title={t('policies.loginTitle')}
      tabs={tabs}
      columns={columns}
      listQuery={loginPoliciesQuery}
      remove={deleteLoginPolicy}
      renderForm={(policy, onClose) => <LoginPolicyFormDialog policy={policy} onClose={onClose} />}
    />
  );
}
