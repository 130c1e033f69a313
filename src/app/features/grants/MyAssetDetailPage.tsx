import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { MyAssetRight } from '../../../shared/api';
import { PermissionType } from '../../../shared/rules/grantRules';
import { formatDateTime } from '../../components/formatDateTime';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DetailList, enumLabel } from '../../components/page';
import { EnumBadge } from '../../components/page/EnumBadge';
import { useHasPermission } from '../../session';
import { ConnectButton } from './ConnectButton';
import { ensureGrantTexts } from './i18n';
import { NativeClientButton, nativeProtocolsOf } from './NativeClientDialog';
import { idFromSearch, MY_ASSETS_PATH, manageAssetPath } from './paths';
import { useMyAsset } from './queries';
import { StarButton } from './StarButton';
import { isWebAsset, WebAssetButton } from './WebAssetButton';

ensureGrantTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** /assets-my-detail?assetId= (spec §2): one asset the caller may use, what they may do and until when. */
export function MyAssetDetailPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const assetId = idFromSearch(search, 'assetId');
  const asset = useMyAsset(assetId);
  const canOpenAssetPages = useHasPermission([Permission.assetQuery]);
  const title = t('grants.mine.detailTitle');
  if (assetId === null || asset.isError) {
    return (
      <section className={styles.root} aria-label={title}>
        <Title3 as="h1">{title}</Title3>
        <MessageBar intent="error">
          <MessageBarBody>{t('grants.mine.notFound')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (!asset.data) return <LoadingSpinner />;
  const data = asset.data;
  const noEnd = t('grants.common.noEnd');
  const nameOf = new Map(data.accounts.map((account) => [account.accountId, account.accountName]));
  const sourceOf = (right: MyAssetRight) =>
    right.source === 'department'
      ? t('grants.mine.sourceDepartment')
      : t('grants.mine.sourceGrant', { id: right.grantId });
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <div className={styles.bar}>
        <Button onClick={() => navigate(MY_ASSETS_PATH)}>{t('grants.common.back')}</Button>
        {data.canLogin &&
          (isWebAsset(data) ? (
            <WebAssetButton assetId={data.assetId} assetName={data.assetName} />
          ) : (
            <ConnectButton assetId={data.assetId} assetName={data.assetName} />
          ))}
        {data.canLogin && nativeProtocolsOf(data).length > 0 && (
          <NativeClientButton assetId={data.assetId} assetName={data.assetName} protocols={nativeProtocolsOf(data)} />
        )}
        <StarButton assetId={data.assetId} assetName={data.assetName} favourite={data.favourite} />
        {data.canManageAccounts && canOpenAssetPages && (
          <Button title={t('grants.mine.manageAccountsHint')} onClick={() => navigate(manageAssetPath(data.assetId))}>
            {t('grants.mine.manageAccounts')}
          </Button>
        )}
      </div>
      <DetailList
        rows={[
          { label: t('grants.field.assetName'), value: data.assetName },
          { label: t('grants.field.address'), value: data.address },
          { label: t('grants.field.assetType'), value: enumLabel('asset_type', data.assetType, i18n.language) },
          { label: t('grants.field.platformName'), value: data.platformName },
          {
            label: t('grants.mine.canDo'),
            value: (
              <EnumBadge
                dictType="permission_type"
                value={data.canLogin ? PermissionType.login : PermissionType.view}
              />
            ),
          },
          {
            label: t('grants.mine.validUntil'),
            value: data.validUntil === null ? noEnd : formatDateTime(data.validUntil),
          },
          {
            label: t('grants.mine.usableAccounts'),
            value:
              data.accounts.length === 0
                ? t('grants.mine.noUsableAccounts')
                : data.accounts.map((account) => account.accountName).join(', '),
          },
        ]}
      />
      <Table aria-label={t('grants.mine.rights')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('grants.mine.rights')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.form.permissionType')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.form.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.mine.validUntil')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.mine.accessList')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.mine.accounts')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.rights.map((right) => (
            <TableRow key={right.grantId ?? 'department'}>
              <TableCell>{sourceOf(right)}</TableCell>
              <TableCell>
                <EnumBadge dictType="permission_type" value={right.permissionType} />
              </TableCell>
              <TableCell>
                <EnumBadge dictType="authorisation_kind" value={right.kind} />
              </TableCell>
              <TableCell>{right.endTime === null ? noEnd : formatDateTime(right.endTime)}</TableCell>
              <TableCell>
                {right.accessMode === null
                  ? t('grants.common.none')
                  : `${enumLabel('access_list', right.accessMode, i18n.language)}: ${right.accessEntries.join(', ')}`}
              </TableCell>
              <TableCell>
                {right.accountIds === null
                  ? t('grants.mine.allAccounts')
                  : right.accountIds.map((accountId) => nameOf.get(accountId) ?? `#${accountId}`).join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
