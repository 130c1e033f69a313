import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import type { Tag } from '../../../shared/api';
import { confirm } from '../../components/confirm';
import { PagedListFrame, SearchBar, TextFilter, useSearchValues } from '../../components/page';
import { type DataColumn, usePaging } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { deleteTag } from './api';
import { TagFormDialog } from './components/TagFormDialog';
import { ensureAssetTexts } from './i18n';
import { useAssetsMutation, useTags } from './queries';

ensureAssetTexts();

type Editing = { tag: Tag | null } | null;

/** /assets-label-list (spec §2) [system:label:query]: tags on assets; deleting one takes it off its assets. */
export function TagListPage() {
  const { t } = useTranslation();
  const canAdd = useHasPermission([Permission.labelAdd]);
  const canEdit = useHasPermission([Permission.labelEdit]);
  const canRemove = useHasPermission([Permission.labelRemove]);
  const [tagName, setTagName] = useState('');
  const { paging, setPaging, toFirstPage } = usePaging();
  const [editing, setEditing] = useState<Editing>(null);
  const tags = useTags({ ...paging, ...(tagName ? { tagName } : {}) });
  const remove = useAssetsMutation(deleteTag);
  const search = useSearchValues({ tagName: '' }, (values) => {
    setTagName(values.tagName.trim());
    toFirstPage();
  });

  const handleDelete = async (tag: Tag) => {
    const message =
      tag.assetCount > 0
        ? t('assets.tag.confirmDeleteInUse', { name: tag.tagName, count: tag.assetCount })
        : t('assets.tag.confirmDelete', { name: tag.tagName });
    if (!(await confirm({ message }))) return;
    try {
      const result = await remove.mutateAsync(tag.tagId);
      notify.success(
        result.detachedAssets > 0
          ? t('assets.tag.detached', { count: result.detachedAssets })
          : t('assets.common.deleted'),
      );
    } catch (error) {
      console.warn('deleting the tag failed', error);
    }
  };
  const handleClosed = (isSaved: boolean) => {
    if (isSaved) notify.success(t(editing?.tag ? 'assets.common.saved' : 'assets.common.added'));
    setEditing(null);
  };

  const columns: DataColumn<Tag>[] = [
    { key: 'tagName', header: t('assets.field.tagName'), render: (tag) => tag.tagName },
    { key: 'description', header: t('assets.field.description'), render: (tag) => tag.description },
    { key: 'assetCount', header: t('assets.field.assetCount'), render: (tag) => tag.assetCount },
    {
      key: 'actions',
      header: t('assets.common.actions'),
      render: (tag) => (
        <>
          {canEdit && (
            <Button
              size="small"
              appearance="transparent"
              aria-label={`${t('assets.common.edit')} ${tag.tagName}`}
              onClick={() => setEditing({ tag })}
            >
              {t('assets.common.edit')}
            </Button>
          )}
          {canRemove && (
            <Button
              size="small"
              appearance="transparent"
              aria-label={`${t('assets.common.delete')} ${tag.tagName}`}
              onClick={() => void handleDelete(tag)}
            >
              {t('assets.common.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <PagedListFrame
      title={t('assets.tag.listTitle')}
      search={
        <SearchBar searchLabel={t('assets.common.search')} onSubmit={search.submit}>
          <TextFilter
            label={t('assets.field.tagName')}
            value={search.values.tagName}
            placeholder={t('assets.tag.namePlaceholder')}
            onChange={(value) => search.set('tagName', value)}
          />
        </SearchBar>
      }
      actions={
        canAdd && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ tag: null })}>
            {t('assets.common.add')}
          </Button>
        )
      }
      list={tags}
      columns={columns}
      rowKey={(tag) => tag.tagId}
      paging={paging}
      onPagingChange={setPaging}
    >
      {editing && <TagFormDialog tag={editing.tag} onClose={handleClosed} />}
    </PagedListFrame>
  );
}
