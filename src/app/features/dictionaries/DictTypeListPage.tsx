import { Badge, Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import type { Dictionary } from '../../../shared/api/dictionaries';
import { confirm } from '../../components/confirm';
import { ChoiceFilter, PagedListFrame, RouteLink, SearchBar, TextFilter, useSearchValues } from '../../components/page';
import { type DataColumn, usePaging } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { deleteDictTypes } from './api';
import { DictTypeFormDialog } from './components/DictTypeFormDialog';
import { ensureDictTexts } from './i18n';
import { useDictMutation, useDictTypes } from './queries';
import { inLanguage, STATUS_VALUES } from './texts';

ensureDictTexts();

type Editing = { dictionary: Dictionary | null } | null;

/** /system/dict (字典管理) [system:dict:list]: dictionary types; each opens its entries on /system/dict-data/index/:dictId. */
export function DictTypeListPage() {
  const { t, i18n } = useTranslation();
  const canEdit = useHasPermission([Permission.dictEdit]);
  const [filters, setFilters] = useState({ dictName: '', dictType: '', status: '' });
  const { paging, setPaging, toFirstPage } = usePaging();
  const [editing, setEditing] = useState<Editing>(null);
  const types = useDictTypes({
    ...paging,
    ...(filters.dictName ? { dictName: filters.dictName } : {}),
    ...(filters.dictType ? { dictType: filters.dictType } : {}),
    ...(filters.status ? { status: Number(filters.status) } : {}),
  });
  const remove = useDictMutation(deleteDictTypes);
  const search = useSearchValues(filters, (values) => {
    setFilters({ dictName: values.dictName.trim(), dictType: values.dictType.trim(), status: values.status });
    toFirstPage();
  });
  const nameOf = (row: Dictionary) => inLanguage(i18n.language, row.dictName, row.dictNameEn);

  const handleDelete = async (row: Dictionary) => {
    if (!(await confirm({ message: t('dict.type.confirmDelete', { name: nameOf(row) }) }))) return;
    try {
      await remove.mutateAsync([row.dictId]);
      notify.success(t('dict.common.deleted'));
    } catch (error) {
      console.warn('deleting the dictionary type failed', error);
    }
  };
  const handleClosed = (isSaved: boolean) => {
    if (isSaved) notify.success(t(editing?.dictionary ? 'dict.common.saved' : 'dict.common.added'));
    setEditing(null);
  };

  const columns: DataColumn<Dictionary>[] = [
    { key: 'dictName', header: t('dict.type.dictName'), render: nameOf },
    {
      key: 'dictType',
      header: t('dict.type.dictType'),
      render: (row) => <RouteLink to={`/system/dict-data/index/${row.dictId}`}>{row.dictType}</RouteLink>,
    },
    { key: 'entryCount', header: t('dict.type.entryCount'), render: (row) => row.entryCount },
    {
      key: 'status',
      header: t('dict.type.status'),
      render: (row) => (
        <Badge appearance="tint" color={row.status === 0 ? 'success' : 'subtle'}>
          {t(`dict.status.${row.status === 0 ? '0' : '1'}`)}
        </Badge>
      ),
    },
    {
      key: 'kind',
      header: t('dict.type.kind'),
      render: (row) => t(row.isSystem ? 'dict.common.system' : 'dict.common.custom'),
    },
    { key: 'remark', header: t('dict.type.remark'), render: (row) => row.remark },
    {
      key: 'actions',
      header: t('dict.common.actions'),
      render: (row) =>
        canEdit && (
          <>
            <Button
              size="small"
              appearance="transparent"
              aria-label={`${t('dict.common.edit')} ${row.dictType}`}
              onClick={() => setEditing({ dictionary: row })}
            >
              {t('dict.common.edit')}
            </Button>
            {!row.isSystem && (
              <Button
                size="small"
                appearance="transparent"
                aria-label={`${t('dict.common.delete')} ${row.dictType}`}
                onClick={() => void handleDelete(row)}
              >
                {t('dict.common.delete')}
              </Button>
            )}
          </>
        ),
    },
  ];

  return (
    <PagedListFrame
      title={t('dict.type.title')}
      search={
        <SearchBar searchLabel={t('dict.common.search')} onSubmit={search.submit}>
          <TextFilter
            label={t('dict.type.dictName')}
            value={search.values.dictName}
            placeholder={t('dict.type.namePlaceholder')}
            onChange={(value) => search.set('dictName', value)}
          />
          <TextFilter
            label={t('dict.type.dictType')}
            value={search.values.dictType}
            placeholder={t('dict.type.typePlaceholder')}
            onChange={(value) => search.set('dictType', value)}
          />
          <ChoiceFilter
            label={t('dict.type.status')}
            value={search.values.status}
            anyLabel={t('dict.common.any')}
            choices={STATUS_VALUES.map((value) => ({ value, label: t(`dict.status.${value}`) }))}
            onChange={(value) => search.set('status', value)}
          />
        </SearchBar>
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ dictionary: null })}>
            {t('dict.common.add')}
          </Button>
        )
      }
      list={types}
      columns={columns}
      rowKey={(row) => row.dictId}
      paging={paging}
      onPagingChange={setPaging}
    >
      {editing && <DictTypeFormDialog dictionary={editing.dictionary} onClose={handleClosed} />}
    </PagedListFrame>
  );
}
