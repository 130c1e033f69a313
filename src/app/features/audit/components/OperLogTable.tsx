import {
  Badge,
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
import type { OperationLog } from '../../../../shared/api';
import { formatDateTime } from '../../../components/formatDateTime';
import { kindLabel, moduleLabel, operatorLabel, outcomeLabel } from '../labels';
import { titleOf } from '../titles';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
});

export const OPER_LOG_COLUMNS = [
  'operName',
  'module',
  'title',
  'businessType',
  'targetNames',
  'operIp',
  'status',
  'operTime',
  'costTime',
] as const;
export type OperLogColumn = (typeof OPER_LOG_COLUMNS)[number];

export interface OperLogTableProps {
  rows: readonly OperationLog[];
  isVisible: (column: OperLogColumn) => boolean;
  onOpen: (row: OperationLog) => void;
}

export function OperLogTable({ rows, isVisible, onOpen }: OperLogTableProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('table.empty')}</Text>;
  const columns = OPER_LOG_COLUMNS.filter(isVisible);
  const cell = (row: OperationLog, column: OperLogColumn) => {
    switch (column) {
      case 'operName':
        return operatorLabel(t, row);
      case 'module':
        return moduleLabel(t, row.module);
      case 'title':
        return titleOf(row, i18n.language);
      case 'businessType':
        return kindLabel(t, row.businessType);
      case 'targetNames':
        return row.targetNames || row.targetIds || '-';
      case 'status':
        return (
          <Badge appearance="tint" color={row.status === 1 ? 'success' : 'danger'}>
            {outcomeLabel(t, row.status)}
          </Badge>
        );
      case 'operTime':
        return formatDateTime(row.operTime);
      case 'costTime':
        return t('audit.costMs', { ms: row.costTime });
      default:
        return row[column];
    }
  };
  return (
    <Table aria-label={t('audit.listTitle')} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column}>{t(`audit.field.${column}`)}</TableHeaderCell>
          ))}
          <TableHeaderCell>{t('audit.field.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.operId}>
            {columns.map((column) => (
              <TableCell key={column}>{cell(row, column)}</TableCell>
            ))}
            <TableCell>
              <Button
                size="small"
                appearance="subtle"
                aria-label={`${t('audit.detail')} ${row.operId}`}
                onClick={() => onOpen(row)}
              >
                {t('audit.detail')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
