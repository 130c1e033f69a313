import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { Grant, ListGrantsQuery } from '../../../shared/api';
import { GrantState, SUBJECT_KINDS, type SubjectKind } from '../../../shared/rules/grantRules';
import { confirm } from '../../components/confirm';
import { formatDateTime } from '../../components/formatDateTime';
import { enumOptions, PagedListFrame, SearchBar, TextFilter, useSearchValues } from '../../components/page';
import { EnumBadge } from '../../components/page/EnumBadge';
import { type DataColumn, usePaging } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { revoke } from './api';
import { grantAccountsText } from './grantAccounts';
import { ensureGrantTexts } from './i18n';
import { GRANT_FORM_PATH } from './paths';
import { useGrants, useGrantsMutation } from './queries';
import { SelectFilter } from './SelectFilter';

ensureGrantTexts();

const useStyles = makeStyles({
  badges: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
});

/** Any grant not yet revoked can be revoked (an expired one too, for the record). */
const isRevocable = (grant: Grant) => grant.revokeTime === null;

/**
 * /assets-remove-impower (spec §2): authorisations on the assets the caller sees, with their state
 * (valid / pending / invalid) and expiry reason, computed by the server; revoke one or several.
 */
export function GrantListPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canGrant = useHasPermission([Permission.assetImpower]);
  const [filters, setFilters] = useState<Omit<ListGrantsQuery, 'pageNum' | 'pageSize'>>({});
  const { paging, setPaging, toFirstPage } = usePaging();
  const [selected, setSelected] = useState<number[]>([]);
  const grants = useGrants({ ...paging, ...filters });
  const revokeMany = useGrantsMutation(revoke);
  const rows = grants.data?.rows ?? [];
  const search = useSearchValues({ keyword: '', state: '', subjectKind: '' }, (values) => {
    const keyword = values.keyword.trim();
    setFilters({
      ...(keyword ? { keyword } : {}),
      ...(values.state ? { state: values.state as '1' | '2' | '3' } : {}),
      ...(values.subjectKind ? { subjectKind: values.subjectKind as SubjectKind } : {}),
    });
    toFirstPage();
    setSelected([]);
  });
  const handleRevoke = async (targets: Grant[]) => {
    const [only] = targets;
    const message =
      targets.length === 1 && only
        ? t('grants.list.confirmRevoke', { subject: only.subjectName, asset: only.assetName })
        : t('grants.list.confirmRevokeMany', { count: targets.length });
    if (!(await confirm({ message }))) return;
    try {
      await revokeMany.mutateAsync(targets.map((grant) => grant.grantId));
      notify.success(t('grants.list.revoked'));
      setSelected([]);
    } catch (error) {
      console.warn('revoking failed', error);
    }
  };
  const toggle = (grantId: number, isChecked: boolean) =>
    setSelected((previous) => (isChecked ? [...previous, grantId] : previous.filter((id) => id !== grantId)));
  const subjectLabel = (grant: Grant) => `${t(`grants.form.subjectKind_${grant.subjectKind}`)} ${grant.subjectName}`;

  const columns: DataColumn<Grant>[] = [
    {
      key: 'select',
      render: (grant) =>
        canGrant &&
        isRevocable(grant) && (
          <Checkbox
            aria-label={t('grants.list.select', { name: `${subjectLabel(grant)} ${grant.assetName}` })}
            checked={selected.includes(grant.grantId)}
            onChange={(_, data) => toggle(grant.grantId, data.checked === true)}
          />
        ),
    },
    { key: 'subject', header: t('grants.list.subject'), render: subjectLabel },
    { key: 'asset', header: t('grants.list.asset'), render: (grant) => `${grant.assetName} (${grant.address})` },
    {
      key: 'permissionType',
      header: t('grants.form.permissionType'),
      render: (grant) => <EnumBadge dictType="permission_type" value={grant.permissionType} />,
    },
    {
      key: 'kind',
      header: t('grants.form.kind'),
      render: (grant) => <EnumBadge dictType="authorisation_kind" value={grant.kind} />,
    },
    {
      key: 'window',
      header: t('grants.list.window'),
      render: (grant) => `${formatDateTime(grant.startTime)} ~ ${formatDateTime(grant.endTime)}`,
    },
    {
      key: 'state',
      header: t('grants.list.state'),
      render: (grant) => (
        <span className={styles.badges}>
          <EnumBadge dictType="permission_validity" value={grant.state} />
          {grant.state === GrantState.invalid && grant.expiryReason !== null && (
            <EnumBadge dictType="expiry_reason" value={grant.expiryReason} />
          )}
        </span>
      ),
    },
    {
      key: 'accessMode',
      header: t('grants.form.accessMode'),
      render: (grant) =>
        grant.accessMode === null ? (
          t('grants.common.none')
        ) : (
          <span className={styles.badges}>
            <EnumBadge dictType="access_list" value={grant.accessMode} />
            {grant.accessEntries.join(', ')}
          </span>
        ),
    },
    {
      key: 'accounts',
      header: t('grants.form.accounts'),
      render: (grant) => grantAccountsText(grant, t('grants.mine.allAccounts')),
    },
    {
      key: 'transfer',
      header: t('grants.form.transfer'),
      render: (grant) =>
        [
          ...(grant.mayUpload ? [t('grants.form.transferUpload')] : []),
          ...(grant.mayDownload ? [t('grants.form.transferDownload')] : []),
        ].join(' / ') || t('grants.common.none'),
    },
    { key: 'createdBy', header: t('grants.list.createdBy'), render: (grant) => grant.createdBy },
    {
      key: 'actions',
      header: t('grants.common.actions'),
      render: (grant) =>
        canGrant &&
        isRevocable(grant) && (
          <Button
            size="small"
            appearance="transparent"
            aria-label={`${t('grants.list.revoke')} ${subjectLabel(grant)} ${grant.assetName}`}
            onClick={() => void handleRevoke([grant])}
          >
            {t('grants.list.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <PagedListFrame
      title={t('grants.list.title')}
      search={
        <SearchBar searchLabel={t('grants.common.search')} onSubmit={search.submit}>
          <TextFilter
            label={t('grants.list.asset')}
            value={search.values.keyword}
            placeholder={t('grants.list.keywordPlaceholder')}
            onChange={(value) => search.set('keyword', value)}
          />
          <SelectFilter
            label={t('grants.list.subject')}
            value={search.values.subjectKind}
            choices={SUBJECT_KINDS.map((kind) => ({ value: kind, label: t(`grants.form.subjectKind_${kind}`) }))}
            onChange={(value) => search.set('subjectKind', value)}
          />
          <SelectFilter
            label={t('grants.list.state')}
            value={search.values.state}
            choices={enumOptions('permission_validity', i18n.language)}
            onChange={(value) => search.set('state', value)}
          />
        </SearchBar>
      }
      actions={
        canGrant && (
          <>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(GRANT_FORM_PATH)}>
              {t('grants.list.toForm')}
            </Button>
            <Button
              disabled={selected.length === 0}
              onClick={() => void handleRevoke(rows.filter((grant) => selected.includes(grant.grantId)))}
            >
              {t('grants.list.revokeSelected')}
            </Button>
          </>
        )
      }
      list={grants}
      columns={columns}
      rowKey={(grant) => grant.grantId}
      paging={paging}
      onPagingChange={setPaging}
    />
  );
}
