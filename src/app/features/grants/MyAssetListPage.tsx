import { Badge, Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ListMyAssetsQuery, MyAsset } from '../../../shared/api';
import { PermissionType } from '../../../shared/rules/grantRules';
import { formatDateTime } from '../../components/formatDateTime';
import { enumLabel, enumOptions, PagedListFrame, SearchBar, TextFilter, useSearchValues } from '../../components/page';
import { EnumBadge } from '../../components/page/EnumBadge';
import { type DataColumn, usePaging } from '../../components/table';
import { ConnectButton } from './ConnectButton';
import { ensureGrantTexts } from './i18n';
import { NativeClientButton, nativeProtocolsOf } from './NativeClientDialog';
import { myAssetDetailPath } from './paths';
import { useMyAssets } from './queries';
import { SelectFilter } from './SelectFilter';
import { StarButton } from './StarButton';
import { isWebAsset, WebAssetButton } from './WebAssetButton';

ensureGrantTexts();

const useStyles = makeStyles({
  tags: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

type Filters = Omit<ListMyAssetsQuery, 'pageNum' | 'pageSize'>;

/**
 * /assets-my (spec §2): the assets the signed-in user may use — their department rights and valid
 * authorisations, decided by the server — favourites first, with search, filters and quick operations.
 */
export function MyAssetListPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const { paging, setPaging, toFirstPage } = usePaging();
  const assets = useMyAssets({ ...paging, ...filters });
  const search = useSearchValues({ keyword: '', assetType: '', isFavouriteOnly: false }, (values) => {
    const keyword = values.keyword.trim();
    setFilters({
      ...(keyword ? { keyword } : {}),
      ...(values.assetType ? { assetType: Number(values.assetType) as 0 | 1 | 2 | 3 } : {}),
      ...(values.isFavouriteOnly ? { favourite: '1' as const } : {}),
    });
    toFirstPage();
  });
  const title = t('grants.mine.title');

  const columns: DataColumn<MyAsset>[] = [
    {
      key: 'favourite',
      render: (asset) => <StarButton assetId={asset.assetId} assetName={asset.assetName} favourite={asset.favourite} />,
    },
    { key: 'assetName', header: t('grants.field.assetName'), render: (asset) => asset.assetName },
    { key: 'address', header: t('grants.field.address'), render: (asset) => asset.address },
    {
      key: 'assetType',
      header: t('grants.field.assetType'),
      render: (asset) => enumLabel('asset_type', asset.assetType, i18n.language),
    },
    { key: 'platformName', header: t('grants.field.platformName'), render: (asset) => asset.platformName },
    {
      key: 'tags',
      header: t('grants.field.tags'),
      render: (asset) => (
        <span className={styles.tags}>
          {asset.tags.map((tag) => (
            <Badge key={tag.tagId} appearance="tint">
              {tag.tagName}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'canDo',
      header: t('grants.mine.canDo'),
      render: (asset) => (
        <EnumBadge dictType="permission_type" value={asset.canLogin ? PermissionType.login : PermissionType.view} />
      ),
    },
    {
      key: 'validUntil',
      header: t('grants.mine.validUntil'),
      render: (asset) => (asset.validUntil === null ? t('grants.common.noEnd') : formatDateTime(asset.validUntil)),
    },
    {
      key: 'actions',
      header: t('grants.common.actions'),
      render: (asset) => (
        <span className={styles.actions}>
          {asset.canLogin &&
            (isWebAsset(asset) ? (
              <WebAssetButton assetId={asset.assetId} assetName={asset.assetName} />
            ) : (
              <ConnectButton assetId={asset.assetId} assetName={asset.assetName} />
            ))}
          {asset.canLogin && nativeProtocolsOf(asset).length > 0 && (
            <NativeClientButton
              assetId={asset.assetId}
              assetName={asset.assetName}
              protocols={nativeProtocolsOf(asset)}
            />
          )}
          <Button
            size="small"
            appearance="transparent"
            aria-label={`${t('grants.mine.detail')} ${asset.assetName}`}
            onClick={() => navigate(myAssetDetailPath(asset.assetId))}
          >
            {t('grants.mine.detail')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <PagedListFrame
      title={title}
      search={
        <SearchBar searchLabel={t('grants.common.search')} onSubmit={search.submit}>
          <TextFilter
            label={t('grants.field.assetName')}
            value={search.values.keyword}
            placeholder={t('grants.mine.keywordPlaceholder')}
            onChange={(value) => search.set('keyword', value)}
          />
          <SelectFilter
            label={t('grants.field.assetType')}
            value={search.values.assetType}
            choices={enumOptions('asset_type', i18n.language)}
            onChange={(value) => search.set('assetType', value)}
          />
          <Checkbox
            label={t('grants.mine.favouritesOnly')}
            checked={search.values.isFavouriteOnly}
            onChange={(_, data) => search.set('isFavouriteOnly', data.checked === true)}
          />
        </SearchBar>
      }
      list={assets}
      columns={columns}
      rowKey={(asset) => asset.assetId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
