import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

export interface PolicyColumn<R> {
  key: string;
  render: (row: R) => ReactNode;
}

/** A policy list: the given columns, then 修改 / 删除 for those who may change policies. */
export function PolicyTable<R extends { id: number; name: string }>({
  rows,
  columns,
  canEdit,
  onEdit,
  onDelete,
}: {
  rows: readonly R[];
  columns: readonly PolicyColumn<R>[];
  canEdit: boolean;
  onEdit: (row: R) => void;
  onDelete: (row: R) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.scroller}>
      <Table className={styles.table} size="small">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key}>{t(`policies.column.${column.key}`)}</TableHeaderCell>
            ))}
            {canEdit && <TableHeaderCell>{t('policies.column.operation')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1} className={styles.empty}>
                {t('policies.empty')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.render(row)}</TableCell>
              ))}
              {canEdit && (
                <TableCell>
                  <span className={styles.actions}>
                    <Button size="small" appearance="subtle" onClick={() => onEdit(row)}>
                      {t('policies.edit')}
                    </Button>
                    <Button size="small" appearance="subtle" onClick={() => onDelete(row)}>
                      {t('policies.remove')}
                    </Button>
                  </span>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
