import {
  Checkbox,
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickableUser {
  userId: number;
  userName: string;
  nickName: string;
  phonenumber: string;
  email: string;
}

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  check: { width: '44px' },
});

export interface UserPickTableProps<T extends PickableUser> {
  label: string;
  rows: readonly T[];
  selected: ReadonlySet<number>;
  onSelectedChange: (next: Set<number>) => void;
  /** Extra columns: header texts and one cell each. */
  extraHeaders?: string[];
  renderExtra?: (row: T) => ReactNode;
}

/** Users with a checkbox each (and one for the page) — the assignment and membership pages' table. */
export function UserPickTable<T extends PickableUser>({
  label,
  rows,
  selected,
  onSelectedChange,
  extraHeaders = [],
  renderExtra,
}: UserPickTableProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('access.common.empty')}</Text>;
  const chosenHere = rows.filter((row) => selected.has(row.userId)).length;
  const pageState = chosenHere === 0 ? false : chosenHere === rows.length ? true : 'mixed';
  const togglePage = () => {
    const next = new Set(selected);
    for (const row of rows) {
      if (pageState === true) next.delete(row.userId);
      else next.add(row.userId);
    }
    onSelectedChange(next);
  };
  const toggle = (userId: number) => {
    const next = new Set(selected);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    onSelectedChange(next);
  };
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.check}>
            <Checkbox checked={pageState} onChange={togglePage} aria-label={t('access.common.selectAll')} />
          </TableHeaderCell>
          <TableHeaderCell>{t('access.common.userName')}</TableHeaderCell>
          <TableHeaderCell>{t('access.common.nickName')}</TableHeaderCell>
          <TableHeaderCell>{t('access.common.phonenumber')}</TableHeaderCell>
          <TableHeaderCell>{t('access.common.email')}</TableHeaderCell>
          {extraHeaders.map((header) => (
            <TableHeaderCell key={header}>{header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.userId}>
            <TableCell>
              <Checkbox
                checked={selected.has(row.userId)}
                onChange={() => toggle(row.userId)}
                aria-label={t('access.common.selectRow', { name: row.userName })}
              />
            </TableCell>
            <TableCell>{row.userName}</TableCell>
            <TableCell>{row.nickName}</TableCell>
            <TableCell>{row.phonenumber}</TableCell>
            <TableCell>{row.email}</TableCell>
            {renderExtra?.(row)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
