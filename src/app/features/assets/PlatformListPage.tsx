import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { Platform } from '../../../shared/api';
import { confirm } from '../../components/confirm';
import { enumLabel, ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { deletePlatform } from './api';
import { ensureAssetTexts } from './i18n';
import { platformFormPath } from './paths';
import { useAssetsMutation, usePlatforms } from './queries';

ensureAssetTexts();

/** /platform-manage-list (spec §2, asset types): protocols and default ports; built-in types stay. */
export function PlatformListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canAdd = useHasPermission([Permission.platformAdd]);
  const canEdit = useHasPermission([Permission.platformEdit]);
  const canRemove = useHasPermission([Permission.platformRemove]);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const platforms = usePlatforms(paging);
  const remove = useAssetsMutation(deletePlatform);

  const handleDelete = async (platform: Platform) => {
    if (!(await confirm({ message: t('assets.platform.confirmDelete', { name: platform.platformName }) }))) return;
    try {
      await remove.mutateAsync(platform.platformId);
      notify.success(t('assets.common.deleted'));
    } catch (error) {
      console.warn('deleting the asset type failed', error);
    }
  };

  return (
    <ListFrame
      title={t('assets.platform.listTitle')}
      actions={
        canAdd && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(platformFormPath())}>
            {t('assets.common.add')}
          </Button>
        )
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={false}
          onToggleSearch={() => undefined}
          onRefresh={() => void platforms.refetch()}
        />
      }
      isPending={platforms.isPending}
      isError={platforms.isError}
      dataUpdatedAt={platforms.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={platforms.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <Table aria-label={t('assets.platform.listTitle')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('assets.field.platformNameField')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.field.assetType')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.field.protocols')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.field.builtIn')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.field.assetCount')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.field.description')}</TableHeaderCell>
            <TableHeaderCell>{t('assets.common.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(platforms.data?.rows ?? []).map((platform) => (
            <TableRow key={platform.platformId}>
              <TableCell>{platform.platformName}</TableCell>
              <TableCell>{enumLabel('asset_type', platform.assetType, i18n.language)}</TableCell>
              <TableCell>{platform.protocols.map((entry) => `${entry.protocol}:${entry.port}`).join(', ')}</TableCell>
              <TableCell>
                <Badge appearance="outline" color={platform.builtIn ? 'brand' : 'informative'}>
                  {platform.builtIn ? t('assets.platform.builtIn') : t('assets.platform.custom')}
                </Badge>
              </TableCell>
              <TableCell>{platform.assetCount}</TableCell>
              <TableCell>{platform.description}</TableCell>
              <TableCell>
                {canEdit && (
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={`${t('assets.common.edit')} ${platform.platformName}`}
                    onClick={() => navigate(platformFormPath(platform.platformId))}
                  >
                    {t('assets.common.edit')}
                  </Button>
                )}
                {canRemove && !platform.builtIn && (
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={`${t('assets.common.delete')} ${platform.platformName}`}
                    onClick={() => void handleDelete(platform)}
                  >
                    {t('assets.common.delete')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListFrame>
  );
}
