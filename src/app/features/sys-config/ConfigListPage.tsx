import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowSyncRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import type { Config } from '../../../shared/api/sysConfig';
import { ConfigType } from '../../../shared/rules/configRules';
import { confirm } from '../../components/confirm';
import { ChoiceFilter, PagedListFrame, SearchBar, TextFilter, useSearchValues } from '../../components/page';
import { type DataColumn, usePaging } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { deleteConfigs, refreshCache } from './api';
import { ConfigFormDialog } from './components/ConfigFormDialog';
import { ValueOwner } from './components/ValueOwner';
import { ensureConfigTexts } from './i18n';
import { useConfigMutation, useConfigs } from './queries';

ensureConfigTexts();

const useStyles = makeStyles({
  value: { maxWidth: '320px', overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Editing = { config: Config | null } | null;

/** /system/config (参数设置) [system:setting:query]: Gatehouse's settings and administrators' own parameters. */
export function ConfigListPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const canEdit = useHasPermission([Permission.settingEdit]);
  const [filters, setFilters] = useState({ configName: '', configKey: '', configType: '' });
  const { paging, setPaging, toFirstPage } = usePaging();
  const [editing, setEditing] = useState<Editing>(null);
  const configs = useConfigs({
    ...paging,
    ...(filters.configName ? { configName: filters.configName } : {}),
    ...(filters.configKey ? { configKey: filters.configKey } : {}),
    ...(filters.configType === ConfigType.builtIn || filters.configType === ConfigType.custom
      ? { configType: filters.configType }
      : {}),
  });
  const remove = useConfigMutation(deleteConfigs);
  const refresh = useConfigMutation(refreshCache);
  const search = useSearchValues(filters, (values) => {
    setFilters({
      configName: values.configName.trim(),
      configKey: values.configKey.trim(),
      configType: values.configType,
    });
    toFirstPage();
  });
  const nameOf = (row: Config) => (i18n.language.startsWith('en') ? row.configNameEn : row.configName);

  const handleDelete = async (row: Config) => {
    if (!(await confirm({ message: t('sysConfig.confirmDelete', { name: nameOf(row) }) }))) return;
    try {
      await remove.mutateAsync([row.configId]);
      notify.success(t('sysConfig.deleted'));
    } catch (error) {
      console.warn('deleting the parameter failed', error);
    }
  };
  const handleRefresh = async () => {
    try {
      await refresh.mutateAsync(undefined);
      notify.success(t('sysConfig.cacheRefreshed'));
    } catch (error) {
      console.warn('refreshing the parameter cache failed', error);
    }
  };
  const handleClosed = (isSaved: boolean) => {
    if (isSaved) notify.success(t(editing?.config ? 'sysConfig.saved' : 'sysConfig.added'));
    setEditing(null);
  };

  const columns: DataColumn<Config>[] = [
    { key: 'configName', header: t('sysConfig.configName'), render: nameOf },
    { key: 'configKey', header: t('sysConfig.configKey'), render: (row) => row.configKey },
    {
      key: 'configValue',
      header: t('sysConfig.configValue'),
      render: (row) => <Text className={styles.value}>{row.isSecret ? t('sysConfig.secret') : row.configValue}</Text>,
    },
    { key: 'configType', header: t('sysConfig.configType'), render: (row) => t(`sysConfig.type.${row.configType}`) },
    { key: 'owner', header: t('sysConfig.owner'), render: (row) => <ValueOwner owner={row.valueOwner} /> },
    { key: 'remark', header: t('sysConfig.remark'), render: (row) => row.remark },
    {
      key: 'actions',
      header: t('sysConfig.actions'),
      render: (row) =>
        canEdit && (
          <>
            <Button
              size="small"
              appearance="transparent"
              aria-label={`${t('sysConfig.edit')} ${row.configKey}`}
              onClick={() => setEditing({ config: row })}
            >
              {t('sysConfig.edit')}
            </Button>
            {row.configType === ConfigType.custom && (
              <Button
                size="small"
                appearance="transparent"
                aria-label={`${t('sysConfig.delete')} ${row.configKey}`}
                onClick={() => void handleDelete(row)}
              >
                {t('sysConfig.delete')}
              </Button>
            )}
          </>
        ),
    },
  ];

  return (
    <PagedListFrame
      title={t('sysConfig.title')}
      search={
        <SearchBar searchLabel={t('sysConfig.search')} onSubmit={search.submit}>
          <TextFilter
            label={t('sysConfig.configName')}
            value={search.values.configName}
            placeholder={t('sysConfig.namePlaceholder')}
            onChange={(value) => search.set('configName', value)}
          />
          <TextFilter
            label={t('sysConfig.configKey')}
            value={search.values.configKey}
            placeholder={t('sysConfig.keyPlaceholder')}
            onChange={(value) => search.set('configKey', value)}
          />
          <ChoiceFilter
            label={t('sysConfig.configType')}
            value={search.values.configType}
            anyLabel={t('sysConfig.any')}
            choices={[ConfigType.builtIn, ConfigType.custom].map((value) => ({
              value,
              label: t(`sysConfig.type.${value}`),
            }))}
            onChange={(value) => search.set('configType', value)}
          />
        </SearchBar>
      }
      actions={
        canEdit && (
          <div className={styles.actions}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ config: null })}>
              {t('sysConfig.add')}
            </Button>
            <Button icon={<ArrowSyncRegular />} onClick={() => void handleRefresh()} disabled={refresh.isPending}>
              {t('sysConfig.refreshCache')}
            </Button>
          </div>
        )
      }
      list={configs}
      columns={columns}
      rowKey={(row) => row.configId}
      paging={paging}
      onPagingChange={setPaging}
    >
      {editing && <ConfigFormDialog config={editing.config} onClose={handleClosed} />}
    </PagedListFrame>
  );
}
