import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoginPolicy } from '../../../shared/api/policies';
import { deleteLoginPolicy } from './api';
import { closingColumns } from './components/closingColumns';
import { LoginPolicyFormDialog } from './components/LoginPolicyFormDialog';
import { PolicyListFrame } from './components/PolicyListFrame';
import type { PolicyColumn } from './components/PolicyTable';
import { ScopeSummary } from './components/ScopeSummary';
import { ensurePolicyTexts } from './i18n';
import { loginPoliciesQuery } from './queries';

ensurePolicyTexts();

/**
 * /maintenance-policy-list [system:policycenter:query]: the login policies (spec §2 login-policy form):
 * who may log in to which assets when and from where, and which logins need approval. The behaviour-policy
 * form of the spec has no content shown and is not built.
 */
export function MaintenancePolicyListPage() {
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
      tabs={
        <TabList selectedValue="login">
          <Tab value="login">{t('policies.loginTab')}</Tab>
        </TabList>
      }
      columns={columns}
      listQuery={loginPoliciesQuery}
      remove={deleteLoginPolicy}
      renderForm={(policy, onClose) => <LoginPolicyFormDialog policy={policy} onClose={onClose} />}
    />
  );
}
