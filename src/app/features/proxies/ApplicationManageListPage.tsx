import {
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { ApplicationProxy } from '../../../shared/api';
import { confirm } from '../../components/confirm';
import { formatDateTime } from '../../components/formatDateTime';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { deleteApplication } from './api';
import { ApplicationFormDialog } from './components/ApplicationFormDialog';
import { ProxySearch } from './components/ProxySearch';
import { ensureProxyTexts } from './i18n';
import { applicationDetailPath } from './paths';
import { useApplications, useProxiesMutation } from './queries';

ensureProxyTexts();

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const COLUMNS = ['name', 'url', 'networkProxy', 'enabled', 'description', 'createTime'] as const;
type Column = (typeof COLUMNS)[number];

/** /application-manage-list (spec §2) [system:agent:query]: records of web/application publishing endpoints. */
export function ApplicationManageListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useHasPermission([Permission.agentEdit]);
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [editing, setEditing] = useState<{ application?: ApplicationProxy } | null>(null);
  const columns = useColumnVisibility('application-manage-list');
  const applications = useApplications({ ...(name ? { name } : {}), ...paging });
  const remove = useProxiesMutation(deleteApplication);

  const handleDelete = async (application: ApplicationProxy) => {
    if (!(await confirm({ message: t('proxies.app.confirmDelete', { name: application.name }) }))) return;
    await remove.mutateAsync(application.id).then(
      () => notify.success(t('proxies.deleted')),
      (error: unknown) => console.warn('delete application proxy failed', error),
    );
  };
  const cell = (application: ApplicationProxy, column: Column) => {
    switch (column) {
      case 'name':
        return (
          <Link
            href={applicationDetailPath(application.id)}
            onClick={(event) => {
              event.preventDefault();
              navigate(applicationDetailPath(application.id));
            }}
          >
            {application.name}
          </Link>
        );
      case 'url':
        return application.url;
      case 'networkProxy':
        return application.networkProxyName ?? '';
      case 'enabled':
        return application.enabled ? t('proxies.enabled') : t('proxies.disabled');
      case 'description':
        return application.description;
      case 'createTime':
        return formatDateTime(application.createTime);
    }
  };
  const rows = applications.data?.rows ?? [];
  const visible = COLUMNS.filter((column) => columns.isVisible(column));

  return (
    <ListFrame
      title={t('proxies.app.listTitle')}
      search={
        isSearchShown && (
          <ProxySearch
            placeholder={t('proxies.app.namePlaceholder')}
            withStatus={false}
            onSearch={(filter) => {
              setName(filter.name);
              setPaging((previous) => ({ ...previous, pageNum: 1 }));
            }}
          />
        )
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
            {t('proxies.app.add')}
          </Button>
        )
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void applications.refetch()}
          columns={COLUMNS.map((key) => ({ key, label: t(`proxies.app.column.${key}`) }))}
          hidden={columns.hidden}
          onHiddenChange={columns.setHidden}
        />
      }
      isPending={applications.isPending}
      isError={applications.isError}
      dataUpdatedAt={applications.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={applications.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <MessageBar intent="info">
        <MessageBarBody>{t('proxies.app.publishing')}</MessageBarBody>
      </MessageBar>
      {rows.length === 0 ? (
        <Text className={styles.empty}>{t('table.empty')}</Text>
      ) : (
        <Table aria-label={t('proxies.app.listTitle')} size="small">
          <TableHeader>
            <TableRow>
              {visible.map((column) => (
                <TableHeaderCell key={column}>{t(`proxies.app.column.${column}`)}</TableHeaderCell>
              ))}
              {canEdit && <TableHeaderCell>{t('proxies.app.column.actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((application) => (
              <TableRow key={application.id} aria-label={application.name}>
                {visible.map((column) => (
                  <TableCell key={column}>{cell(application, column)}</TableCell>
                ))}
                {canEdit && (
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => setEditing({ application })}>
                        {t('proxies.edit')}
                      </Button>
                      <Button size="small" onClick={() => void handleDelete(application)}>
                        {t('proxies.remove')}
                      </Button>
                    </div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <ApplicationFormDialog application={editing.application} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
