import { Badge, Button, Tab, TabList } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginPolicy } from '../../../shared/api/policies';
import { Permission } from '../../../shared/permissions';
import { confirm } from '../../components/confirm';
import { formatDateTime } from '../../components/formatDateTime';
import { notify } from '../../components/notify';
import { ListFrame } from '../../components/page';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { useHasPermission } from '../../session';
import { deleteLoginPolicy } from './api';
import { LoginPolicyFormDialog } from './components/LoginPolicyFormDialog';
import { NameSearch } from './components/NameSearch';
import { type PolicyColumn, PolicyTable } from './components/PolicyTable';
import { ScopeSummary } from './components/ScopeSummary';
import { ensurePolicyTexts } from './i18n';
import { useLoginPolicies, usePoliciesMutation } from './queries';

ensurePolicyTexts();

/**
 * /maintenance-policy-list [system:policycenter:query]: the login policies (spec §2 login-policy form):
 * who may log in to which assets when and from where, and which logins need approval. The behaviour-policy
 * form of the spec has no content shown and is not built.
 */
export function MaintenancePolicyListPage() {
  const { t } = useTranslation();
  const canEdit = useHasPermission([Permission.policyEdit]);
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ policy?: LoginPolicy } | null>(null);
  const policies = useLoginPolicies({ ...(name ? { name } : {}), ...paging });
  const remove = usePoliciesMutation(deleteLoginPolicy);

  const handleDelete = async (policy: LoginPolicy) => {
    if (!(await confirm({ message: t('policies.confirmDelete', { name: policy.name }) }))) return;
    await remove.mutateAsync(policy.id).then(
      () => notify.success(t('policies.deleted')),
      (error: unknown) => console.warn('delete login policy failed', error),
    );
  };

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

  return (
    <ListFrame
      title={t('policies.loginTitle')}
      search={
        <>
          <TabList selectedValue="login">
            <Tab value="login">{t('policies.loginTab')}</Tab>
          </TabList>
          <NameSearch
            onSearch={(next) => {
              setName(next);
              setPaging((previous) => ({ ...previous, pageNum: 1 }));
            }}
          />
        </>
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
            {t('policies.add')}
          </Button>
        )
      }
      isPending={policies.isPending}
      isError={policies.isError}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={policies.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <PolicyTable
        rows={policies.data?.rows ?? []}
        columns={columns}
        canEdit={canEdit}
        onEdit={(policy) => setEditing({ policy })}
        onDelete={(policy) => void handleDelete(policy)}
      />
      {editing && <LoginPolicyFormDialog policy={editing.policy} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
