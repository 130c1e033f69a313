import { Badge, Button, Tooltip } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import { LABEL_USAGE_FILTERS, type LabelUsage } from '../../../shared/api/labels';
import { confirm } from '../../components/confirm';
import { ChoiceFilter, PagedListFrame, SearchBar, TextFilter, useSearchValues } from '../../components/page';
import { type DataColumn, usePaging } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { deleteUnusedLabel } from './api';
import { LabelUsesDialog } from './components/LabelUsesDialog';
import { MergeLabelDialog } from './components/MergeLabelDialog';
import { RenameLabelDialog } from './components/RenameLabelDialog';
import { ensureLabelTexts } from './i18n';
import { useLabelMutation, useLabels } from './queries';

ensureLabelTexts();

type Open = { kind: 'uses' | 'rename' | 'merge'; label: LabelUsage } | null;

/**
 * /system/label (系统标签) [system:label:query]: label governance — every label with where it is used, and the
 * rename, merge and delete that keep those uses whole (docs/labels.md). Tags are added on /assets-label-list.
 */
export function LabelGovernancePage() {
  const { t } = useTranslation();
  const canEdit = useHasPermission([Permission.labelEdit]);
  const canRemove = useHasPermission([Permission.labelRemove]);
  const [filters, setFilters] = useState({ tagName: '', usage: '' });
  const { paging, setPaging, toFirstPage } = usePaging();
  const [open, setOpen] = useState<Open>(null);
  const labels = useLabels({
    ...paging,
    ...(filters.tagName ? { tagName: filters.tagName } : {}),
    ...(filters.usage === 'used' || filters.usage === 'unused' ? { usage: filters.usage } : {}),
  });
  const remove = useLabelMutation(deleteUnusedLabel);
  const search = useSearchValues(filters, (values) => {
    setFilters({ tagName: values.tagName.trim(), usage: values.usage });
    toFirstPage();
  });

  const handleDelete = async (label: LabelUsage) => {
    if (!(await confirm({ message: t('labels.confirmDelete', { name: label.tagName }) }))) return;
    try {
      await remove.mutateAsync(label.tagId);
      notify.success(t('labels.deleted'));
    } catch (error) {
      // The refusal (naming the uses) is the call's toast.
      console.warn('deleting the label failed', error);
    }
  };
  const handleRenamed = (isSaved: boolean) => {
    if (isSaved) notify.success(t('labels.saved'));
    setOpen(null);
  };

  const rowAction = (label: LabelUsage, action: 'uses' | 'rename' | 'merge') => (
    <Button
      size="small"
      appearance="transparent"
      aria-label={t('labels.rowAction', { action: t(`labels.action.${action}`), name: label.tagName })}
      onClick={() => setOpen({ kind: action, label })}
    >
      {t(`labels.action.${action}`)}
    </Button>
  );
  const deleteButton = (label: LabelUsage) => {
    const button = (
      <Button
        size="small"
        appearance="transparent"
        disabledFocusable={label.inUse}
        aria-label={t('labels.rowAction', { action: t('labels.action.delete'), name: label.tagName })}
        onClick={() => void handleDelete(label)}
      >
        {t('labels.action.delete')}
      </Button>
    );
    return label.inUse ? (
      <Tooltip content={t('labels.deleteInUse', { name: label.tagName })} relationship="description">
        {button}
      </Tooltip>
    ) : (
      button
    );
  };

  const columns: DataColumn<LabelUsage>[] = [
    { key: 'tagName', header: t('labels.field.tagName'), render: (label) => label.tagName },
    { key: 'description', header: t('labels.field.description'), render: (label) => label.description },
    { key: 'assets', header: t('labels.field.assets'), render: (label) => label.assetCount },
    { key: 'accounts', header: t('labels.field.accounts'), render: (label) => label.accountCount },
    { key: 'policies', header: t('labels.field.policies'), render: (label) => label.policyCount },
    {
      key: 'tasks',
      header: t('labels.field.tasks'),
      render: (label) =>
        label.selectorCount > 0
          ? `${label.taskCount}${t('labels.selectorSuffix', { count: label.selectorCount })}`
          : label.taskCount,
    },
    {
      key: 'usage',
      header: t('labels.field.usage'),
      render: (label) => (
        <Badge appearance="tint" color={label.inUse ? 'brand' : 'subtle'}>
          {t(label.inUse ? 'labels.usage.used' : 'labels.usage.unused')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('labels.actions'),
      render: (label) => (
        <>
          {rowAction(label, 'uses')}
          {canEdit && rowAction(label, 'rename')}
          {canEdit && rowAction(label, 'merge')}
          {canRemove && deleteButton(label)}
        </>
      ),
    },
  ];

  return (
    <PagedListFrame
      title={t('labels.title')}
      search={
        <SearchBar searchLabel={t('labels.search')} onSubmit={search.submit}>
          <TextFilter
            label={t('labels.field.tagName')}
            value={search.values.tagName}
            placeholder={t('labels.namePlaceholder')}
            onChange={(value) => search.set('tagName', value)}
          />
          <ChoiceFilter
            label={t('labels.field.usage')}
            value={search.values.usage}
            anyLabel={t('labels.any')}
            choices={LABEL_USAGE_FILTERS.map((value) => ({ value, label: t(`labels.usage.${value}`) }))}
            onChange={(value) => search.set('usage', value)}
          />
        </SearchBar>
      }
      list={labels}
      columns={columns}
      rowKey={(label) => label.tagId}
      paging={paging}
      onPagingChange={setPaging}
    >
      {open?.kind === 'uses' && <LabelUsesDialog label={open.label} onClose={() => setOpen(null)} />}
      {open?.kind === 'rename' && <RenameLabelDialog label={open.label} onClose={handleRenamed} />}
      {open?.kind === 'merge' && <MergeLabelDialog source={open.label} onClose={() => setOpen(null)} />}
    </PagedListFrame>
  );
}
