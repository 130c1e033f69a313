import { Button } from '@fluentui/react-components';
import { AddRegular, ArrowImportRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { Asset } from '../../../shared/api';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { useHasPermission } from '../../session';
import { type AssetFilterValues, EMPTY_ASSET_FILTERS, toAssetQuery } from './assetFilters';
import { AssetFilters } from './components/AssetFilters';
import { ASSET_COLUMNS, type AssetSort, AssetTable } from './components/AssetTable';
import { ExportButton } from './components/ExportButton';
import { ensureAssetTexts } from './i18n';
import { ensureImportTexts } from './importTexts';
import { ASSET_IMPORT_PATH, assetDetailPath, assetFormPath } from './paths';
import { useAllPlatforms, useAssetDepts, useAssets, useTagOptions } from './queries';
import { useAssetDelete } from './useAssetActions';

ensureAssetTexts();
ensureImportTexts();

/** /assets-manage (spec §2): search and filters, sortable columns, column toolbar, selection, pager. */
export function AssetListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAdd = useHasPermission([Permission.assetAdd]);
  const canEdit = useHasPermission([Permission.assetEdit]);
  const canRemove = useHasPermission([Permission.assetRemove]);
  const [filters, setFilters] = useState<AssetFilterValues>(EMPTY_ASSET_FILTERS);
  const [sort, setSort] = useState<AssetSort>({ sortBy: 'createTime', sortOrder: 'desc' });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const columns = useColumnVisibility('assets-manage');
  const assets = useAssets({ ...toAssetQuery(filters), ...sort, ...paging });
  const platforms = useAllPlatforms();
  const depts = useAssetDepts();
  const tags = useTagOptions();
  const remove = useAssetDelete();

  const handleSearch = (values: AssetFilterValues) => {
    setFilters(values);
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
    setSelected([]);
  };
  const handleSort = (next: AssetSort) => {
    setSort(next);
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
  };
  const handleDeleteSelected = async () => {
    if (await remove.deleteMany(selected)) setSelected([]);
  };
  const rowActions = (asset: Asset) => (
    <>
      <Button
        size="small"
        appearance="transparent"
        aria-label={`${t('assets.common.detail')} ${asset.assetName}`}
        onClick={() => navigate(assetDetailPath(asset.assetId))}
      >
        {t('assets.common.detail')}
      </Button>
      {canEdit && asset.canManage && (
        <Button
          size="small"
          appearance="transparent"
          aria-label={`${t('assets.common.edit')} ${asset.assetName}`}
          onClick={() => navigate(assetFormPath(asset.assetId))}
        >
          {t('assets.common.edit')}
        </Button>
      )}
      {canRemove && asset.canManage && (
        <Button
          size="small"
          appearance="transparent"
          aria-label={`${t('assets.common.delete')} ${asset.assetName}`}
          onClick={() => void remove.deleteOne(asset)}
        >
          {t('assets.common.delete')}
        </Button>
      )}
    </>
  );

  return (
    <ListFrame
      title={t('assets.asset.listTitle')}
      search={
        isSearchShown && (
          <AssetFilters
            platforms={platforms.data?.rows ?? []}
            depts={depts.data ?? []}
            tags={tags.data ?? []}
            onSearch={handleSearch}
          />
        )
      }
      actions={
        <>
          {canAdd && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(assetFormPath())}>
              {t('assets.common.add')}
            </Button>
          )}
          {canRemove && (
            <Button
              icon={<DeleteRegular />}
              disabled={selected.length === 0}
              onClick={() => void handleDeleteSelected()}
            >
              {t('assets.common.deleteSelected')}
            </Button>
          )}
          {canAdd && (
            <Button icon={<ArrowImportRegular />} onClick={() => navigate(ASSET_IMPORT_PATH)}>
              {t('assetImport.importButton')}
            </Button>
          )}
          <ExportButton query={{ ...toAssetQuery(filters), ...sort }} />
        </>
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void assets.refetch()}
          columns={ASSET_COLUMNS.map((key) => ({ key, label: t(`assets.field.${key}`) }))}
          hidden={columns.hidden}
          onHiddenChange={columns.setHidden}
        />
      }
      isPending={assets.isPending}
      isError={assets.isError}
      dataUpdatedAt={assets.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={assets.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <AssetTable
        rows={assets.data?.rows ?? []}
        isVisible={(column) => columns.isVisible(column)}
        sort={sort}
        onSortChange={handleSort}
        selected={canRemove ? selected : undefined}
        onSelectedChange={canRemove ? setSelected : undefined}
        renderActions={rowActions}
      />
    </ListFrame>
  );
}
