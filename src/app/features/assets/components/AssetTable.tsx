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
import type { Asset, ListAssetsQuery } from '../../../../shared/api';
import { formatDateTime } from '../../../components/formatDateTime';
import { enumLabel, RouteLink } from '../../../components/page';
import { assetDetailPath } from '../paths';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto', minWidth: '100%' },
  cell: { whiteSpace: 'nowrap' },
  tags: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  select: { width: '44px' },
});

/** Column keys in display order; the toolbar hides and shows them. */
export const ASSET_COLUMNS = [
  'assetName',
  'address',
  'assetType',
  'platformName',
  'protocols',
  'deptName',
  'tags',
  'encoding',
  'createTime',
] as const;
export type AssetColumn = (typeof ASSET_COLUMNS)[number];

type SortBy = NonNullable<ListAssetsQuery['sortBy']>;
const SORTABLE: Partial<Record<AssetColumn, SortBy>> = {
  assetName: 'assetName',
  address: 'address',
  assetType: 'assetType',
  createTime: 'createTime',
};

export interface AssetSort {
  sortBy: SortBy;
  sortOrder: 'asc' | 'desc';
}

export interface AssetTableProps {
  rows: readonly Asset[];
  isVisible: (column: AssetColumn) => boolean;
  sort: AssetSort;
  onSortChange: (sort: AssetSort) => void;
  selected?: readonly number[];
  onSelectedChange?: (selected: number[]) => void;
  renderActions: (asset: Asset) => ReactNode;
}

/** The asset list's table; sortable headers ask the server for a new order. */
export function AssetTable({
  rows,
  isVisible,
  sort,
  onSortChange,
  selected,
  onSelectedChange,
  renderActions,
}: AssetTableProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('table.empty')}</Text>;
  const columns = ASSET_COLUMNS.filter(isVisible);
  const selectable = rows.filter((row) => row.canManage).map((row) => row.assetId);
  const isAll = selected !== undefined && selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const empty = t('assets.common.empty');
  const cell = (asset: Asset, column: AssetColumn): ReactNode => {
    switch (column) {
      case 'assetName':
        return <RouteLink to={assetDetailPath(asset.assetId)}>{asset.assetName}</RouteLink>;
      case 'assetType':
        return enumLabel('asset_type', asset.assetType, i18n.language);
      case 'protocols':
        return asset.protocols.map((entry) => `${entry.protocol}:${entry.port}`).join(', ');
      case 'deptName':
        return asset.deptName ?? empty;
      case 'tags':
        return (
          <span className={styles.tags}>
            {asset.tags.map((tag) => (
              <Badge key={tag.tagId} appearance="tint">
                {tag.tagName}
              </Badge>
            ))}
          </span>
        );
      case 'createTime':
        return formatDateTime(asset.createTime);
      default:
        return asset[column] || empty;
    }
  };
  const sortDirection = (column: AssetColumn) =>
    SORTABLE[column] === sort.sortBy ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  const handleSort = (column: AssetColumn) => {
    const sortBy = SORTABLE[column];
    if (!sortBy) return;
    const sortOrder = sort.sortBy === sortBy && sort.sortOrder === 'asc' ? 'desc' : 'asc';
    onSortChange({ sortBy, sortOrder });
  };
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} aria-label={t('assets.asset.listTitle')} size="small" sortable>
        <TableHeader>
          <TableRow>
            {onSelectedChange && (
              // The table is sortable, so a header cell is a sort button unless it says otherwise: this one holds
              // a checkbox, and a control inside a button is unreachable (axe nested-interactive).
              <TableHeaderCell className={styles.select} sortable={false}>
                <Checkbox
                  aria-label={t('assets.common.selectAll')}
                  checked={isAll}
                  onChange={(_, data) => onSelectedChange(data.checked === true ? selectable : [])}
                />
              </TableHeaderCell>
            )}
            {columns.map((column) => (
              <TableHeaderCell
                key={column}
                className={styles.cell}
                sortable={column in SORTABLE}
                sortDirection={sortDirection(column)}
                onClick={() => handleSort(column)}
              >
                {t(`assets.field.${column}`)}
              </TableHeaderCell>
            ))}
            <TableHeaderCell sortable={false}>{t('assets.common.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((asset) => (
            <TableRow key={asset.assetId}>
              {onSelectedChange && (
                <TableCell>
                  <Checkbox
                    aria-label={`${t('assets.common.selectRow')} ${asset.assetName}`}
                    disabled={!asset.canManage}
                    checked={selected?.includes(asset.assetId) ?? false}
                    onChange={(_, data) =>
                      onSelectedChange(
                        data.checked === true
                          ? [...(selected ?? []), asset.assetId]
                          : (selected ?? []).filter((id) => id !== asset.assetId),
                      )
                    }
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column} className={styles.cell}>
                  {cell(asset, column)}
                </TableCell>
              ))}
              <TableCell className={styles.cell}>{renderActions(asset)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
