import {
  Badge,
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ListMyAssetsQuery } from '../../../shared/api';
import { PermissionType } from '../../../shared/grantRules';
import { formatDateTime } from '../../components/formatDateTime';
import { enumLabel, enumOptions, ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { ConnectButton } from './ConnectButton';
import { EnumBadge } from './EnumBadge';
import { ensureGrantTexts } from './i18n';
import { myAssetDetailPath } from './paths';
import { useMyAssets } from './queries';
import { StarButton } from './StarButton';

ensureGrantTexts();

const useStyles = makeStyles({
  search: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
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
  const [keywordInput, setKeywordInput] = useState('');
  const [typeInput, setTypeInput] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const assets = useMyAssets({ ...paging, ...filters });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const keyword = keywordInput.trim();
    setFilters({
      ...(keyword ? { keyword } : {}),
      ...(typeInput ? { assetType: Number(typeInput) as 0 | 1 | 2 | 3 } : {}),
      ...(favouritesOnly ? { favourite: '1' as const } : {}),
    });
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
  };
  const title = t('grants.mine.title');

  return (
    <ListFrame
      title={title}
      search={
        isSearchShown && (
          <form className={styles.search} onSubmit={handleSearch} aria-label={t('grants.common.search')}>
            <Field label={t('grants.field.assetName')}>
              <Input
                value={keywordInput}
                placeholder={t('grants.mine.keywordPlaceholder')}
                onChange={(_, data) => setKeywordInput(data.value)}
              />
            </Field>
            <Field label={t('grants.field.assetType')}>
              <Select value={typeInput} onChange={(_, data) => setTypeInput(data.value)}>
                <option value="">{t('grants.common.all')}</option>
                {enumOptions('asset_type', i18n.language).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Checkbox
              label={t('grants.mine.favouritesOnly')}
              checked={favouritesOnly}
              onChange={(_, data) => setFavouritesOnly(data.checked === true)}
            />
            <Button appearance="primary" type="submit">
              {t('grants.common.search')}
            </Button>
          </form>
        )
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void assets.refetch()}
        />
      }
      isPending={assets.isPending}
      isError={assets.isError}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={assets.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <Table aria-label={title} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell />
            <TableHeaderCell>{t('grants.field.assetName')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.field.address')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.field.assetType')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.field.platformName')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.field.tags')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.mine.canDo')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.mine.validUntil')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.common.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(assets.data?.rows ?? []).map((asset) => (
            <TableRow key={asset.assetId}>
              <TableCell>
                <StarButton assetId={asset.assetId} assetName={asset.assetName} favourite={asset.favourite} />
              </TableCell>
              <TableCell>{asset.assetName}</TableCell>
              <TableCell>{asset.address}</TableCell>
              <TableCell>{enumLabel('asset_type', asset.assetType, i18n.language)}</TableCell>
              <TableCell>{asset.platformName}</TableCell>
              <TableCell>
                <span className={styles.tags}>
                  {asset.tags.map((tag) => (
                    <Badge key={tag.tagId} appearance="tint">
                      {tag.tagName}
                    </Badge>
                  ))}
                </span>
              </TableCell>
              <TableCell>
                <EnumBadge
                  dictType="permission_type"
                  value={asset.canLogin ? PermissionType.login : PermissionType.view}
                />
              </TableCell>
              <TableCell>
                {asset.validUntil === null ? t('grants.common.noEnd') : formatDateTime(asset.validUntil)}
              </TableCell>
              <TableCell>
                <span className={styles.actions}>
                  {asset.canLogin && <ConnectButton assetId={asset.assetId} assetName={asset.assetName} />}
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={`${t('grants.mine.detail')} ${asset.assetName}`}
                    onClick={() => navigate(myAssetDetailPath(asset.assetId))}
                  >
                    {t('grants.mine.detail')}
                  </Button>
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListFrame>
  );
}
