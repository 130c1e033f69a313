import {
  Badge,
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
import type { User } from '../../../../shared/api';
import { formatDateTime } from '../../../components/formatDateTime';
import { EnumBadge } from '../../../components/page';
import { UserCell } from './UserCell';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  // Columns size to their content and the wrapper scrolls sideways, rather than texts overlapping.
  table: { tableLayout: 'auto', minWidth: '100%' },
  cell: { whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  select: { width: '44px' },
});

/** Column keys of the user tables, in display order; the toolbar hides and shows them. */
export const USER_COLUMNS = [
  'userName',
  'nickName',
  'phonenumber',
  'email',
  'userKind',
  'userSource',
  'status',
  'roles',
  'validity',
  'createTime',
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

export interface UserTableProps {
  rows: readonly User[];
  isVisible?: (column: UserColumn) => boolean;
  selected?: readonly number[];
  onSelectedChange?: (selected: number[]) => void;
  /** The actions cell of a row; no actions column without it. */
  renderActions?: (user: User) => ReactNode;
  label: string;
}

/** A table of users: list page, group members and the member picker share it. */
export function UserTable({
  rows,
  isVisible = () => true,
  selected,
  onSelectedChange,
  renderActions,
  label,
}: UserTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const empty = t('users.empty');
  if (rows.length === 0) return <Text className={styles.empty}>{t('table.empty')}</Text>;
  const columns = USER_COLUMNS.filter(isVisible);
  const isAll = selected !== undefined && rows.every((row) => selected.includes(row.userId));
  const cell = (user: User, column: UserColumn): ReactNode => {
    switch (column) {
      case 'userName':
        return <UserCell userId={user.userId} userName={user.userName} />;
      case 'userKind':
        return <EnumBadge dictType="user_kind" value={user.userKind} />;
      case 'userSource':
        return <EnumBadge dictType="user_source" value={user.userSource} />;
      case 'status':
        return (
          <>
            <EnumBadge dictType="user_status" value={user.status} />
            {user.lockedUntil && (
              <Badge appearance="outline" color="danger" title={formatDateTime(user.lockedUntil)}>
                {t('users.lockedOut')}
              </Badge>
            )}
          </>
        );
      case 'roles':
        return user.roles.map((role) => role.roleName).join(', ') || empty;
      case 'validity':
        return user.validFrom ? `${formatDateTime(user.validFrom)} ~ ${formatDateTime(user.validTo)}` : '-';
      case 'createTime':
        return formatDateTime(user.createTime);
      default:
        return user[column] || empty;
    }
  };
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            {onSelectedChange && (
              <TableHeaderCell className={styles.select}>
                <Checkbox
                  aria-label={t('users.action.selectAll')}
                  checked={isAll}
                  onChange={(_, data) => onSelectedChange(data.checked === true ? rows.map((row) => row.userId) : [])}
                />
              </TableHeaderCell>
            )}
            {columns.map((column) => (
              <TableHeaderCell key={column} className={styles.cell}>
                {t(`users.field.${column}`)}
              </TableHeaderCell>
            ))}
            {renderActions && <TableHeaderCell>{t('users.field.actions')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.userId}>
              {onSelectedChange && (
                <TableCell>
                  <Checkbox
                    aria-label={`${t('users.action.select')} ${user.userName}`}
                    checked={selected?.includes(user.userId) ?? false}
                    onChange={(_, data) =>
                      onSelectedChange(
                        data.checked === true
                          ? [...(selected ?? []), user.userId]
                          : (selected ?? []).filter((id) => id !== user.userId),
                      )
                    }
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column} className={styles.cell}>
                  {cell(user, column)}
                </TableCell>
              ))}
              {renderActions && <TableCell className={styles.cell}>{renderActions(user)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
