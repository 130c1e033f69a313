import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import type { NetworkProxy } from '../../../shared/api';
import { confirm } from '../../components/confirm';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { acceptHostKey, checkProxyNow, deleteProxy } from './api';
import { ProxyFormDialog } from './components/ProxyFormDialog';
import { type ProxyFilter, ProxySearch } from './components/ProxySearch';
import { PROXY_COLUMNS, type ProxyColumn, ProxyTable } from './components/ProxyTable';
import { ensureProxyTexts } from './i18n';
import { useProxies, useProxiesMutation } from './queries';

ensureProxyTexts();

/**
 * /agent-manage-list (spec §2) [system:agent:query]: network proxies with their health (spec §4 Agent and
 * Deployment); administrators holding system:agent:edit add, edit, check, accept host keys and delete.
 */
export function AgentManageListPage() {
  const { t } = useTranslation();
  const canEdit = useHasPermission([Permission.agentEdit]);
  const [filter, setFilter] = useState<ProxyFilter>({ name: '', status: null });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [editing, setEditing] = useState<{ proxy?: NetworkProxy } | null>(null);
  const columns = useColumnVisibility('agent-manage-list');
  const proxies = useProxies({
    ...(filter.name ? { name: filter.name } : {}),
    ...(filter.status === null ? {} : { status: filter.status }),
    ...paging,
  });
  const check = useProxiesMutation(checkProxyNow);
  const accept = useProxiesMutation(acceptHostKey);
  const remove = useProxiesMutation(deleteProxy);

  const handleCheck = (proxy: NetworkProxy) =>
    check.mutateAsync(proxy.id).then(
      () => notify.success(t('msg.proxyChecked')),
      (error: unknown) => console.warn('proxy check failed', error),
    );
  const handleAcceptKey = async (proxy: NetworkProxy) => {
    const presented = proxy.pendingHostKey;
    if (!presented) return;
    const message = t('proxies.acceptKeyConfirm', {
      name: proxy.name,
      expected: proxy.hostKeyFingerprint ?? '',
      presented,
    });
    if (!(await confirm({ message }))) return;
    await accept.mutateAsync({ id: proxy.id, fingerprint: presented }).then(
      () => notify.success(t('msg.proxyHostKeyAccepted')),
      (error: unknown) => console.warn('accepting the host key failed', error),
    );
  };
  const handleDelete = async (proxy: NetworkProxy) => {
    if (!(await confirm({ message: t('proxies.confirmDelete', { name: proxy.name }) }))) return;
    await remove.mutateAsync(proxy.id).then(
      () => notify.success(t('proxies.deleted')),
      // The data layer has shown the server's message.
      (error: unknown) => console.warn('delete proxy failed', error),
    );
  };

  return (
    <ListFrame
      title={t('proxies.listTitle')}
      search={
        isSearchShown && (
          <ProxySearch
            placeholder={t('proxies.namePlaceholder')}
            withStatus
            onSearch={(next) => {
              setFilter(next);
              setPaging((previous) => ({ ...previous, pageNum: 1 }));
            }}
          />
        )
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
            {t('proxies.add')}
          </Button>
        )
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void proxies.refetch()}
          columns={PROXY_COLUMNS.map((key) => ({ key, label: t(`proxies.column.${key}`) }))}
          hidden={columns.hidden}
          onHiddenChange={columns.setHidden}
        />
      }
      isPending={proxies.isPending}
      isError={proxies.isError}
      dataUpdatedAt={proxies.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={proxies.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <ProxyTable
        rows={proxies.data?.rows ?? []}
        isVisible={(column: ProxyColumn) => columns.isVisible(column)}
        canEdit={canEdit}
        checkingId={check.isPending ? (check.variables ?? null) : null}
        onCheck={(proxy) => void handleCheck(proxy)}
        onAcceptKey={(proxy) => void handleAcceptKey(proxy)}
        onEdit={(proxy) => setEditing({ proxy })}
        onDelete={(proxy) => void handleDelete(proxy)}
      />
      {editing && <ProxyFormDialog proxy={editing.proxy} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
