import { Badge, Button } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictData } from '../../../../shared/api/dictionaries';
import { confirm } from '../../../components/confirm';
import { DictTag } from '../../../components/DictTag';
import { ChoiceFilter, PagedListFrame, SearchBar, TextFilter, useSearchValues } from '../../../components/page';
import { type DataColumn, usePaging } from '../../../components/table';
import { notify } from '../../../notify';
import { deleteDictData } from '../api';
import { useDictData, useDictMutation } from '../queries';
import { inLanguage, STATUS_VALUES } from '../texts';

export interface DictDataListProps {
  title: string;
  dictType: string;
  actions: ReactNode;
  canEdit: boolean;
  onEdit: (entry: DictData) => void;
}

/** One type's entries by sort, each shown as the tag the console draws for it. */
export function DictDataList({ title, dictType, actions, canEdit, onEdit }: DictDataListProps) {
  const { t, i18n } = useTranslation();
  const { paging, setPaging, toFirstPage } = usePaging();
  const [filters, setFilters] = useState({ dictLabel: '', status: '' });
  const list = useDictData({
    dictType,
    ...paging,
    ...(filters.dictLabel ? { dictLabel: filters.dictLabel } : {}),
    ...(filters.status ? { status: Number(filters.status) } : {}),
  });
  const remove = useDictMutation(deleteDictData);
  const search = useSearchValues(filters, (values) => {
    setFilters({ dictLabel: values.dictLabel.trim(), status: values.status });
    toFirstPage();
  });
  const labelOf = (row: DictData) => inLanguage(i18n.language, row.dictLabel, row.dictLabelEn);

  const handleDelete = async (row: DictData) => {
    if (!(await confirm({ message: t('dict.data.confirmDelete', { label: labelOf(row) }) }))) return;
    try {
      await remove.mutateAsync([row.dictCode]);
      notify.success(t('dict.common.deleted'));
    } catch (error) {
      console.warn('deleting the dictionary entry failed', error);
    }
  };

  const columns: DataColumn<DictData>[] = [
    { key: 'dictLabel', header: t('dict.data.dictLabel'), render: (row) => row.dictLabel },
    { key: 'dictLabelEn', header: t('dict.data.dictLabelEn'), render: (row) => row.dictLabelEn },
    { key: 'dictValue', header: t('dict.data.dictValue'), render: (row) => row.dictValue },
    {
      key: 'tag',
      header: t('dict.data.tag'),
      render: (row) => <DictTag label={labelOf(row)} listClass={row.listClass} cssClass={row.cssClass} />,
    },
    { key: 'dictSort', header: t('dict.data.dictSort'), render: (row) => row.dictSort },
    {
      key: 'status',
      header: t('dict.data.status'),
      render: (row) => (
        <Badge appearance="tint" color={row.status === 0 ? 'success' : 'subtle'}>
          {t(`dict.status.${row.status === 0 ? '0' : '1'}`)}
        </Badge>
      ),
    },
    {
      key: 'isDefault',
      header: t('dict.data.isDefault'),
      render: (row) => t(row.isDefault ? 'dict.common.yes' : 'dict.common.no'),
    },
    {
      key: 'kind',
      header: t('dict.data.kind'),
      render: (row) => t(row.isSystem ? 'dict.common.system' : 'dict.common.custom'),
    },
    {
      key: 'actions',
      header: t('dict.common.actions'),
      render: (row) =>
        canEdit && (
          <>
            <Button
              size="small"
              appearance="transparent"
              aria-label={`${t('dict.common.edit')} ${row.dictValue}`}
              onClick={() => onEdit(row)}
            >
              {t('dict.common.edit')}
            </Button>
            {!row.isSystem && (
              <Button
                size="small"
                appearance="transparent"
                aria-label={`${t('dict.common.delete')} ${row.dictValue}`}
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
      title={title}
      search={
        <SearchBar searchLabel={t('dict.common.search')} onSubmit={search.submit}>
          <TextFilter
            label={t('dict.data.dictLabel')}
            value={search.values.dictLabel}
            placeholder={t('dict.data.labelPlaceholder')}
            onChange={(value) => search.set('dictLabel', value)}
          />
          <ChoiceFilter
            label={t('dict.data.status')}
            value={search.values.status}
            anyLabel={t('dict.common.any')}
            choices={STATUS_VALUES.map((value) => ({ value, label: t(`dict.status.${value}`) }))}
            onChange={(value) => search.set('status', value)}
          />
        </SearchBar>
      }
      actions={actions}
      list={list}
      columns={columns}
      rowKey={(row) => row.dictCode}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
