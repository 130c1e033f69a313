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
import type { UserGroup } from '../../../../shared/api';
import { formatDateTime } from '../../../components/formatDateTime';
import { RouteLink } from '../../../components/page';
import { groupDetailPath } from '../paths';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export const GROUP_COLUMNS = ['groupName', 'memberCount', 'remark', 'createTime'] as const;
export type GroupColumn = (typeof GROUP_COLUMNS)[number];

export interface GroupTableProps {
  rows: readonly UserGroup[];
  isVisible: (column: GroupColumn) => boolean;
  canEdit: boolean;
  onOpen: (group: UserGroup) => void;
  onEdit: (group: UserGroup) => void;
  onDelete: (group: UserGroup) => void;
}

export function GroupTable({ rows, isVisible, canEdit, onOpen, onEdit, onDelete }: GroupTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('table.empty')}</Text>;
  const columns = GROUP_COLUMNS.filter(isVisible);
  const cell = (group: UserGroup, column: GroupColumn) => {
    if (column === 'groupName') return <RouteLink to={groupDetailPath(group.groupId)}>{group.groupName}</RouteLink>;
    if (column === 'createTime') return formatDateTime(group.createTime);
    if (column === 'memberCount') return String(group.memberCount);
    return group.remark || '-';
  };
  return (
    <Table aria-label={t('userGroups.listTitle')} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column}>{t(`userGroups.${column}`)}</TableHeaderCell>
          ))}
          <TableHeaderCell>{t('users.field.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((group) => (
          <TableRow key={group.groupId}>
            {columns.map((column) => (
              <TableCell key={column}>{cell(group, column)}</TableCell>
            ))}
            <TableCell>
              <div className={styles.actions}>
                <Button size="small" appearance="subtle" onClick={() => onOpen(group)}>
                  {t('userGroups.detail')}
                </Button>
                {canEdit && (
                  <>
                    <Button size="small" appearance="subtle" onClick={() => onEdit(group)}>
                      {t('userGroups.edit')}
                    </Button>
                    <Button
                      size="small"
                      appearance="subtle"
                      aria-label={`${t('userGroups.delete')} ${group.groupName}`}
                      onClick={() => onDelete(group)}
                    >
                      {t('userGroups.delete')}
                    </Button>
                  </>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
