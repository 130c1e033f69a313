import { Badge, Button, MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { formatDateTime } from '../../components/formatDateTime';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DetailList, enumLabel } from '../../components/page';
import { useHasPermission } from '../../session';
import { AccountSection } from '../accounts';
import { ensureAssetTexts } from './i18n';
import { ASSET_LIST_PATH, assetFormPath, idFromSearch } from './paths';
import { useAsset } from './queries';
import { useAssetDelete } from './useAssetActions';

ensureAssetTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS },
  tags: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
});

/** /assets-manage-detail?assetId= (spec §2): every field of one asset, with edit and delete. */
export function AssetDetailPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const assetId = idFromSearch(search, 'assetId');
  const asset = useAsset(assetId);
  const canEdit = useHasPermission([Permission.assetEdit]);
  const canRemove = useHasPermission([Permission.assetRemove]);
  const remove = useAssetDelete();
  const title = t('assets.asset.detailTitle');
  if (assetId === null || asset.isError) {
    return (
      <section className={styles.root} aria-label={title}>
        <Title3 as="h1">{title}</Title3>
        <MessageBar intent="error">
          <MessageBarBody>{t('assets.asset.notFound')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (!asset.data) return <LoadingSpinner />;
  const data = asset.data;
  const empty = t('assets.common.empty');
  const handleDelete = async () => {
    if (await remove.deleteOne(data)) navigate(ASSET_LIST_PATH);
  };
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <div className={styles.bar}>
        <Button onClick={() => navigate(ASSET_LIST_PATH)}>{t('assets.common.back')}</Button>
        {canEdit && data.canManage && (
          <Button appearance="primary" onClick={() => navigate(assetFormPath(data.assetId))}>
            {t('assets.common.edit')}
          </Button>
        )}
        {canRemove && data.canManage && (
          <Button onClick={() => void handleDelete()}>{t('assets.common.delete')}</Button>
        )}
      </div>
      <DetailList
        rows={[
          { label: t('assets.field.assetName'), value: data.assetName },
          { label: t('assets.field.assetType'), value: enumLabel('asset_type', data.assetType, i18n.language) },
          { label: t('assets.field.platformName'), value: data.platformName },
          { label: t('assets.field.address'), value: data.address },
          {
            label: t('assets.field.protocols'),
            value: data.protocols.map((entry) => `${entry.protocol}:${entry.port}`).join(', '),
          },
          { label: t('assets.field.deptName'), value: data.deptName ?? empty },
          { label: t('assets.field.encoding'), value: data.encoding },
          {
            label: t('assets.field.tags'),
            value: (
              <span className={styles.tags}>
                {data.tags.length === 0
                  ? empty
                  : data.tags.map((tag) => (
                      <Badge key={tag.tagId} appearance="tint">
                        {tag.tagName}
                      </Badge>
                    ))}
              </span>
            ),
          },
          {
            label: t('assets.field.proxyId'),
            value: data.proxyId === null ? t('assets.asset.proxyNone') : String(data.proxyId),
          },
          { label: t('assets.field.description'), value: data.description || empty },
          { label: t('assets.field.createTime'), value: formatDateTime(data.createTime) },
          { label: t('assets.field.updateTime'), value: formatDateTime(data.updateTime) },
        ]}
      />
      <Suspense fallback={<LoadingSpinner />}>
        <AccountSection assetId={data.assetId} canManage={data.canManageAccounts} />
      </Suspense>
    </section>
  );
}
