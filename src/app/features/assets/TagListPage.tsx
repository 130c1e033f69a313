import {
  Button,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../shared/api';
import { Permission } from '../../../shared/permissions';
import { confirm } from '../../components/confirm';
import { notify } from '../../components/notify';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { useHasPermission } from '../../session';
import { deleteTag } from './api';
import { TagFormDialog } from './components/TagFormDialog';
import { ensureAssetTexts } from './i18n';
import { useAssetsMutation, useTags } from './queries';

ensureAssetTexts();

const useStyles = makeStyles({
  search: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM },
});

type Editing = { tag: Tag | null } | null;

/** /assets-label-list (spec §2) [system:label:query]: tags on assets; deleting one takes it off its assets. */
export function TagListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const canAdd = useHasPermission([Permission.labelAdd]);
  const canEdit = useHasPermission([Permission.labelEdit]);
  const canRemove = useHasPermission([Permission.labelRemove]);
  const [nameInput, setNameInput] = useState('');
  const [tagName, setTagName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const tags = useTags({ ...paging, ...(tagName ? { tagName } : {}) });
  const remove = useAssetsMutation(deleteTag);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setTagName(nameInput.trim());
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
  };
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

  return (
    <ListFrame
      title={t('assets.tag.listTitle')}
      search={
        isSearchShown && (
          <form className={styles.search} onSubmit={handleSearch} aria-label={t('assets.common.search')}>
            <Field label={t('assets.field.tagName')}>
              <Input
                value={nameInput}
                placeholder={t('assets.tag.namePlaceholder')}
                onChange={(_, data) => setNameInput(data.value)}
              />
            </Field>
            <Button appearance="primary" type="submit">
              {t('assets.common.search')}
            </Button>
          </form>
        )
      }
      actions={
        canAdd && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ tag: null })}>
            {t('assets.common.add')}
          </Button>
        )
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void tags.refetch()}
        />
      }
      isPending={tags.isPending}
      isError={tags.isError}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={tags.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <Table aria-label={t('assets.tag.listTitle')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('assets.field.tagName')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.field.description')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.field.assetCount')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.common.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(tags.data?.rows ?? []).map((tag) => (
            <TableRow key={tag.tagId}>
              <TableCell>{tag.tagName}</TableCell>
              <TableCell>{tag.description}</TableCell>
              <TableCell>{tag.assetCount}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <TagFormDialog tag={editing.tag} onClose={handleClosed} />}
    </ListFrame>
  );
}
