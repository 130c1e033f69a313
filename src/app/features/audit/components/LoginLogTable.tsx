import {
  Badge,
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
import type { LoginLog } from '../../../../shared/api';
import { formatDateTime } from '../../../components/formatDateTime';
import { outcomeLabel } from '../labels';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  agent: { maxWidth: '320px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export const LOGIN_LOG_COLUMNS = ['userName', 'ipaddr', 'userAgent', 'status', 'msg', 'loginTime'] as const;
export type LoginLogColumn = (typeof LOGIN_LOG_COLUMNS)[number];

export interface LoginLogTableProps {
  rows: readonly LoginLog[];
  isVisible: (column: LoginLogColumn) => boolean;
}

export function LoginLogTable({ rows, isVisible }: LoginLogTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('table.empty')}</Text>;
  const columns = LOGIN_LOG_COLUMNS.filter(isVisible);
  const cell = (row: LoginLog, column: LoginLogColumn) => {
    switch (column) {
      case 'status':
        return (
          <Badge appearance="tint" color={row.status === 1 ? 'success' : 'danger'}>
            {outcomeLabel(t, row.status)}
          </Badge>
        );
      case 'loginTime':
        return formatDateTime(row.loginTime);
      case 'userAgent':
        return (
          <div className={styles.agent} title={row.userAgent}>
            {row.userAgent || '-'}
          </div>
        );
      default:
        return row[column];
    }
  };
  return (
    <Table aria-label={t('audit.loginLog.listTitle')} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column}>{t(`audit.loginLog.field.${column}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.infoId}>
            {columns.map((column) => (
              <TableCell key={column}>{cell(row, column)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
