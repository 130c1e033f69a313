import {
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
import { AddRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Grant, ListGrantsQuery } from '../../../shared/api';
import { GrantState, SUBJECT_KINDS, type SubjectKind } from '../../../shared/grantRules';
import { Permission } from '../../../shared/permissions';
import { confirm } from '../../components/confirm';
import { formatDateTime } from '../../components/formatDateTime';
import { notify } from '../../components/notify';
import { enumOptions, ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { useHasPermission } from '../../session';
import { revoke } from './api';
import { EnumBadge } from './EnumBadge';
import { grantAccountsText } from './grantAccounts';
import { ensureGrantTexts } from './i18n';
import { GRANT_FORM_PATH } from './paths';
import { useGrants, useGrantsMutation } from './queries';

ensureGrantTexts();

const useStyles = makeStyles({
  search: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
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
  const [keywordInput, setKeywordInput] = useState('');
  const [stateInput, setStateInput] = useState('');
  const [kindInput, setKindInput] = useState('');
  const [filters, setFilters] = useState<Omit<ListGrantsQuery, 'pageNum' | 'pageSize'>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const grants = useGrants({ ...paging, ...filters });
  const revokeMany = useGrantsMutation(revoke);
  const rows = grants.data?.rows ?? [];

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const keyword = keywordInput.trim();
    setFilters({
      ...(keyword ? { keyword } : {}),
      ...(stateInput ? { state: stateInput as '1' | '2' | '3' } : {}),
      ...(kindInput ? { subjectKind: kindInput as SubjectKind } : {}),
    });
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
    setSelected([]);
  };
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

  return (
    <ListFrame
      title={t('grants.list.title')}
      search={
        isSearchShown && (
          <form className={styles.search} onSubmit={handleSearch} aria-label={t('grants.common.search')}>
            <Field label={t('grants.list.asset')}>
              <Input
                value={keywordInput}
                placeholder={t('grants.list.keywordPlaceholder')}
                onChange={(_, data) => setKeywordInput(data.value)}
              />
            </Field>
            <Field label={t('grants.list.subject')}>
              <Select value={kindInput} onChange={(_, data) => setKindInput(data.value)}>
                <option value="">{t('grants.common.all')}</option>
                {SUBJECT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`grants.form.subjectKind_${kind}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('grants.list.state')}>
              <Select value={stateInput} onChange={(_, data) => setStateInput(data.value)}>
                <option value="">{t('grants.common.all')}</option>
                {enumOptions('permission_validity', i18n.language).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Button appearance="primary" type="submit">
              {t('grants.common.search')}
            </Button>
          </form>
        )
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
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void grants.refetch()}
        />
      }
      isPending={grants.isPending}
      isError={grants.isError}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={grants.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <Table aria-label={t('grants.list.title')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell />
            <TableHeaderCell>{t('grants.list.subject')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.list.asset')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.form.permissionType')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.form.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.list.window')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.list.state')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.form.accessMode')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.form.accounts')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.form.transfer')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.list.createdBy')}</TableHeaderCell>
            <TableHeaderCell>{t('grants.common.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((grant) => (
            <TableRow key={grant.grantId}>
              <TableCell>
                {canGrant && isRevocable(grant) && (
                  <Checkbox
                    aria-label={t('grants.list.select', { name: `${subjectLabel(grant)} ${grant.assetName}` })}
                    checked={selected.includes(grant.grantId)}
                    onChange={(_, data) => toggle(grant.grantId, data.checked === true)}
                  />
                )}
              </TableCell>
              <TableCell>{subjectLabel(grant)}</TableCell>
              <TableCell>{`${grant.assetName} (${grant.address})`}</TableCell>
              <TableCell>
                <EnumBadge dictType="permission_type" value={grant.permissionType} />
              </TableCell>
              <TableCell>
                <EnumBadge dictType="authorisation_kind" value={grant.kind} />
              </TableCell>
              <TableCell>{`${formatDateTime(grant.startTime)} ~ ${formatDateTime(grant.endTime)}`}</TableCell>
              <TableCell>
                <span className={styles.badges}>
                  <EnumBadge dictType="permission_validity" value={grant.state} />
                  {grant.state === GrantState.invalid && grant.expiryReason !== null && (
                    <EnumBadge dictType="expiry_reason" value={grant.expiryReason} />
                  )}
                </span>
              </TableCell>
              <TableCell>
                {grant.accessMode === null ? (
                  t('grants.common.none')
                ) : (
                  <span className={styles.badges}>
                    <EnumBadge dictType="access_list" value={grant.accessMode} />
                    {grant.accessEntries.join(', ')}
                  </span>
                )}
              </TableCell>
              <TableCell>{grantAccountsText(grant, t('grants.mine.allAccounts'))}</TableCell>
              <TableCell>
                {[
                  ...(grant.mayUpload ? [t('grants.form.transferUpload')] : []),
                  ...(grant.mayDownload ? [t('grants.form.transferDownload')] : []),
                ].join(' / ') || t('grants.common.none')}
              </TableCell>
              <TableCell>{grant.createdBy}</TableCell>
              <TableCell>
                {canGrant && isRevocable(grant) && (
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={`${t('grants.list.revoke')} ${subjectLabel(grant)} ${grant.assetName}`}
                    onClick={() => void handleRevoke([grant])}
                  >
                    {t('grants.list.revoke')}
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
