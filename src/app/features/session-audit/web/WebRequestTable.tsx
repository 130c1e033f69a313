import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { ensureWebAuditTexts } from './i18n';
import { useWebRequests } from './queries';

ensureWebAuditTexts();

const PAGE_SIZE = 100;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0, flex: 1 },
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalXS },
  wrap: { overflowY: 'auto', flex: 1 },
  number: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  url: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** A web session's requests in order (method, URL, status, size, duration), searched on the server, 100 a page. */
export function WebRequestTable({ sessionId, isLive }: { sessionId: number; isLive: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const requests = useWebRequests(
    sessionId,
    { pageNum, pageSize: PAGE_SIZE, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) },
    isLive,
  );
  const total = requests.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Field label={t('webAudit.search')} hint={t('webAudit.searchHint')}>
          <Input
            contentBefore={<SearchRegular />}
            value={keyword}
            maxLength={64}
            onChange={(_, data) => {
              setKeyword(data.value);
              setPageNum(1);
            }}
          />
        </Field>
        <Text className={styles.muted} role="status">
          {t('webAudit.count', { total })}
        </Text>
      </div>
      {isLive && (
        <MessageBar intent="info">
          <MessageBarBody>{t('webAudit.liveNote')}</MessageBarBody>
        </MessageBar>
      )}
      {requests.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('webAudit.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {requests.isPending && <LoadingSpinner />}
      {requests.data && (
        <div className={styles.wrap}>
          <Table size="small" aria-label={t('webAudit.requests')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('webAudit.time')}</TableHeaderCell>
                <TableHeaderCell>{t('webAudit.method')}</TableHeaderCell>
                <TableHeaderCell>{t('webAudit.url')}</TableHeaderCell>
                <TableHeaderCell>{t('webAudit.status')}</TableHeaderCell>
                <TableHeaderCell>{t('webAudit.size')}</TableHeaderCell>
                <TableHeaderCell>{t('webAudit.duration')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {requests.data.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className={styles.number}>{formatDateTime(row.at)}</TableCell>
                  <TableCell>{row.method}</TableCell>
                  <TableCell className={styles.url}>{row.url}</TableCell>
                  <TableCell className={row.status >= 400 ? styles.failed : styles.number}>{row.status}</TableCell>
                  <TableCell className={styles.number}>{formatBytes(row.bytes)}</TableCell>
                  <TableCell className={styles.number}>{t('webAudit.durationValue', { ms: row.durationMs })}</TableCell>
                </TableRow>
              ))}
              {requests.data.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t('webAudit.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {pages > 1 && (
        <div className={styles.pager}>
          <Button size="small" disabled={pageNum <= 1} onClick={() => setPageNum((page) => page - 1)}>
            {t('webAudit.previous')}
          </Button>
          <Text>{t('webAudit.page', { page: pageNum, pages })}</Text>
          <Button size="small" disabled={pageNum >= pages} onClick={() => setPageNum((page) => page + 1)}>
            {t('webAudit.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
