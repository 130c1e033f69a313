import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { ListPoliciesQuery } from '../../../../shared/api/policies';
import { confirm } from '../../../components/confirm';
import { ListFrame } from '../../../components/page';
import { Pagination, usePaging } from '../../../components/table';
import type { Page } from '../../../data/http';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { usePoliciesMutation } from '../queries';
import { NameSearch } from './NameSearch';
import { type PolicyColumn, PolicyTable } from './PolicyTable';

interface PolicyRow {
  id: number;
  name: string;
}

export interface PolicyListFrameProps<R extends PolicyRow, K extends QueryKey> {
  title: string;
  /** Shown above the name search. */
  tabs?: ReactNode;
  /** More buttons beside 新增策略, for everyone who may read the list. */
  extraActions?: ReactNode;
  columns: readonly PolicyColumn<R>[];
  listQuery: (query: ListPoliciesQuery) => UseQueryOptions<Page<R>, Error, Page<R>, K>;
  remove: (id: number) => Promise<unknown>;
  /** The add (policy undefined) or change dialog. */
  renderForm: (policy: R | undefined, onClose: () => void) => ReactNode;
}

/**
 * A policy list page [system:policycenter:query]: name search, the list by page, and for holders of
 * system:policy:edit add, change and delete.
 */
export function PolicyListFrame<R extends PolicyRow, K extends QueryKey>({
  title,
  tabs,
  extraActions,
  columns,
  listQuery,
  remove,
  renderForm,
}: PolicyListFrameProps<R, K>) {
  const { t } = useTranslation();
  const canEdit = useHasPermission([Permission.policyEdit]);
  const [name, setName] = useState('');
  const { paging, setPaging, toFirstPage } = usePaging();
  const [editing, setEditing] = useState<{ policy?: R } | null>(null);
  const policies = useQuery(listQuery({ ...(name ? { name } : {}), ...paging }));
  const removing = usePoliciesMutation(remove);

  const handleDelete = async (policy: R) => {
    if (!(await confirm({ message: t('policies.confirmDelete', { name: policy.name }) }))) return;
    await removing.mutateAsync(policy.id).then(
      () => notify.success(t('policies.deleted')),
      // The data layer has shown the server's message.
      (error: unknown) => console.warn(`delete policy "${policy.name}" failed`, error),
    );
  };

  return (
    <ListFrame
      title={title}
      search={
        <>
          {tabs}
          <NameSearch
            onSearch={(next) => {
              setName(next);
              toFirstPage();
            }}
          />
        </>
      }
      actions={
        <>
          {canEdit && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
              {t('policies.add')}
            </Button>
          )}
          {extraActions}
        </>
      }
      isPending={policies.isPending}
      isError={policies.isError}
      dataUpdatedAt={policies.dataUpdatedAt}
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
      {editing && renderForm(editing.policy, () => setEditing(null))}
    </ListFrame>
  );
}
