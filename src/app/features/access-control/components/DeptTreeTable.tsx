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
import type { DeptNode } from '../../../../shared/api/departments';
import { flattenDepts } from '../deptRows';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** One indentation step of the tree table, in the spacing scale. */
const INDENT = tokens.spacingHorizontalXXL;

export interface DeptTreeTableProps {
  tree: readonly DeptNode[];
  canEdit: boolean;
  onAddChild: (dept: DeptNode) => void;
  onEdit: (dept: DeptNode) => void;
  onDelete: (dept: DeptNode) => void;
  onMembers: (dept: DeptNode) => void;
}

/** The organisation as an indented table (RuoYi's tree table), in the server's order. */
export function DeptTreeTable({ tree, canEdit, onAddChild, onEdit, onDelete, onMembers }: DeptTreeTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rows = flattenDepts(tree);
  if (rows.length === 0) return <Text className={styles.empty}>{t('access.common.empty')}</Text>;
  return (
    <Table aria-label={t('access.dept.title')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('access.dept.deptName')}</TableHeaderCell>
          <TableHeaderCell>{t('access.dept.orderNum')}</TableHeaderCell>
          <TableHeaderCell>{t('access.dept.memberCount')}</TableHeaderCell>
          <TableHeaderCell>{t('access.common.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ node, depth }) => (
          <TableRow key={node.deptId} aria-level={depth + 1}>
            <TableCell>
              <span style={{ paddingLeft: `calc(${INDENT} * ${depth})` }}>{node.deptName}</span>
            </TableCell>
            <TableCell>{node.orderNum}</TableCell>
            <TableCell>{node.memberCount}</TableCell>
            <TableCell>
              <div className={styles.actions}>
                <Button size="small" onClick={() => onMembers(node)}>
                  {t('access.dept.members')}
                </Button>
                {canEdit && (
                  <>
                    <Button size="small" onClick={() => onAddChild(node)}>
                      {t('access.dept.addChild')}
                    </Button>
                    <Button size="small" onClick={() => onEdit(node)}>
                      {t('access.common.edit')}
                    </Button>
                    <Button size="small" appearance="subtle" onClick={() => onDelete(node)}>
                      {t('access.common.delete')}
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
