import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PasswordRecord } from '../../../shared/api/vaultAccounts';
import { PagedListFrame, SearchBar, TextFilter, useSearchValues } from '../../components/page';
import { usePaging } from '../../components/table';
import { RecordRevealDialog } from './components/RecordRevealDialog';
import { usePasswordRecordColumns } from './components/usePasswordRecordColumns';
import { ensureCofferTexts } from './i18n';
import { idFromSearch } from './paths';
import { usePasswordRecords } from './vaultQueries';

ensureCofferTexts();

const EMPTY_FILTERS = { accountName: '', changedBy: '' };

/**
 * /password-record [system:asset:query] (docs/coffer.md "Password records"): every change of an account secret the
 * caller may see — how, by whom, when — newest first, searched by account and changer, or of one account
 * (?accountId=). A replaced secret is shown, with a reason, to whoever may reveal the account's current one.
 */
export function PasswordRecordPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const accountId = idFromSearch(search, 'accountId');
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const { paging, setPaging, toFirstPage } = usePaging();
  const values = useSearchValues(EMPTY_FILTERS, (next) => {
    setFilters({ accountName: next.accountName.trim(), changedBy: next.changedBy.trim() });
    toFirstPage();
  });
  const list = usePasswordRecords({
    ...paging,
    ...(accountId === null ? {} : { accountId }),
    ...(filters.accountName ? { accountName: filters.accountName } : {}),
    ...(filters.changedBy ? { changedBy: filters.changedBy } : {}),
  });
  const [revealing, setRevealing] = useState<PasswordRecord | null>(null);
  const columns = usePasswordRecordColumns(setRevealing);
  return (
    <PagedListFrame
      title={t('coffer.records.title')}
      header={
        accountId !== null && (
          <MessageBar intent="info" data-testid="record-one-account">
            <MessageBarBody>{t('coffer.records.onlyAccount', { id: accountId })}</MessageBarBody>
            <MessageBarActions>
              <Button
                onClick={() => {
                  setSearch({}, { replace: true });
                  toFirstPage();
                }}
              >
                {t('coffer.records.showAll')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )
      }
      search={
        <SearchBar searchLabel={t('coffer.common.search')} onSubmit={values.submit}>
          <TextFilter
            label={t('coffer.records.accountName')}
            value={values.values.accountName}
            placeholder={t('coffer.records.accountPlaceholder')}
            onChange={(value) => values.set('accountName', value)}
          />
          <TextFilter
            label={t('coffer.records.changedBy')}
            value={values.values.changedBy}
            placeholder={t('coffer.records.changedByPlaceholder')}
            onChange={(value) => values.set('changedBy', value)}
          />
        </SearchBar>
      }
      list={list}
      columns={columns}
      rowKey={(row) => row.recordId}
      tableLabel={t('coffer.records.tableLabel')}
      paging={paging}
      onPagingChange={setPaging}
    >
      {revealing && <RecordRevealDialog record={revealing} onClose={() => setRevealing(null)} />}
    </PagedListFrame>
  );
}
