import {
  Button,
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
import { useTranslation } from 'react-i18next';
import type { NetworkProxy } from '../../../../shared/api';
import { formatDateTime } from '../../../components/formatDateTime';
import { StateBadge } from './StateBadge';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1, display: 'inline-block', minWidth: '12em' },
  scroller: { overflowX: 'auto' },
  // Columns sized by their content (Fluent's default is equal widths), the fingerprint wrapped.
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  fingerprint: { wordBreak: 'break-all', fontSize: tokens.fontSizeBase200, minWidth: '16em' },
});

export const PROXY_COLUMNS = [
  'name',
  'kind',
  'address',
  'loginUser',
  'parent',
  'status',
  'deployStatus',
  'latency',
  'lastCheckTime',
  'lastError',
  'hostKey',
  'enabled',
] as const;
export type ProxyColumn = (typeof PROXY_COLUMNS)[number];
/** Long free text; every other cell stays on one line (the table scrolls sideways instead). */
const WRAPPING: ReadonlySet<ProxyColumn> = new Set(['lastError', 'hostKey']);

export interface ProxyTableProps {
  rows: readonly NetworkProxy[];
  isVisible: (column: ProxyColumn) => boolean;
  canEdit: boolean;
  checkingId: number | null;
  onCheck: (proxy: NetworkProxy) => void;
  onAcceptKey: (proxy: NetworkProxy) => void;
  onEdit: (proxy: NetworkProxy) => void;
  onDelete: (proxy: NetworkProxy) => void;
}

export function ProxyTable({
  rows,
  isVisible,
  canEdit,
  checkingId,
  onCheck,
  onAcceptKey,
  onEdit,
  onDelete,
}: ProxyTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('table.empty')}</Text>;
  const columns = PROXY_COLUMNS.filter(isVisible);
  const cell = (proxy: NetworkProxy, column: ProxyColumn) => {
    switch (column) {
      case 'name':
        return proxy.name;
      case 'kind':
        return t(`proxies.kind.${proxy.kind}`);
      case 'address':
        return <span className={styles.nowrap}>{`${proxy.address}:${proxy.port}`}</span>;
      case 'loginUser':
        return proxy.loginUser;
      case 'parent':
        return proxy.parentName ?? '';
      case 'status':
        return <StateBadge dictType="agent_status" value={proxy.status} />;
      case 'deployStatus':
        return <StateBadge dictType="deployment_status" value={proxy.deployStatus} />;
      case 'latency':
        return proxy.latencyMs === null ? '' : t('proxies.latencyMs', { ms: proxy.latencyMs });
      case 'lastCheckTime':
        return formatDateTime(proxy.lastCheckTime);
      case 'lastError':
        return <span className={styles.error}>{proxy.lastError ?? ''}</span>;
      case 'hostKey':
        return <code className={styles.fingerprint}>{proxy.hostKeyFingerprint ?? ''}</code>;
      case 'enabled':
        return proxy.enabled ? t('proxies.enabled') : t('proxies.disabled');
    }
  };
  return (
    <div className={styles.scroller}>
      <Table aria-label={t('proxies.listTitle')} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column} className={styles.nowrap}>
                {t(`proxies.column.${column}`)}
              </TableHeaderCell>
            ))}
            {canEdit && <TableHeaderCell>{t('proxies.column.actions')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((proxy) => (
            <TableRow key={proxy.id} aria-label={proxy.name}>
              {columns.map((column) => (
                <TableCell key={column} className={WRAPPING.has(column) ? undefined : styles.nowrap}>
                  {cell(proxy, column)}
                </TableCell>
              ))}
              {canEdit && (
                <TableCell>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      className={styles.nowrap}
                      disabled={checkingId === proxy.id}
                      onClick={() => onCheck(proxy)}
                    >
                      {checkingId === proxy.id ? t('proxies.checking') : t('proxies.check')}
                    </Button>
                    {proxy.pendingHostKey && (
                      <Button size="small" appearance="primary" onClick={() => onAcceptKey(proxy)}>
                        {t('proxies.acceptKey')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => onEdit(proxy)}>
                      {t('proxies.edit')}
                    </Button>
                    <Button
                      size="small"
                      disabled={proxy.childCount > 0}
                      title={proxy.childCount > 0 ? t('proxies.hasChildren') : undefined}
                      onClick={() => onDelete(proxy)}
                    >
                      {t('proxies.remove')}
                    </Button>
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
