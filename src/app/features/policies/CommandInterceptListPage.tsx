import { Badge, Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandPolicy } from '../../../shared/api/policies';
import { Permission } from '../../../shared/permissions';
import { confirm } from '../../components/confirm';
import { formatDateTime } from '../../components/formatDateTime';
import { notify } from '../../components/notify';
import { ListFrame } from '../../components/page';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { useHasPermission } from '../../session';
import { deleteCommandPolicy } from './api';
import { CommandPolicyFormDialog } from './components/CommandPolicyFormDialog';
import { NameSearch } from './components/NameSearch';
import { type PolicyColumn, PolicyTable } from './components/PolicyTable';
import { ScopeSummary } from './components/ScopeSummary';
import { ensurePolicyTexts } from './i18n';
import { useCommandPolicies, usePoliciesMutation } from './queries';

ensurePolicyTexts();

/**
 * /command-intercept-list [system:policycenter:query]: command interception policies by priority; holders
 * of system:policy:edit add, change and delete them. docs/command-interception.md says what they stop.
 */
export function CommandInterceptListPage() {
  const { t } = useTranslation();
  const canEdit = useHasPermission([Permission.policyEdit]);
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ policy?: CommandPolicy } | null>(null);
  const policies = useCommandPolicies({ ...(name ? { name } : {}), ...paging });
  const remove = usePoliciesMutation(deleteCommandPolicy);

  const handleDelete = async (policy: CommandPolicy) => {
    if (!(await confirm({ message: t('policies.confirmDelete', { name: policy.name }) }))) return;
    await remove.mutateAsync(policy.id).then(
      () => notify.success(t('policies.deleted')),
      // The data layer has shown the server's message.
      (error: unknown) => console.warn('delete command policy failed', error),
    );
  };

  const columns: PolicyColumn<CommandPolicy>[] = [
    { key: 'name', render: (row) => row.name },
    { key: 'matchKind', render: (row) => t(`policies.matchKind.${row.matchKind}`) },
    { key: 'patterns', render: (row) => <code>{row.patterns.join('  |  ')}</code> },
    { key: 'action', render: (row) => t(`policies.commandAction.${row.action}`) },
    { key: 'priority', render: (row) => row.priority },
    { key: 'scope', render: (row) => <ScopeSummary names={row.scopeNames} /> },
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
      title={t('policies.commandTitle')}
      search={
        <NameSearch
          onSearch={(next) => {
            setName(next);
            setPaging((previous) => ({ ...previous, pageNum: 1 }));
          }}
        />
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
      {editing && <CommandPolicyFormDialog policy={editing.policy} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
